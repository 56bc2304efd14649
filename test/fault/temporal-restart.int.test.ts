/**
 * Fault suite: the Temporal dev server SIGKILLed and restarted on its database file while `compactor compact` waits
 * for the result. The run is kept in the server's file and completes once the server and the worker are back; the
 * CLI must ride the outage out (exit 0 with the result, not `14 UNAVAILABLE`) and exactly one compaction is
 * committed. The CLI and the worker are processes of their own sharing the store, so this runs on Postgres only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../store/with-tenant';
import { compactions, sessionEvents } from '../../schema';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from '../fakes/fake-provider-server';
import { openTestDatabase, usingRealPostgres, type TestDatabase } from '../helpers/database';
import { BIN, runCli } from '../helpers/run-cli';
import { codingSession, seedSession } from '../helpers/session-builder';
import { newTaskQueue } from '../helpers/temporal';
import { temporalCli } from '../helpers/temporal-cli';

const suite = usingRealPostgres() ? describe : describe.skip;
const T = 'tenant-temporal-fault';
const PROVIDER_LATENCY_MS = 20_000;
/** How long the server stays down (after its kill) before it is started again on its file: the outage of the issue. */
const OUTAGE_MS = 40_000;

const asks = (phrase: string) => (request: RecordedRequest) => JSON.stringify(request.body).includes(phrase);
const isHistory = asks('is about to be removed from the context window');
const isPrefix = asks('the first part of a single turn');
const isShort = asks('Describe the changes made in this work');

let store: TestDatabase;
let fake: FakeProvider;
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A dev server on a fixed port and database file, so that a restart comes back where its clients look. */
async function startTemporal(port: number, dbFile: string): Promise<ChildProcess> {
  const child = spawn(
    temporalCli(),
    ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--headless', '--db-filename', dbFile],
    { stdio: 'ignore' },
  );
  children.push(child);
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      const connection = await Connection.connect({ address: `127.0.0.1:${port}`, connectTimeout: 2_000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return child;
    } catch (error) {
      if (Date.now() > until || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function waitFor(predicate: () => boolean, what: string, limitMs = 180_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

suite('fault suite: Temporal dev server restarted while the CLI waits', () => {
  beforeAll(async () => {
    [store, fake] = await Promise.all([openTestDatabase(), startFakeProvider()]);
    fake.respondWith((request, call) =>
      isHistory(request) ? { text: `summary ${call}`, delayMs: PROVIDER_LATENCY_MS } : { text: `summary ${call}` },
    );
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exitOf));
    await fake?.close();
    await store?.close();
  }, 60_000);

  it('SIGKILL and restart of the server on its file mid-compaction: `compact` exits 0 with the result and exactly one compaction is committed', async () => {
    const port = await freePort();
    const dbFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'temporal-fault-')), 'temporal.db');
    const env = {
      TEMPORAL_ADDRESS: `127.0.0.1:${port}`,
      TEMPORAL_TASK_QUEUE: newTaskQueue(),
      DATABASE_URL: store.url ?? '',
      COMPACTOR_TENANT: T,
      LOG_LEVEL: 'info',
      COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: fake.url,
      COMPACTOR_LLM_TIMEOUT_MS: '120000',
    };
    const temporal = await startTemporal(port, dbFile);
    const worker = spawn(process.execPath, [BIN, 'worker'], {
      env: { ...process.env, ...env, COMPACTOR_HOME: mkdtempSync(path.join(os.tmpdir(), 'fault-worker-')) },
      stdio: 'ignore',
    });
    children.push(worker);
    await seedSession(store.db, { tenantId: T, sessionId: 'temporal-restart' }, codingSession({ turns: 30 }));

    const compacting = runCli(['compact', 'temporal-restart', '--json'], {
      ...env,
      COMPACTOR_HOME: mkdtempSync(path.join(os.tmpdir(), 'fault-cli-')),
    });
    await waitFor(() => fake.requests.some(isHistory), 'the history summary call');
    temporal.kill('SIGKILL');
    await exitOf(temporal);
    const killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await startTemporal(port, dbFile); // stopped in afterAll, with every child
    const restartedMs = Date.now() - killedAt;
    const cli = await compacting;
    process.stdout.write(
      `fault suite: Temporal down ${restartedMs} ms; compact exited ${cli.code} ${Date.now() - killedAt} ms after the kill\n`,
    );

    expect(cli).toMatchObject({ code: 0, stderr: '' });
    const result = JSON.parse(cli.stdout) as { outcome: string; compactionEntryId: string };
    expect(result.outcome).toBe('compacted');
    const stored = await withTenant(store.db, T, async (tx) => ({
      entries: (
        await tx
          .select({ entryId: sessionEvents.entryId })
          .from(sessionEvents)
          .where(and(eq(sessionEvents.sessionId, 'temporal-restart'), eq(sessionEvents.type, 'compaction')))
      ).map((e) => e.entryId),
      audit: (
        await tx
          .select({ status: compactions.status, entryId: compactions.compactionEntryId })
          .from(compactions)
          .where(eq(compactions.sessionId, 'temporal-restart'))
      ).map((a) => [a.status, a.entryId]),
    }));
    expect(stored).toEqual({ entries: [result.compactionEntryId], audit: [['committed', result.compactionEntryId]] });
    const calls = (match: (r: RecordedRequest) => boolean) => fake.requests.filter(match).length;
    expect([calls(isHistory), calls(isPrefix), calls(isShort)]).toEqual([1, 1, 1]);
    expect(worker.exitCode).toBeNull();
    expect(worker.signalCode).toBeNull();
  }, 600_000);
});
