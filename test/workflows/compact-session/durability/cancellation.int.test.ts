/**
 * Cancelling a compaction at each phase leaves the session whole (issue 12 item 3): the failed turn is back on the
 * active path and the audit row says `cancelled`; a cancel that arrives during the commit lets the commit finish.
 * Hooks: after-compact hooks run once also when the commit is retried after it committed, and the hook activities
 * leave room for several slow handlers (issue 12 item 8).
 */
import { CancelledFailure, WorkflowFailedError } from '@temporalio/client';
import type { Activities } from '../../../../activities';
import type { CompactionHooks } from '../../../../activities/hooks/compaction-hooks';
import { auditOf, eventsOf, leafOf } from '../../../helpers/store-queries';
import { testActivities } from '../../../helpers/activities';
import { startCompaction, summarizerSettings, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../../helpers/session-builder';
import { createTestWorker } from '../../../helpers/temporal';

const world = useCompactionWorld();
const T = 'tenant-cancel';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });

type Name = keyof Activities;

/** A hook that does nothing: with no hooks at all, a worker skips the hook activities (perf4-local-store-reads). */
const QUIET_HOOK: CompactionHooks = { name: 'quiet', beforeCompact: async () => undefined };

/**
 * Real activities where `name` does its work, then holds its result until the test has cancelled the workflow: the
 * effect happened, but the workflow learns of the cancellation first.
 */
function heldWorker(name: Name, held: { entered: () => void; release: Promise<void> }) {
  const real = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake), hooks: [QUIET_HOOK] });
  const hold = async (...args: unknown[]) => {
    const result = await (real[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    held.entered();
    await held.release;
    return result;
  };
  return createTestWorker(world.env, { ...real, [name]: hold });
}

async function cancelDuring(name: Name, sessionId: string) {
  const entries = codingSession({ turns: 30 });
  const failed = failedTurn(entries.at(-1)!.id, 'error');
  await seedSession(world.store.db, ids(sessionId), [...entries, failed]);
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const held = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
  const { worker, taskQueue } = await heldWorker(name, held);
  const outcome = await worker.runUntil(async () => {
    const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'overflow' });
    await inside;
    await handle.cancel();
    release();
    return handle.result().catch((error: unknown) => error);
  });
  return { outcome, failed };
}

describe('cancelling a recovery compaction', () => {
  it.each<Name>(['dropFailedTurn', 'openCompactionRun', 'runBeforeCompactHooks', 'summarizeCompaction'])(
    'during %s restores the failed turn and records the run as cancelled',
    async (name) => {
      const sessionId = `cancel-${name}`;
      const { outcome, failed } = await cancelDuring(name, sessionId);
      expect(outcome).toBeInstanceOf(WorkflowFailedError);
      expect((outcome as WorkflowFailedError).cause).toBeInstanceOf(CancelledFailure);
      expect(await leafOf(world.store.db, ids(sessionId))).toBe(failed.id);
      expect(await auditOf(world.store.db, ids(sessionId))).toMatchObject([
        { status: 'cancelled', error: 'cancelled' },
      ]);
      expect(await eventsOf(world.store.db, ids(sessionId), 'compaction')).toHaveLength(0);
    },
  );

  it('during the commit lets the commit finish: one compaction, the turn may be retried', async () => {
    const sessionId = 'cancel-commit';
    const { outcome } = await cancelDuring('commitCompaction', sessionId);
    expect(outcome).toMatchObject({ outcome: 'compacted', willRetry: true });
    expect(await eventsOf(world.store.db, ids(sessionId), 'compaction')).toHaveLength(1);
    expect(await auditOf(world.store.db, ids(sessionId))).toMatchObject([{ status: 'committed' }]);
  });
});

describe('hooks around the commit', () => {
  it('runs the after-compact hooks once when the commit is retried after it committed', async () => {
    const sessionId = 'after-hook-retry';
    await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30 }));
    const seen: string[] = [];
    const hooks: CompactionHooks[] = [
      { name: 'audit', afterCompact: async (event) => void seen.push(event.compactionEntryId) },
    ];
    const llmSettings = summarizerSettings(world.fake);
    const real = testActivities(world.store.db, { llmSettings, hooks });
    // The first attempt commits and then loses its worker before any hook ran.
    const crashing = testActivities(world.store.db, { llmSettings });
    let attempts = 0;
    const { worker, taskQueue } = await createTestWorker(world.env, {
      ...real,
      async commitCompaction(input) {
        attempts += 1;
        if (attempts > 1) return real.commitCompaction(input);
        await crashing.commitCompaction(input);
        throw new Error('worker lost after the commit');
      },
    });
    const result = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' }).then((h) => h.result()),
    );
    expect(attempts).toBe(2);
    expect(seen).toEqual([result.compactionEntryId]);
  });

  it('gives the hook activities room for several 30-second handlers and few attempts', async () => {
    const sessionId = 'hook-timeouts';
    await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30 }));
    const { worker, taskQueue } = await createTestWorker(
      world.env,
      testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake), hooks: [QUIET_HOOK] }),
    );
    const history = await worker.runUntil(async () => {
      const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
      await handle.result();
      return handle.fetchHistory();
    });
    const scheduled = (history.events ?? [])
      .map((e) => e.activityTaskScheduledEventAttributes)
      .filter((a) => a?.activityType?.name === 'runBeforeCompactHooks');
    expect(scheduled).toHaveLength(1);
    expect(Number(scheduled[0]!.startToCloseTimeout?.seconds)).toBeGreaterThanOrEqual(300);
    expect(scheduled[0]!.retryPolicy?.maximumAttempts).toBeLessThanOrEqual(3);
  });
});
