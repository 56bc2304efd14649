import { auditOf, eventsOf, sessionRow } from '../../../helpers/store-queries';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowFailedError } from '@temporalio/client';
import { appendEntries, moveLeaf, readSessionContext } from '../../../../store/session-store';
import { testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld, summarizerSettings } from '../../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../../helpers/session-builder';
import { createTestWorker } from '../../../helpers/temporal';

const world = useCompactionWorld();
const T = 'tenant-r';

const session = (sessionId: string) => sessionRow(world.store.db, { tenantId: T, sessionId });
const compactionEntries = (sessionId: string) => eventsOf(world.store.db, { tenantId: T, sessionId }, 'compaction');
const audit = (sessionId: string) => auditOf(world.store.db, { tenantId: T, sessionId });

/** Real activities whose summarizer waits for `during` to finish before summarizing. */
function pausedWorker(during: () => Promise<void>) {
  const real = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
  return createTestWorker(world.env, {
    ...real,
    async summarizeCompaction(input) {
      await during();
      return real.summarizeCompaction(input);
    },
  });
}

describe('compactSession under concurrent change and failure', () => {
  it('keeps an entry appended during the compaction and commits under it', async () => {
    const sessionId = 'race-append';
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, { tenantId: T, sessionId }, entries);
    const late = {
      type: 'message',
      id: 'late-user',
      parentId: entries.at(-1)!.id,
      timestamp: '2026-02-01T00:00:00.000Z',
      message: { role: 'user', content: 'one more thing while you compact', timestamp: 5 },
    };
    const { worker, taskQueue } = await pausedWorker(async () => {
      await appendEntries(world.store.db, { tenantId: T, sessionId, entries: [late] });
    });
    const result = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' }).then((h) => h.result()),
    );

    expect(result.outcome).toBe('compacted');
    const [entry] = await compactionEntries(sessionId);
    expect(entry!.parentId).toBe('late-user');
    const context = await readSessionContext(world.store.db, { tenantId: T, sessionId });
    expect(JSON.stringify(context.messages)).toContain('one more thing while you compact');
  });

  it('records the compaction as superseded when the leaf moved to another branch meanwhile', async () => {
    const sessionId = 'race-navigate';
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, { tenantId: T, sessionId }, entries);
    const { worker, taskQueue } = await pausedWorker(async () => {
      await moveLeaf(world.store.db, { tenantId: T, sessionId, to: entries[5]!.id, reason: 'navigate' });
    });
    const result = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' }).then((h) => h.result()),
    );

    expect(result).toMatchObject({ outcome: 'superseded', reason: 'branch-moved' });
    expect(await compactionEntries(sessionId)).toHaveLength(0);
    expect((await session(sessionId)).leafEntryId).toBe(entries[5]!.id);
    expect(await audit(sessionId)).toMatchObject([{ status: 'superseded' }]);
  });

  it('appends one compaction when the commit activity is retried after it committed', async () => {
    const sessionId = 'retry-commit';
    await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    const real = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
    let attempts = 0;
    const { worker, taskQueue } = await createTestWorker(world.env, {
      ...real,
      async commitCompaction(input) {
        attempts += 1;
        const outcome = await real.commitCompaction(input);
        if (attempts === 1) throw new Error('worker lost its connection after the commit');
        return outcome;
      },
    });
    const result = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' }).then((h) => h.result()),
    );

    expect(attempts).toBe(2);
    expect(result.outcome).toBe('compacted');
    const stored = await compactionEntries(sessionId);
    expect(stored.map((e) => e.entryId)).toEqual([result.compactionEntryId]);
  });

  it('retries a rate-limited summary and commits once', async () => {
    const sessionId = 'rate-limited';
    await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    world.fake.script({ error: 'rate-limit', retryAfter: '1' }, { error: 'server' });
    const from = world.fake.requests.length;
    const { worker, taskQueue } = await pausedWorker(async () => undefined);
    const { result, history } = await worker.runUntil(async () => {
      const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
      return { result: await handle.result(), history: await handle.fetchHistory() };
    });
    expect(result.outcome).toBe('compacted');
    expect(await compactionEntries(sessionId)).toHaveLength(1);
    // The first attempt's two parallel calls (history, split-turn prefix) met the 429 and the 500; the retry answered.
    const scheduled = history.events!.find(
      (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'summarizeCompaction',
    )!;
    const started = history.events!.find(
      (e) => e.activityTaskStartedEventAttributes?.scheduledEventId?.toString() === scheduled.eventId?.toString(),
    );
    expect(started?.activityTaskStartedEventAttributes?.attempt).toBe(2);
    expect(world.fake.requests.slice(from, from + 3).map((r) => r.path)).toEqual(Array(3).fill('/v1/messages'));
  });

  it('fails on a non-retryable auth error, restores the failed turn and records the failure', async () => {
    const sessionId = 'auth-fails';
    const entries = codingSession({ turns: 30 });
    const failed = failedTurn(entries.at(-1)!.id, 'error');
    await seedSession(world.store.db, { tenantId: T, sessionId }, [...entries, failed]);
    // Every summarizer candidate (the session's model, the configured one, the largest) fails authentication.
    world.fake.respondWith(() => ({ error: 'auth' }));
    const { worker, taskQueue } = await pausedWorker(async () => undefined);
    const error = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'overflow' }).then((h) =>
        h.result().catch((e) => e),
      ),
    );
    world.fake.respondWith((_request, call) => ({ text: `summary ${call}` }));

    expect(error).toBeInstanceOf(WorkflowFailedError);
    const cause = (error as WorkflowFailedError).cause?.cause;
    expect(cause).toBeInstanceOf(ApplicationFailure);
    expect((cause as ApplicationFailure).type).toBe('ProviderAuth');
    expect((await session(sessionId)).leafEntryId).toBe(failed.id);
    expect(await compactionEntries(sessionId)).toHaveLength(0);
    expect(await audit(sessionId)).toMatchObject([{ status: 'failed' }]);
  });
});
