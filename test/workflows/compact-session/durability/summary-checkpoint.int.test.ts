/**
 * The summarize activity heartbeats during provider calls and checkpoints finished provider results: a call
 * slower than the heartbeat timeout completes, and a retry after the short summary failed reuses the history
 * summary the failed attempt had paid for.
 */
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../../../store/with-tenant';
import { sessionEvents } from '../../../../schema';
import { createWorker } from '../../../../worker/run-worker';
import type { RecordedRequest } from '../../../fakes/fake-provider-server';
import { testActivities } from '../../../helpers/activities';
import { startCompaction, summarizerSettings, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { newTaskQueue, workflowBundle } from '../../../helpers/temporal';

const world = useCompactionWorld();
const T = 'tenant-cp';

const asks = (phrase: string) => (request: RecordedRequest) => JSON.stringify(request.body).includes(phrase);
const isShortSummary = asks('Describe the changes made in this work');
const isHistorySummary = asks('is about to be removed from the context window');
const isTurnPrefix = asks('the first part of a single turn');
const callsOf = (requests: RecordedRequest[]) => ({
  history: requests.filter(isHistorySummary).length,
  prefix: requests.filter(isTurnPrefix).length,
  short: requests.filter(isShortSummary).length,
});

async function compactWith(sessionId: string) {
  await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
  const taskQueue = newTaskQueue();
  const worker = await createWorker({
    connection: world.env.nativeConnection,
    namespace: 'default',
    taskQueue,
    workflowBundle: await workflowBundle(),
    activities: testActivities(world.store.db, {
      llmSettings: { ...summarizerSettings(world.fake), timeoutMs: 120_000 },
    }),
  });
  const from = world.fake.requests.length;
  const result = await worker.runUntil(async () => {
    const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
    return handle.result();
  });
  const stored = await withTenant(world.store.db, T, (tx) =>
    tx
      .select({ entryId: sessionEvents.entryId })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'compaction'))),
  );
  const requests = world.fake.requests.slice(from);
  return { result, stored, requests };
}

describe('summarization checkpoints and in-call heartbeats', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('a retry after the short summary failed reuses the finished history summary: one history call in all', async () => {
    let shortCalls = 0;
    world.fake.respondWith((request, call) => {
      if (isShortSummary(request) && shortCalls++ === 0) return { error: 'server' };
      return { text: `summary ${call}` };
    });
    const { result, stored, requests } = await compactWith('checkpoint-retry');
    expect(result.outcome).toBe('compacted');
    expect(stored.map((e) => e.entryId)).toEqual([result.compactionEntryId]);
    expect(callsOf(requests)).toEqual({ history: 1, prefix: 1, short: 2 });
  });

  it('a provider call slower than the 20 s heartbeat timeout completes once, without a heartbeat timeout', async () => {
    world.fake.respondWith((request, call) =>
      isHistorySummary(request) ? { text: `summary ${call}`, delayMs: 25_000 } : { text: `summary ${call}` },
    );
    const { result, stored, requests } = await compactWith('slow-call');
    expect(result.outcome).toBe('compacted');
    expect(stored.map((e) => e.entryId)).toEqual([result.compactionEntryId]);
    expect(callsOf(requests)).toEqual({ history: 1, prefix: 1, short: 1 });
  }, 120_000);
});
