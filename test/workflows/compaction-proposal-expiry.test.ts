/**
 * A proposal (mode propose) nobody decides expires at its TTL, run on the time-skipping test server so that half an
 * hour passes in moments: the run ends `expired`, nothing is committed or pruned, and the audit row records the
 * expiry (by `ttl`) and deletes the parked proposal. Real activities, PGlite, the wire-level fake.
 */
import { sql } from 'drizzle-orm';
import { compactionWorker, startCompaction, useCompactionWorld } from '../helpers/compaction-env';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf } from '../helpers/store-queries';
import { describeTimeSkipping, startTimeSkipping } from '../helpers/time-skipping';
import { withTenant } from '../../store/with-tenant';
import { compactions, summaryCheckpoints } from '../../schema';

const world = useCompactionWorld(startTimeSkipping);
const T = 'tenant-proposals';
const TTL_SECONDS = 1800;

describeTimeSkipping('a proposal nobody decides', () => {
  it('expires after its TTL with nothing committed, the expiry on the audit row', async () => {
    const ids = { tenantId: T, sessionId: 'expiring' };
    await seedSession(world.store.db, ids, codingSession({ turns: 30, toolOutputChars: 12_000 }));
    const { worker, taskQueue } = await compactionWorker(world);
    const before = await world.env.currentTimeMs();
    const result = await worker.runUntil(async () => {
      const input = { ...ids, trigger: 'manual' as const, proposal: { ttlSeconds: TTL_SECONDS } };
      return (await startCompaction(world, taskQueue, input)).result();
    });
    const elapsedMs = (await world.env.currentTimeMs()) - before;

    expect(result).toMatchObject({ outcome: 'expired', reason: `not decided within ${TTL_SECONDS} s` });
    expect(elapsedMs).toBeGreaterThanOrEqual(TTL_SECONDS * 1000);
    expect(await eventsOf(world.store.db, ids, 'compaction')).toEqual([]);
    expect(await eventsOf(world.store.db, ids, 'content_pruned')).toEqual([]);
    const rows = await withTenant(world.store.db, T, (tx) =>
      tx
        .select()
        .from(compactions)
        .where(sql`${compactions.sessionId} = ${ids.sessionId}`),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'expired',
        error: `not decided within ${TTL_SECONDS} s`,
        decision: { decision: 'expired', by: 'ttl', at: expect.any(String) },
      }),
    ]);
    const parked = await withTenant(world.store.db, T, (tx) =>
      tx
        .select()
        .from(summaryCheckpoints)
        .where(sql`${summaryCheckpoints.workflowId} = ${rows[0]!.workflowId}`),
    );
    expect(parked).toEqual([]);
  });
});
