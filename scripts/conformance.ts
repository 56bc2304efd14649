/**
 * `npx tsx scripts/conformance.ts` (CI): schemathesis against the real `compactor serve`, driven by the server's own
 * /openapi.json. Starts serve on a fresh embedded stack (PGlite under a temporary COMPACTOR_HOME, or the Postgres of
 * DATABASE_URL), makes a tenant key and an operator key with the CLI, then runs every check with the stateful phase
 * on: a fixed seed, then a short random run, each bounded in time. Exclusions come from
 * test/conformance/exclusions.txt (a reason per line). Prints operations, cases and failures; exits 1 on any failure.
 * SCHEMATHESIS names the executable (default: `schemathesis` on PATH); CONFORMANCE_SECONDS bounds the seeded run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const BIN = path.join(ROOT, 'bin', 'compactor.js');
const SEED = 20261201;

interface Run {
  label: string;
  operations: number;
  cases: number;
  failures: number;
}

function cli(env: NodeJS.ProcessEnv, args: string[]): string {
  const result = spawnSync(process.execPath, [BIN, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`compactor ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

function startServe(env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
      const match = /serving (http:\/\/\S+) /.exec(stderr);
      if (match) resolve({ url: match[1]!, stop: () => (child.kill('SIGINT'), exited) });
    });
    void exited.then(() => reject(new Error(`compactor serve exited before serving:\n${stderr}`)));
  });
}

/** The schemathesis configuration: the exclusions as per-operation check switches, the operator key on /v1/admin. */
function configFile(dir: string, operatorKey: string): string {
  const lines = readFileSync(path.join(ROOT, 'test', 'conformance', 'exclusions.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(' ', 2) as [string, string]);
  const global = lines.filter(([op]) => op === '*').map(([, setting]) => setting.replace(/^generation\./, ''));
  const toml = [
    `hooks = "conformance_hooks"`,
    // No state left in the working tree between runs: the seed makes a run repeatable.
    `[cache]`,
    `enabled = false`,
    `[generation]`,
    ...global.map((s) => s.replace('=', ' = ')),
    `[[operations]]`,
    `include-path-regex = "^/v1/admin"`,
    `headers = { Authorization = "Bearer ${operatorKey}" }`,
    ...lines
      .filter(([op]) => op !== '*')
      .flatMap(([op, check]) => [
        `[[operations]]`,
        `include-operation-id = "${op}"`,
        `checks.${check}.enabled = false`,
      ]),
  ];
  const file = path.join(dir, 'schemathesis.toml');
  writeFileSync(file, `${toml.join('\n')}\n`);
  return file;
}

function schemathesis(options: {
  url: string;
  key: string;
  config: string;
  seed?: number;
  seconds: number;
  dir: string;
}) {
  const label = options.seed === undefined ? 'random' : `seed ${options.seed}`;
  const report = path.join(options.dir, `report-${options.seed ?? 'random'}.json`);
  const args = [
    '--config-file',
    options.config,
    'run',
    `${options.url}/openapi.json`,
    '-H',
    `Authorization: Bearer ${options.key}`,
    '--phases',
    'examples,coverage,fuzzing,stateful',
    '--max-time',
    String(options.seconds),
    '--workers',
    '2',
    '--no-color',
    // No example database in the working tree: the seed makes a run repeatable.
    '--generation-database',
    'none',
    '--report',
    'json',
    '--report-json-path',
    report,
    ...(options.seed === undefined ? [] : ['--seed', String(options.seed)]),
  ];
  // Every check runs: schemathesis enables them all unless the configuration switches one off (exclusions.txt).
  const env = { ...process.env, PYTHONPATH: path.join(ROOT, 'test', 'conformance') };
  const run = spawnSync(process.env.SCHEMATHESIS ?? 'schemathesis', args, { encoding: 'utf8', stdio: 'pipe', env });
  if (run.error) throw run.error;
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    operations: { tested: number };
    test_cases: { generated: number; unique_failures: number };
    errors: unknown[];
  };
  if (summary.test_cases.unique_failures > 0 || summary.errors.length > 0) process.stdout.write(run.stdout);
  return {
    label,
    operations: summary.operations.tested,
    cases: summary.test_cases.generated,
    failures: summary.test_cases.unique_failures + summary.errors.length,
  } satisfies Run;
}

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'compactor-conformance-'));
  const env = {
    ...process.env,
    COMPACTOR_HOME: path.join(dir, 'home'),
    // The limits have their own tests (test/server/access-control.int.test.ts): here they would only turn the
    // run's unauthenticated probes and its volume into 429s.
    COMPACTOR_API_RATE_PER_MINUTE: '1000000',
    COMPACTOR_API_AUTH_FAILURES_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  };
  const tenant = `conformance-${process.pid}`;
  cli(env, ['tenant', 'create', tenant]);
  const key = (JSON.parse(cli(env, ['key', 'create', '--tenant', tenant, '--json'])) as { secret: string }).secret;
  const operator = (JSON.parse(cli(env, ['operator-key', 'create', '--name', tenant, '--json'])) as { secret: string })
    .secret;
  const config = configFile(dir, operator);
  const serve = await startServe(env);
  const seconds = Number(process.env.CONFORMANCE_SECONDS ?? 90);
  try {
    const runs = [
      schemathesis({ url: serve.url, key, config, seed: SEED, seconds, dir }),
      schemathesis({ url: serve.url, key, config, seconds: Math.max(10, Math.round(seconds / 3)), dir }),
    ];
    for (const r of runs) {
      process.stdout.write(
        `conformance (${r.label}): ${r.operations} operations, ${r.cases} cases, ${r.failures} failures\n`,
      );
    }
    const failed = runs.filter((r) => r.failures > 0).length;
    process.stdout.write(`conformance: ${runs.length - failed} passed, ${failed} failed\n`);
    return failed > 0 ? 1 : 0;
  } finally {
    await serve.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
