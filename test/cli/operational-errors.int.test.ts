/** Operational failures say what was tried and what to do, on stderr or as JSON on stdout. */
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { REAL_SESSION } from '../helpers/fixtures';
import { runCli } from '../helpers/run-cli';
import { newTaskQueue, startTestTemporal } from '../helpers/temporal';

let env: TestWorkflowEnvironment;
let database: TestDatabase;
let closedAddress: string;

/** A local port with nothing listening on it. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  [env, database] = await Promise.all([startTestTemporal(), openTestDatabase()]);
  closedAddress = `127.0.0.1:${await closedPort()}`;
});
afterAll(async () => {
  await env?.teardown();
  await database?.close();
});

const home = () => mkdtempSync(path.join(os.tmpdir(), 'compactor-errors-'));
const store = () => ({ COMPACTOR_HOME: home(), DATABASE_URL: database.url ?? '' });

describe('an unreachable Temporal', () => {
  it('`compactor worker` names the address it tried and how to start a server', async () => {
    const result = await runCli(['worker'], { ...store(), TEMPORAL_ADDRESS: closedAddress, LOG_LEVEL: 'silent' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `compactor: could not reach Temporal at ${closedAddress} (connection refused). Start one with ` +
        '`temporal server start-dev` (or `docker compose up temporal`), or set TEMPORAL_ADDRESS=host:port to a ' +
        'running server; CLI commands without TEMPORAL_ADDRESS run an embedded dev server instead\n',
    );
  });

  it('`compactor compact --json` prints it as JSON on stdout with exit 1', async () => {
    const result = await runCli(['compact', 'some-session', '--json'], { ...store(), TEMPORAL_ADDRESS: closedAddress });
    expect(result.code).toBe(1);
    const { error } = JSON.parse(result.stdout) as { error: { type: string; message: string } };
    expect(error.type).toBe('TemporalUnreachable');
    expect(error.message).toMatch(new RegExp(`^could not reach Temporal at ${closedAddress} \\(`));
  });
});

it('`compactor compact` against a cluster where no worker polls the task queue says so', async () => {
  const taskQueue = newTaskQueue();
  const result = await runCli(['compact', 'some-session', '--json'], {
    ...store(),
    TEMPORAL_ADDRESS: env.address,
    TEMPORAL_TASK_QUEUE: taskQueue,
  });
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout)).toEqual({
    error: {
      type: 'NoWorkerPolling',
      message:
        `no worker is polling task queue "${taskQueue}" in namespace "default" at ${env.address}: start one with ` +
        `\`TEMPORAL_ADDRESS=${env.address} TEMPORAL_TASK_QUEUE=${taskQueue} compactor worker\` (same database), ` +
        'or unset TEMPORAL_ADDRESS to compact on the embedded stack',
    },
  });
});

it('`compactor compact` when no summarizer candidate has a key names the provider and the variable', async () => {
  const config = { ...store(), ANTHROPIC_API_KEY: '', TEMPORAL_ADDRESS: '' };
  const ingest = await runCli(['ingest', REAL_SESSION, '--json'], config);
  const { sessionId } = JSON.parse(ingest.stdout) as { sessionId: string };
  const result = await runCli(
    ['compact', sessionId, '--summary-model', 'anthropic/claude-sonnet-4-5', '--json'],
    config,
  );
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout)).toEqual({
    error: {
      type: 'ProviderAuth',
      message:
        'Compaction requires usable credentials for anthropic/claude-sonnet-4-5: set ANTHROPIC_API_KEY on the ' +
        'worker, or set COMPACTOR_SUMMARY_MODEL to a model whose provider has credentials. Tried: ' +
        'anthropic/claude-sonnet-4-5 (no credentials: ANTHROPIC_API_KEY is not set); anthropic/claude-opus-4-5 ' +
        '(no credentials: ANTHROPIC_API_KEY is not set)',
    },
  });
}, 180_000);
