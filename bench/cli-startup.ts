/**
 * Whole-process start-up of the `compactor` executable, measured interleaved in one run: `--help`, `plan` on the
 * 2.3 MB example against a `node -e` script that only reads and parses the same file, and an embedded-store command
 * (`history`) on an existing home against a script that only opens and closes PGlite on it (with V8's default wasm
 * tiering, and with the short-lived tiering the CLI's store commands use). Also prints the
 * workflow bundle's size. Uses whatever bin/compactor.js runs (the compiled build when it is current).
 * Run: `npm run bench:cli [samples]`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildState } from '../bin/build-fingerprint';
import { SHORT_LIVED_WASM_FLAG } from '../cli/short-lived-wasm';
import { measure, printTable, ratio } from './harness';

const SAMPLES = Number(process.argv[2] ?? 9);
const ROOT = path.join(__dirname, '..');
const BIN = path.join(ROOT, 'bin', 'compactor.js');
const EXAMPLE = path.join(ROOT, 'examples', 'pi-session-v1.jsonl');

const PARSE = `for (const l of require('fs').readFileSync(${JSON.stringify(EXAMPLE)}, 'utf8').split('\\n')) if (l) JSON.parse(l)`;
const OPEN_PGLITE = `require('@electric-sql/pglite').PGlite.create({ dataDir: process.argv[1] }).then((db) => db.close())`;

function run(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
}

async function main() {
  const state = buildState(ROOT);
  process.stdout.write(`bin/compactor.js runs: ${state.use}${state.reason ? ` (${state.reason})` : ''}\n`);
  const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-bench-home-'));
  const env = { COMPACTOR_HOME: home, DATABASE_URL: '' };
  const { sessionId } = JSON.parse(run([BIN, 'ingest', EXAMPLE, '--json'], env)) as { sessionId: string };
  const results = await measure(
    [
      { name: 'compactor --help', run: () => run([BIN, '--help']) },
      { name: 'compactor plan <example> --json', run: () => run([BIN, 'plan', EXAMPLE, '--json']) },
      { name: 'node -e: read + JSON.parse the example', run: () => run(['-e', PARSE]) },
      { name: 'compactor history <id> (PGlite home)', run: () => run([BIN, 'history', sessionId], env) },
      { name: 'node -e: open + close PGlite only', run: () => run(['-e', OPEN_PGLITE, path.join(home, 'pglite')]) },
      {
        name: 'the same, short-lived wasm tiering',
        run: () => run([SHORT_LIVED_WASM_FLAG, '-e', OPEN_PGLITE, path.join(home, 'pglite')]),
      },
    ],
    { samples: SAMPLES, warmup: 1 },
  );
  printTable(`whole-process wall time (${SAMPLES} samples, interleaved)`, results);
  const [, plan, parse, history, pglite, pgliteShort] = results;
  process.stdout.write(`  plan / parse (median): ${ratio(plan!, parse!).toFixed(2)}\n`);
  process.stdout.write(`  history / PGlite open alone (median): ${ratio(history!, pglite!).toFixed(2)}\n`);
  process.stdout.write(
    `  history / PGlite open alone, same tiering (median): ${ratio(history!, pgliteShort!).toFixed(2)}\n`,
  );
  rmSync(home, { recursive: true, force: true });

  const bundleFile = path.join(ROOT, 'dist', 'workflow-bundle.js');
  try {
    const code = readFileSync(bundleFile, 'utf8');
    const mapAt = code.lastIndexOf('//# sourceMappingURL=');
    const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
    process.stdout.write(
      `\nprebuilt workflow bundle: ${kib(Buffer.byteLength(code))} (code ${kib(mapAt)}, inline source map ${kib(code.length - mapAt)})\n`,
    );
  } catch {
    process.stdout.write('\nno prebuilt workflow bundle (run npm run build)\n');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
