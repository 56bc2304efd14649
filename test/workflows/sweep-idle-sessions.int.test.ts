/**
 * sweepIdleSessions on the real dev server and store: it compacts exactly the sessions that qualify (enabled, over
 * their floor, idle past their delay) of the swept tenant, pages with continue-as-new, interleaves tenants, skips a
 * session that is already compacting, and leaves alone a session appended to after the sweep chose it.
 */
import { randomUUID } from 'node:crypto';
import { Context } from '@temporalio/activity';
import { Worker } from '@temporalio/worker';
import { asc, eq, sql } from 'drizzle-orm';
import { refreshContextTokens } from '../../activities/db/idle/context-tokens';
import { withTenant } from '../../activities/db/with-tenant';
import { appendEntries } from '../../activities/db/session-store';
import { compactions, sessions } from '../../schema';
import { createTenant } from '../../service/tenants';
import { writeTenantSettings } from '../../service/tenant-settings';
import type { SessionSettings } from '../../service/session-settings';
import { sweepIdleSessions } from '../../workflows';
import type { SweepIdleInput } from '../../workflows/sweep-idle-sessions';
import { summarizerSettings, useCompactionWorld } from '../helpers/compaction-env';
import { testActivities } from '../helpers/activities';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf } from '../helpers/store-queries';
import { createTestWorker, newTaskQueue, workflowBundle } from '../helpers/temporal';

// Every qualifying session is a real compaction with a (fake) summarizer: slow on a loaded machine.
jest.setTimeout(240_000);

const world = useCompactionWorld();
const IDLE_ON = { compaction: { idleEnabled: true, idleThresholdTokens: 5_000, idleTimeoutSeconds: 120 } };

type Ids = { tenantId: string; sessionId: string };

async function tenantWith(settings: SessionSettings): Promise<string> {
  const id = `t-${randomUUID().slice(0, 8)}`;
  await createTenant(world.store.db, { id });
  await writeTenantSettings(world.store.db, id, settings);
  return id;
}

/** A session of `turns` turns whose last activity lies `idleMinutes` in the past. */
async function session(spec: Ids & { turns?: number; idleMinutes?: number; settings?: SessionSettings }) {
  const ids = { tenantId: spec.tenantId, sessionId: spec.sessionId };
  await seedSession(world.store.db, ids, codingSession({ turns: spec.turns ?? 30 }));
  await refreshContextTokens(world.store.db, ids);
  await withTenant(world.store.db, ids.tenantId, async (tx) => {
    if (spec.settings) await tx.update(sessions).set({ settings: spec.settings }).where(eq(sessions.id, ids.sessionId));
    const minutes = spec.idleMinutes ?? 60;
    await tx.execute(
      sql`update sessions set last_activity_at = now() - make_interval(mins => ${minutes}) where id = ${ids.sessionId}`,
    );
  });
}

const compacted = async (ids: Ids) => (await eventsOf(world.store.db, ids, 'compaction')).length;

async function sweep(
  input: SweepIdleInput,
  activities = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) }),
) {
  const { worker, taskQueue } = await createTestWorker(world.env, activities);
  const workflowId = `sweep-${randomUUID()}`;
  const run = world.env.client.workflow.execute(sweepIdleSessions, { taskQueue, workflowId, args: [input] });
  return worker.runUntil(run);
}

/** The audit rows of a tenant's runs in the order they started. */
const startOrder = (tenantId: string) =>
  withTenant(world.store.db, tenantId, (tx) =>
    tx.select().from(compactions).where(eq(compactions.tenantId, tenantId)).orderBy(asc(compactions.startedAt)),
  );

describe('sweepIdleSessions', () => {
  it('compacts exactly the qualifying sessions of the swept tenant, paging with continue-as-new', async () => {
    const a = await tenantWith(IDLE_ON);
    const b = await tenantWith(IDLE_ON);
    await session({ tenantId: a, sessionId: 'idle-1' });
    await session({ tenantId: a, sessionId: 'idle-2', idleMinutes: 30 });
    const ownDelay = { compaction: { idleTimeoutSeconds: 3600 } };
    await session({ tenantId: a, sessionId: 'recent', idleMinutes: 30, settings: ownDelay });
    await session({ tenantId: a, sessionId: 'small', turns: 1 });
    await session({ tenantId: a, sessionId: 'opted-out', settings: { compaction: { idleEnabled: false } } });
    await session({ tenantId: b, sessionId: 'idle-b' });

    const totals = await sweep({ tenantId: a, pageSize: 2 });
    expect(totals).toEqual({
      pages: 3,
      scanned: 5,
      started: 2,
      compacted: 2,
      skipped: 0,
      alreadyRunning: 0,
      failed: 0,
    });
    const counts = await Promise.all(
      ['idle-1', 'idle-2', 'recent', 'small', 'opted-out'].map((sessionId) => compacted({ tenantId: a, sessionId })),
    );
    expect(counts).toEqual([1, 1, 0, 0, 0]);
    expect(await compacted({ tenantId: b, sessionId: 'idle-b' })).toBe(0);
    const audit = await startOrder(a);
    expect(audit.map((r) => [r.sessionId, r.trigger, r.status, r.cacheExpired])).toEqual([
      ['idle-1', 'idle', 'committed', true],
      ['idle-2', 'idle', 'committed', true],
    ]);

    // A compacted session is small and freshly active now: the next sweep of every tenant compacts only `idle-b`.
    const again = await sweep({});
    expect(again).toMatchObject({ started: 1, compacted: 1 });
    expect(await compacted({ tenantId: b, sessionId: 'idle-b' })).toBe(1);
  });

  it('interleaves tenants so that one tenant with many idle sessions does not queue another behind it', async () => {
    const many = await tenantWith(IDLE_ON);
    const few = await tenantWith(IDLE_ON);
    for (let i = 0; i < 4; i += 1) await session({ tenantId: many, sessionId: `m${i}`, idleMinutes: 60 - i });
    await session({ tenantId: few, sessionId: 'f0', idleMinutes: 30 });
    await session({ tenantId: few, sessionId: 'f1', idleMinutes: 29 });
    // Scoped to these two tenants by running them as one page of six in a dedicated sweep.
    const totals = await sweep({ maxConcurrent: 1, pageSize: 50 });
    expect(totals).toMatchObject({ compacted: 6, failed: 0 });
    const rows = [...(await startOrder(many)), ...(await startOrder(few))].sort(
      (x, y) => x.startedAt.getTime() - y.startedAt.getTime(),
    );
    expect(rows.map((r) => r.sessionId)).toEqual(['m0', 'f0', 'm1', 'f1', 'm2', 'm3']);
  });

  it('does not compact a session appended to after the sweep chose it, nor one already compacting', async () => {
    const t = await tenantWith(IDLE_ON);
    await session({ tenantId: t, sessionId: 'appended' });
    await session({ tenantId: t, sessionId: 'busy' });
    await session({ tenantId: t, sessionId: 'quiet' });
    const base = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
    // A compaction of `busy` is running under the service's workflow id when the sweep reaches it.
    const blocker = await world.env.client.workflow.start('compactSession', {
      taskQueue: `parked-${randomUUID()}`, // no worker polls it: the run stays open
      workflowId: `compact:${t}:busy`,
      args: [{ tenantId: t, sessionId: 'busy', trigger: 'manual' }],
    });
    const activities = {
      ...base,
      // The host appends a turn to `appended` right after the page was read, before its compaction starts.
      listIdleCandidates: async (input: Parameters<typeof base.listIdleCandidates>[0]) => {
        const page = await base.listIdleCandidates(input);
        const turn = codingSession({ turns: 1 })[0]!;
        const leaf = (
          await withTenant(world.store.db, t, (tx) => tx.select().from(sessions).where(eq(sessions.id, 'appended')))
        )[0]!;
        await appendEntries(world.store.db, {
          tenantId: t,
          sessionId: 'appended',
          entries: [{ ...turn, id: 'late-turn', parentId: leaf.leafEntryId }],
        });
        return page;
      },
    };
    const totals = await sweep({ tenantId: t }, activities);
    await blocker.terminate();
    expect(totals).toMatchObject({ started: 2, compacted: 1, skipped: 1, alreadyRunning: 1, failed: 0 });
    expect(await compacted({ tenantId: t, sessionId: 'appended' })).toBe(0);
    expect(await compacted({ tenantId: t, sessionId: 'busy' })).toBe(0);
    expect(await compacted({ tenantId: t, sessionId: 'quiet' })).toBe(1);
    const audit = (await startOrder(t)).find((r) => r.sessionId === 'appended')!;
    expect([audit.trigger, audit.status, audit.error]).toEqual(['idle', 'skipped', 'active']);
  });

  it('loses and duplicates nothing when the worker is killed mid-sweep', async () => {
    const t = await tenantWith(IDLE_ON);
    const ids = ['k0', 'k1', 'k2', 'k3'];
    for (const [i, sessionId] of ids.entries()) await session({ tenantId: t, sessionId, idleMinutes: 60 - i });
    const real = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
    const taskQueue = newTaskQueue();
    let calls = 0;
    let entered!: () => void;
    const secondSummary = new Promise<void>((resolve) => (entered = resolve));
    const doomed = await Worker.create({
      connection: world.env.nativeConnection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      shutdownGraceTime: '100 milliseconds',
      activities: {
        ...real,
        // The second compaction of the first page hangs until the worker goes away.
        async summarizeCompaction(input: Parameters<typeof real.summarizeCompaction>[0]) {
          calls += 1;
          if (calls === 1) return real.summarizeCompaction(input);
          entered();
          await Context.current().cancelled;
          throw new Error('unreachable');
        },
      },
    });
    const handle = await world.env.client.workflow.start(sweepIdleSessions, {
      taskQueue,
      workflowId: `sweep-${randomUUID()}`,
      args: [{ tenantId: t, pageSize: 2, maxConcurrent: 1 }],
    });
    const doomedRun = doomed.run();
    await secondSummary;
    doomed.shutdown();
    await doomedRun;

    const survivor = await Worker.create({
      connection: world.env.nativeConnection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      activities: real,
    });
    const totals = await survivor.runUntil(handle.result());
    expect(totals).toMatchObject({ pages: 3, started: 4, compacted: 4, skipped: 0, alreadyRunning: 0, failed: 0 });
    const counts = await Promise.all(ids.map((sessionId) => compacted({ tenantId: t, sessionId })));
    expect(counts).toEqual([1, 1, 1, 1]);
  });
});
