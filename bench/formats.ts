/**
 * Cost of a context export in each wire format against the native messages, on the real session
 * (examples/pi-session-v1.jsonl, 1,003 lines with two compactions, rebuilt as the API rebuilds it). Two tables from
 * one interleaved run: the export alone against returning the native messages, and the export serialized against
 * the native messages serialized (what a context read adds to its response body; issue 22 allows 15 % over
 * native). A second, synthetic 1k-entry branch checks that the export stays linear (10k/1k ratio). Prints
 * figures, asserts nothing. Run: `npm run bench:formats`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentMessage, SessionEntry } from '../core';
import { encodeContext, PROVIDER_FORMATS, type WireFormatName } from '../core/formats';
import { buildSessionContext } from '../core/session/build-context';
import { createSessionFileReader } from '../core/session/session-file';
import { generateBranch } from '../test/helpers/generate-session';
import { measure, printTable, ratio, type BenchCase } from './harness';

const SESSION = path.join(__dirname, '..', 'examples', 'pi-session-v1.jsonl');
const TARGET = 'anthropic/claude-opus-4-5';

function realContext(): AgentMessage[] {
  const reader = createSessionFileReader();
  const entries = readFileSync(SESSION, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      const entry = reader.read(line, i + 1);
      return entry ? [entry as unknown as SessionEntry] : [];
    });
  return buildSessionContext(entries).messages;
}

const FORMATS: WireFormatName[] = ['native', ...PROVIDER_FORMATS];

function cases(messages: AgentMessage[], label: string, serialize: boolean): BenchCase[] {
  return FORMATS.map((format) => ({
    name: `${format}${serialize ? ' + JSON' : ''} (${label})`,
    run: () => {
      const fragment = encodeContext(format, messages, { target: TARGET, systemPrompt: 'You are pi.' });
      return serialize ? JSON.stringify(fragment).length : fragment;
    },
  }));
}

function report(title: string, rows: Awaited<ReturnType<typeof measure>>): void {
  printTable(title, rows);
  for (const row of rows.slice(1))
    process.stdout.write(`  ${row.name.padEnd(40)} / native ${ratio(row, rows[0]!).toFixed(2)}\n`);
}

async function main(): Promise<void> {
  const real = realContext();
  process.stdout.write(`real session: ${real.length} context messages\n`);
  report('export only, real session', await measure(cases(real, 'real', false), { samples: 40, warmup: 5 }));
  report('export + JSON.stringify, real session', await measure(cases(real, 'real', true), { samples: 40, warmup: 5 }));
  const small = buildSessionContext(generateBranch(1_000, 7)).messages;
  const large = buildSessionContext(generateBranch(10_000, 7)).messages;
  const growth = await measure(
    [
      { name: `anthropic (1k entries, ${small.length} messages)`, run: () => encodeContext('anthropic', small) },
      { name: `anthropic (10k entries, ${large.length} messages)`, run: () => encodeContext('anthropic', large) },
    ],
    { samples: 20, warmup: 3 },
  );
  printTable('linearity', growth);
  process.stdout.write(
    `  10k/1k ratio ${ratio(growth[1]!, growth[0]!).toFixed(2)} (linear: about ${(large.length / small.length).toFixed(1)})\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
