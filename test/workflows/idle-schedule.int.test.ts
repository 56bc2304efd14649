/**
 * The idle-sweep Temporal Schedule on the real dev server with a short interval: it fires and compacts the
 * qualifying session of its tenant only, reports its state, stops sweeping when paused, and names a missing or
 * duplicate schedule with a typed error.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { refreshContextTokens } from '../../store/idle/context-tokens';
import { withTenant } from '../../store/with-tenant';
import { ScheduleExists, ScheduleNotFound } from '../../service/errors';
import {
  controlIdleSchedule,
  createIdleSchedule,
  describeIdleSchedule,
  type ScheduleDeps,
} from '../../service/idle-schedule';
import { writeTenantSettings } from '../../service/tenant-settings';
import { createTenant } from '../../service/tenants';
import { compactionWorker, useCompactionWorld } from '../helpers/compaction-env';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf } from '../helpers/store-queries';

jest.setTimeout(300_000);

const world = useCompactionWorld();

async function idleTenantWithSession(): Promise<{ tenantId: string; sessionId: string }> {
  const ids = { tenantId: `s-${randomUUID().slice(0, 8)}`, sessionId: 'idle' };
  await createTenant(world.store.db, { id: ids.tenantId });
  await writeTenantSettings(world.store.db, ids.tenantId, {
    compaction: { idleEnabled: true, idleThresholdTokens: 5_000 },
  });
  await seedSession(world.store.db, ids, codingSession({ turns: 30 }));
  await refreshContextTokens(world.store.db, ids);
  await withTenant(world.store.db, ids.tenantId, (tx) =>
    tx.execute(sql`update sessions set last_activity_at = now() - interval '1 hour' where id = 'idle'`),
  );
  return ids;
}

/** Polls `check` every half second until it holds (generous bound: the machine is loaded). */
async function eventually(check: () => Promise<boolean>, what: string, boundMs = 180_000): Promise<void> {
  const until = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not the case after ${boundMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the idle-sweep schedule', () => {
  it('fires, compacts only its tenant’s qualifying session, and stops sweeping while paused', async () => {
    const mine = await idleTenantWithSession();
    const other = await idleTenantWithSession();
    const { worker, taskQueue } = await compactionWorker(world);
    const deps: ScheduleDeps = { client: world.env.client, taskQueue };
    await worker.runUntil(async () => {
      const created = await createIdleSchedule(deps, { every: '2s', tenantId: mine.tenantId });
      expect(created).toMatchObject({
        scheduleId: `compactor-idle-sweep:${mine.tenantId}`,
        tenantId: mine.tenantId,
        everyMs: 2000,
        paused: false,
        overlap: 'SKIP',
        catchupWindowMs: 60_000,
      });
      await expect(createIdleSchedule(deps, { tenantId: mine.tenantId })).rejects.toBeInstanceOf(ScheduleExists);
      await eventually(
        async () => (await eventsOf(world.store.db, mine, 'compaction')).length === 1,
        'the schedule compacted the idle session',
      );
      await controlIdleSchedule(deps, 'pause', mine.tenantId);
      // Let a sweep that was already running finish, then take the count: paused, it must not grow.
      await eventually(async () => (await describeIdleSchedule(deps, mine.tenantId)).running.length === 0, 'idle');
      const paused = await describeIdleSchedule(deps, mine.tenantId);
      expect(paused).toMatchObject({ paused: true, note: 'pause by compactor' });
      await sleep(8000); // four intervals
      expect((await describeIdleSchedule(deps, mine.tenantId)).actionsTaken).toBe(paused.actionsTaken);
      expect(paused.recentRuns[0]!.workflowId).toMatch(new RegExp(`^idle-sweep:${mine.tenantId}-`));
      await controlIdleSchedule(deps, 'delete', mine.tenantId);
    });
    expect(await eventsOf(world.store.db, mine, 'compaction')).toHaveLength(1);
    expect(await eventsOf(world.store.db, other, 'compaction')).toHaveLength(0);
    await expect(describeIdleSchedule(deps, mine.tenantId)).rejects.toBeInstanceOf(ScheduleNotFound);
    await expect(controlIdleSchedule(deps, 'trigger', 'nobody')).rejects.toThrow(
      'schedule not found: compactor-idle-sweep:nobody',
    );
  });
});
