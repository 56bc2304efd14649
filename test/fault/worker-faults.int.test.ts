/**
 * Fault suite: a real `compactor worker` process against its own PostgreSQL server (restartable without touching
 * the shared one), a Temporal dev server and a fake provider whose history summary answers after 20 s. Each case
 * asserts exactly one compaction, an audit row that agrees with the store, no repeated finished provider call and
 * (where the worker is not the victim) a surviving worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../activities/db/database';
import { withTenant } from '../../activities/db/with-tenant';
import { compactions, sessionEvents } from '../../schema';
import { compactSession } from '../../workflows';
import { compactionStartOptions } from '../../workflows/compaction-types';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from '../fakes/fake-provider-server';
import { usingRealPostgres } from '../helpers/database';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../helpers/own-postgres';
import { BIN } from '../helpers/run-cli';
import { codingSession, seedSession } from '../helpers/session-builder';
import { newTaskQueue, startTestTemporal } from '../helpers/temporal';

// Runs in the Postgres pass of the int tier (CI runs it once there; it takes minutes) where PostgreSQL is installed.
const suite = postgresBinaries() && usingRealPostgres() ? describe : describe.skip;
const T = 'tenant-fault';
const PROVIDER_LATENCY_MS = 20_000;

const asks = (phrase: string) => (request: RecordedRequest) => JSON.stringify(request.body).includes(phrase);
const isHistory = asks('is about to be removed from the context window');
const isPrefix = asks('the first part of a single turn');
const isShort = asks('Describe the changes made in this work');

let env: TestWorkflowEnvironment;
let pg: OwnPostgres;
let store: Database;
let fake: FakeProvider;
const taskQueue = newTaskQueue();
const workers: WorkerProcess[] = [];

interface WorkerProcess {
  readonly child: ChildProcess;
  readonly started: Promise<void>;
  readonly exited: Promise<number | null>;
  logs(): string;
}

function startWorker(): WorkerProcess {
  const child = spawn(process.execPath, [BIN, 'worker'], {
    env: {
      ...process.env,
      TEMPORAL_ADDRESS: env.address,
      TEMPORAL_TASK_QUEUE: taskQueue,
      COMPACTOR_HOME: mkdtempSync(path.join(os.tmpdir(), 'fault-worker-')),
      DATABASE_URL: pg.url,
      LOG_LEVEL: 'info',
      COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: fake.url,
      COMPACTOR_LLM_TIMEOUT_MS: '120000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let logs = '';
  let onStarted!: () => void;
  const started = new Promise<void>((resolve) => (onStarted = resolve));
  child.stderr!.on('data', (d: Buffer) => {
    logs += d.toString();
    if (logs.includes('"msg":"worker started"')) onStarted();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const worker = { child, started, exited, logs: () => logs };
  workers.push(worker);
  return worker;
}

async function waitFor(predicate: () => boolean, what: string, limitMs = 180_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startCompactionOf(sessionId: string) {
  await seedSession(store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
  return env.client.workflow.start(
    compactSession,
    compactionStartOptions({ tenantId: T, sessionId, trigger: 'manual' }, taskQueue),
  );
}

/** Restarts the server; the test's own pool is reopened (the worker's is what the test is about). */
async function restartPostgres(): Promise<void> {
  pg.restart();
  await store.close();
  store = await openDatabase({ kind: 'postgres', url: pg.url, maxConnections: 3 });
}

/** The compaction entries in the store and the audit rows of the session. */
function storeOf(sessionId: string) {
  return withTenant(store.db, T, async (tx) => ({
    entries: (
      await tx
        .select({ entryId: sessionEvents.entryId })
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'compaction')))
    ).map((e) => e.entryId),
    audit: (
      await tx
        .select({ status: compactions.status, entryId: compactions.compactionEntryId })
        .from(compactions)
        .where(eq(compactions.sessionId, sessionId))
    ).map((a) => [a.status, a.entryId]),
  }));
}

const callsOf = (requests: RecordedRequest[]) => ({
  history: requests.filter(isHistory).length,
  prefix: requests.filter(isPrefix).length,
  short: requests.filter(isShort).length,
});

suite('fault suite: worker process, own Postgres', () => {
  beforeAll(async () => {
    [env, pg, fake] = await Promise.all([startTestTemporal(), startOwnPostgres(), startFakeProvider()]);
    store = await openDatabase({ kind: 'postgres', url: pg.url, maxConnections: 3 });
    fake.respondWith((request, call) =>
      isHistory(request) ? { text: `summary ${call}`, delayMs: PROVIDER_LATENCY_MS } : { text: `summary ${call}` },
    );
  }, 300_000);

  afterAll(async () => {
    for (const { child } of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await store?.close();
    await fake?.close();
    await env?.teardown();
    pg?.stop();
  }, 120_000);

  it('a worker killed (SIGKILL) mid-summary: another worker commits exactly one compaction within a minute, paying again only for the call that never finished', async () => {
    const doomed = startWorker();
    await doomed.started;
    const from = fake.requests.length;
    const handle = await startCompactionOf('kill-mid-summary');
    await waitFor(() => fake.requests.slice(from).some(isHistory), 'the history summary call');
    // The split turn's prefix summary (answered at once) is finished and checkpointed; the history call is not.
    await waitFor(() => fake.requests.slice(from).some(isPrefix), 'the prefix call');
    await new Promise((r) => setTimeout(r, 3_000));
    const killedAt = Date.now();
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const survivor = startWorker();
    const result = await handle.result();
    const failoverMs = Date.now() - killedAt;
    process.stdout.write(`fault suite: SIGKILL mid-summary to committed compaction: ${failoverMs} ms\n`);

    expect(result.outcome).toBe('compacted');
    expect(await storeOf('kill-mid-summary')).toEqual({
      entries: [result.compactionEntryId],
      audit: [['committed', result.compactionEntryId]],
    });
    expect(callsOf(fake.requests.slice(from))).toEqual({ history: 2, prefix: 1, short: 1 });
    expect(failoverMs).toBeLessThan(90_000);
    await survivor.started;
  }, 600_000);

  it('Postgres restarted mid-compaction, twice, and once while idle: the worker survives and commits exactly one compaction each time', async () => {
    const running = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    const worker = running.at(-1) ?? startWorker();
    await worker.started;
    for (const [i, sessionId] of ['pg-restart-1', 'pg-restart-2'].entries()) {
      const from = fake.requests.length;
      const handle = await startCompactionOf(sessionId);
      await waitFor(() => fake.requests.slice(from).some(isHistory), `the history call of ${sessionId}`);
      await restartPostgres();
      const result = await handle.result();
      expect(result.outcome).toBe('compacted');
      expect(await storeOf(sessionId)).toEqual({
        entries: [result.compactionEntryId],
        audit: [['committed', result.compactionEntryId]],
      });
      expect(callsOf(fake.requests.slice(from))).toEqual({ history: 1, prefix: 1, short: 1 });
      if (i === 0) await restartPostgres(); // idle pool: every pooled connection of the worker is now dead
    }
    expect(worker.child.exitCode).toBeNull();
    expect(worker.child.signalCode).toBeNull();
  }, 600_000);
});
