/**
 * The retry budgets compactSession declares for the summarizer (workflows/proxies.ts), run on the time-skipping test
 * server: a provider's Retry-After of minutes and a whole backoff schedule pass in moments of wall time, so the fast
 * tier can hold what a real dev server would take minutes to show. Real activities, PGlite, the wire-level fake.
 */
import { WorkflowFailedError } from '@temporalio/client';
import type { ApplicationFailure } from '@temporalio/common';
import { eventsOf } from '../helpers/store-queries';
import { compactionWorker, startCompaction, useCompactionWorld } from '../helpers/compaction-env';
import { codingSession, seedSession } from '../helpers/session-builder';
import { describeTimeSkipping, startTimeSkipping } from '../helpers/time-skipping';

const world = useCompactionWorld(startTimeSkipping);
const T = 'tenant-budgets';

const summarizeAttempts = (
  history: Awaited<ReturnType<Awaited<ReturnType<typeof startCompaction>>['fetchHistory']>>,
) => {
  const scheduled = new Set(
    history
      .events!.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'summarizeCompaction')
      .map((e) => e.eventId?.toString()),
  );
  return history
    .events!.filter((e) => scheduled.has(e.activityTaskStartedEventAttributes?.scheduledEventId?.toString()))
    .map((e) => e.activityTaskStartedEventAttributes!.attempt);
};

async function compact(sessionId: string) {
  await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
  const { worker, taskQueue } = await compactionWorker(world);
  const before = await world.env.currentTimeMs();
  return worker.runUntil(async () => {
    const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
    const result = await handle.result().catch((error: unknown) => error as WorkflowFailedError);
    return { result, history: await handle.fetchHistory(), elapsedMs: (await world.env.currentTimeMs()) - before };
  });
}

describeTimeSkipping('the summarizer retry budget on the time-skipping server', () => {
  it("waits out a provider's ten-minute Retry-After and then commits the summary once", async () => {
    world.fake.script({ error: 'rate-limit', retryAfter: '600' }, { error: 'rate-limit', retryAfter: '600' });

    const { result, history, elapsedMs } = await compact('retry-after');

    expect(result).toMatchObject({ outcome: 'compacted' });
    expect(summarizeAttempts(history)).toEqual([2]);
    expect(elapsedMs).toBeGreaterThanOrEqual(600_000);
    expect(await eventsOf(world.store.db, { tenantId: T, sessionId: 'retry-after' }, 'compaction')).toHaveLength(1);
  });

  it('gives a provider that keeps failing its six attempts with their backoff, then fails the run with its error', async () => {
    world.fake.respondWith(() => ({ error: 'server' }));
    const { result, history, elapsedMs } = await compact('always-failing').finally(() =>
      world.fake.respondWith((_request, call) => ({ text: `summary ${call}` })),
    );

    expect(result).toBeInstanceOf(WorkflowFailedError);
    const failure = (result as WorkflowFailedError).cause?.cause as ApplicationFailure;
    expect(failure.type).toBe('ProviderUnavailable');
    expect(summarizeAttempts(history)).toEqual([6]);
    // The policy's backoff: 1 + 2 + 4 + 8 + 16 seconds between the six attempts.
    expect(elapsedMs).toBeGreaterThanOrEqual(31_000);
    expect(await eventsOf(world.store.db, { tenantId: T, sessionId: 'always-failing' }, 'compaction')).toEqual([]);
  });
});
