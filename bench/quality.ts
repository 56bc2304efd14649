/**
 * The offline quality eval (issue 23; docs/quality-eval.md): for the bundled real session, a seeded planted-fact
 * session of ≥ 200k tokens and any session files given on the command line, every strategy compacts its own copy
 * through the real workflow on the dev server (the real store: DATABASE_URL, else PGlite), and the reference reader
 * — what the context contains, an upper bound of recall — answers the probes. LLM summaries come from the wire fake
 * (an extractive summary, test/helpers/quality-eval/fake-summarizer.ts): they score what the fake returns, not what a model would.
 * The eval itself is `compactor eval`'s (service/quality-eval/).
 * Writes bench/results/quality.json and prints one table per session.
 * Run: `npm run bench:quality [session.jsonl …]` (e.g. /work/…/large-session-v3.jsonl).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { evalTable } from '../core/quality/eval-table';
import { plantedSession } from '../core/quality/planted-session';
import { REFERENCE_READER_LABEL } from '../core/quality/reference-reader';
import { loadSnapcompactFonts } from '../activities/snapcompact/fonts';
import { decodeFrame } from '../activities/snapcompact/frame-decoder';
import { resolveTemporalExecutable } from '../worker/embedded-temporal';
import { startFakeProvider } from '../test/fakes/fake-provider-server';
import { summarizerSettings, testActivities } from '../test/helpers/activities';
import { REAL_SESSION } from '../test/helpers/fixtures';
import { createTestWorker, startTestTemporal } from '../test/helpers/temporal';
import { openBenchDatabase } from './bench-database';
import { readSessionFile } from '../service/quality-eval/session-file';
import { extractiveResponder } from '../test/helpers/quality-eval/fake-summarizer';
import type { CompactingArm } from '../service/quality-eval/arms';
import { evalSession, type EvalSession, type SessionEval } from '../service/quality-eval/session-eval';
import { strategyArm } from '../service/quality-eval/strategies';
import '../test/helpers/quiet-temporal';

const RUN = `q${Date.now().toString(36)}`;
const SEED = 23;

function fileSession(file: string): EvalSession {
  return { name: path.basename(file, '.jsonl'), ...readSessionFile(file) };
}

function plantedEvalSession(): EvalSession {
  const planted = plantedSession({ seed: SEED, targetTokens: 200_000 });
  return { name: `planted-seed${SEED}`, entries: planted.entries, cwd: planted.header.cwd!, planted: planted.probes };
}

/** The dev server the tests use: TEMPORAL_CLI, else `temporal` on PATH or in .compactor/ (as jest's setup finds it). */
function provideTemporalCli(): void {
  const home = path.join(__dirname, '..', '.compactor');
  const found = resolveTemporalExecutable(process.env.TEMPORAL_CLI, process.env.PATH, home);
  if (found.type !== 'existing-path') throw new Error('no Temporal CLI: set TEMPORAL_CLI or put `temporal` on PATH');
  process.env.TEMPORAL_CLI = found.path;
}

async function main() {
  provideTemporalCli();
  const [env, store, fake, fonts] = await Promise.all([
    startTestTemporal(),
    openBenchDatabase(),
    startFakeProvider(),
    loadSnapcompactFonts(),
  ]);
  const spent = { outputChars: 0 };
  fake.respondWith(extractiveResponder(spent));
  const llmSettings = { ...summarizerSettings(fake), openai: { apiKey: 'test-key', baseUrl: `${fake.url}/v1` } };
  const { worker, taskQueue } = await createTestWorker(env, testActivities(store.db, { llmSettings }));
  const model = 'anthropic/claude-opus-4-7';
  const arms: CompactingArm[] = [
    strategyArm('llm-summary', model),
    strategyArm('snapcompact', model),
    {
      strategy: 'remote-endpoint',
      input: { model, strategy: 'context-full', settings: { remoteEndpoint: `${fake.url}/summarize` } },
      family: 'anthropic',
    },
    strategyArm('openai-native', model),
  ];
  const requestChars = () => fake.requests.reduce((n, r) => n + JSON.stringify(r.body).length, 0);
  const deps = {
    world: { client: env.client, db: store.db, taskQueue, fonts, decodeFrame },
    tenantId: 'quality',
    run: RUN,
    arms,
    spent: () => ({ input: Math.ceil(requestChars() / 4), output: Math.ceil(spent.outputChars / 4) }),
  };
  const sessions = [fileSession(REAL_SESSION), plantedEvalSession(), ...process.argv.slice(2).map(fileSession)];
  const results: SessionEval[] = [];
  try {
    await worker.runUntil(async () => {
      for (const session of sessions) {
        const result = await evalSession(deps, session);
        results.push(result);
        const title = `\n${result.session}: ${result.tokens} tokens, ${result.probes.compacted} of ${result.probes.total} probes in the compacted span`;
        process.stdout.write(
          `${evalTable({ title, reader: REFERENCE_READER_LABEL, summaries: result.summaries, skipped: result.skipped })}\n`,
        );
      }
    });
  } finally {
    await Promise.all([env.teardown(), store.close(), fake.close()]);
  }
  const out = path.join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  const report = { reader: REFERENCE_READER_LABEL, summarizer: 'wire fake, extractive', seed: SEED, results };
  writeFileSync(path.join(out, 'quality.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`\nwrote ${path.join(out, 'quality.json')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
