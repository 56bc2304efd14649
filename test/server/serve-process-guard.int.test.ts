/**
 * `compactor serve` outlives postgres.js's stray throw after a lost connection (porsager/postgres#1066): the
 * driver's deferred write runs once the socket is nulled and throws from a `setImmediate`, with no caller to catch
 * it. A Postgres restart under load did this to the API node in the soak and killed it. The fault is injected the
 * way process-guard.test.ts does it: a module at the driver's path with its write path's shape, loaded into the
 * real serve process by a preload and run on SIGUSR2 once it serves.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { openTestDatabase, usingRealPostgres, type TestDatabase } from '../helpers/database';
import { startServe, type ServeProcess } from '../helpers/serve-process';
import { startTestTemporal } from '../helpers/temporal';

let env: TestWorkflowEnvironment;
let database: TestDatabase | undefined;
let serve: ServeProcess | undefined;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'serve-guard-'));
  const driverDir = path.join(root, 'node_modules', 'postgres', 'cjs', 'src');
  mkdirSync(driverDir, { recursive: true });
  const driverModule = path.join(driverDir, 'connection.js');
  writeFileSync(
    driverModule,
    'let socket = null;\nmodule.exports = function write() { setImmediate(function nextWrite() { socket.write("x"); }); };\n',
  );
  const preload = path.join(root, 'driver-fault-on-sigusr2.js');
  writeFileSync(preload, `process.on('SIGUSR2', () => require(${JSON.stringify(driverModule)})());\n`);
  env = await startTestTemporal();
  if (usingRealPostgres()) database = await openTestDatabase();
  serve = await startServe({
    TEMPORAL_ADDRESS: env.address,
    ...(database ? { DATABASE_URL: database.url } : {}),
    COMPACTOR_HOME: path.join(root, 'home'),
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: `--require ${preload}`,
  });
}, 180_000);

afterAll(async () => {
  await serve?.stop();
  await database?.close();
  await env?.teardown();
  rmSync(root, { recursive: true, force: true });
});

describe('compactor serve and a database connection lost mid-write', () => {
  it('keeps serving and logs one warning when the driver throws from its deferred write', async () => {
    process.kill(serve!.pid, 'SIGUSR2');
    const until = Date.now() + 30_000;
    while (!serve!.stderr().includes('database connection lost mid-write') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const health = await fetch(`${serve!.url}/healthz`);
    expect(health.status).toBe(200);
    const warnings = serve!
      .stderr()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 40);
    expect(warnings.map((l) => [l.level, l.msg])).toEqual([
      [40, 'database connection lost mid-write; its queries failed and will be retried'],
    ]);
  });
});
