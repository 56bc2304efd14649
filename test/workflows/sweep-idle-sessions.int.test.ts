/**
 * sweepIdleSessions on the real dev server and store: it enqueues compactions for exactly the sessions that qualify
 * (enabled, over their floor, idle past their delay) of the swept tenant, pages with continue-as-new, shares pages
 * fairly among tenants, skips a session that is already compacting, leaves alone a session appended to after the
 * sweep chose it, and rejects bad knobs with a typed failure.
 */
import { randomUUID } from 'node:crypto';
import { Context } from '@temporalio/activity';
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { Worker } from '@temporalio/worker';
import { asc, eq, sql } from 'drizzle-orm';
import { refreshContextTokens } from '../../store/idle/context-tokens';
import { withTenant } from '../../store/with-tenant';
import { appendEntries } from '../../store/session-store';
import { compactions, sessions } from '../../schema';
import { createTenant } from '../../service/tenants';
import { writeTenantSettings } from '../../service/tenant-settings';
import type { SessionSettings } from '../../core/session/session-settings-schema';
import { sweepIdleSessions } from '../../workflows';
import { compactionWorkflowId } from '../../workflows/compaction-types';
import type { SweepIdleInput } from '../../workflows/sweep-idle-sessions';
import { summarizerSettings, useCompactionWorld } from '../helpers/compaction-env';
import { testActivities } from '../helpers/activities';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf } from '../helpers/store-queries';
import { createTestWorker, newTaskQueue, workflowBundle } from '../helpers/temporal';
import { DROP_WORKFLOW_SPANS } from '../../worker/trace-sinks';

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

/** Awaits the compactions the sweep enqueued (it waits for their starts only). */
const settle = (tenantId: string, sessionIds: string[]) =>
  Promise.all(
    sessionIds.map((sessionId) =>
      world.env.client.workflow
        .getHandle(compactionWorkflowId(tenantId, sessionId))
        .result()
        .catch(() => undefined),
    ),
  );

async function sweep(
  input: SweepIdleInput,
  settled: Ids[] = [],
  activities = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) }),
) {
  const { worker, taskQueue } = await createTestWorker(world.env, activities);
  const workflowId = `sweep-${randomUUID()}`;
  return worker.runUntil(async () => {
    const handle = await world.env.client.workflow.start(sweepIdleSessions, { taskQueue, workflowId, args: [input] });
    const totals = await handle.result();
    for (const ids of settled) await settle(ids.tenantId, [ids.sessionId]);
    return { totals, firstRunId: handle.firstExecutionRunId, workflowId };
  });
}

/** `count` bare projection rows (no events: their compactions skip at once), idle for hours and over any floor. */
async function quietRows(tenantId: string, prefix: string, count: number): Promise<string[]> {
  await withTenant(world.store.db, tenantId, (tx) =>
    tx.execute(sql`
      insert into sessions (tenant_id, id, last_activity_at, context_tokens)
      select ${tenantId}, ${prefix} || g, now() - interval '2 hours' + g * interval '1 second', 150000
      from generate_series(1, ${count}) g`),
  );
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

/** The audit rows of a tenant's runs in the order they started. */
const startOrder = (tenantId: string) =>
  withTenant(world.store.db, tenantId, (tx) =>
    tx.select().from(compactions).where(eq(compactions.tenantId, tenantId)).orderBy(asc(compactions.startedAt)),
  );

describe('sweepIdleSessions', () => {
  it('enqueues compactions of exactly the qualifying sessions of the swept tenant, paging with continue-as-new', async () => {
    const a = await tenantWith(IDLE_ON);
    const b = await tenantWith(IDLE_ON);
    await session({ tenantId: a, sessionId: 'idle-1' });
    await session({ tenantId: a, sessionId: 'idle-2', idleMinutes: 30 });
    const ownDelay = { compaction: { idleTimeoutSeconds: 3600 } };
    await session({ tenantId: a, sessionId: 'recent', idleMinutes: 30, settings: ownDelay });
    await session({ tenantId: a, sessionId: 'small', turns: 1 });
    await session({ tenantId: a, sessionId: 'opted-out', settings: { compaction: { idleEnabled: false } } });
    await session({ tenantId: b, sessionId: 'idle-b' });

    const settled = ['idle-1', 'idle-2'].map((sessionId) => ({ tenantId: a, sessionId }));
    const { totals } = await sweep({ tenantId: a, pageSize: 2 }, settled);
    expect(totals).toEqual({ pages: 3, scanned: 5, started: 2, alreadyRunning: 0 });
    const counts = await Promise.all(
      ['idle-1', 'idle-2', 'recent', 'small', 'opted-out'].map((sessionId) => compacted({ tenantId: a, sessionId })),
    );
    expect(counts).toEqual([1, 1, 0, 0, 0]);
    expect(await compacted({ tenantId: b, sessionId: 'idle-b' })).toBe(0);
    const audit = (await startOrder(a)).sort((x, y) => x.sessionId.localeCompare(y.sessionId));
    expect(audit.map((r) => [r.sessionId, r.trigger, r.status, r.cacheExpired])).toEqual([
      ['idle-1', 'idle', 'committed', true],
      ['idle-2', 'idle', 'committed', true],
    ]);

    // A compacted session is small and freshly active now: the next sweep of every tenant compacts only `idle-b`.
    const again = await sweep({}, [{ tenantId: b, sessionId: 'idle-b' }]);
    expect(again.totals).toMatchObject({ started: 1, alreadyRunning: 0 });
    expect(await compacted({ tenantId: b, sessionId: 'idle-b' })).toBe(1);
  });

  it("shares pages among tenants: one tenant's 40 idle sessions do not queue another's 3 behind them", async () => {
    const many = await tenantWith(IDLE_ON);
    const few = await tenantWith(IDLE_ON);
    // The big tenant's sessions are the oldest: ordered by activity alone, the first four pages would be all theirs.
    const manyIds = await quietRows(many, 'm', 40);
    const fewIds = await quietRows(few, 'f', 3);
    await withTenant(world.store.db, few, (tx) =>
      tx.execute(sql`update sessions set last_activity_at = now() - interval '1 hour'`),
    );
    const settled = [
      ...manyIds.map((sessionId) => ({ tenantId: many, sessionId })),
      ...fewIds.map((sessionId) => ({ tenantId: few, sessionId })),
    ];
    const base = testActivities(world.store.db);
    const pages: string[][] = [];
    const recording = {
      ...base,
      startIdleCompactions: async (input: Parameters<typeof base.startIdleCompactions>[0]) => {
        pages.push(input.starts.map((s) => s.workflowId.split(':').at(-1)!));
        return base.startIdleCompactions(input);
      },
    };
    const { totals } = await sweep({ pageSize: 10, startsInFlight: 4 }, settled, recording);
    expect(totals).toMatchObject({ started: 43, alreadyRunning: 0 });
    const firstPage = pages[0]!;
    // Every session of the small tenant is started on the first page, round-robin with the big tenant's share.
    expect(firstPage.filter((id) => id.startsWith('f'))).toEqual(['f1', 'f2', 'f3']);
    // Which tenant leads each round follows the tenants' (random) ids, so only the pairing is fixed.
    const rounds = [0, 2, 4].map((i) => firstPage.slice(i, i + 2).sort());
    expect(rounds).toEqual([
      ['f1', 'm1'],
      ['f2', 'm2'],
      ['f3', 'm3'],
    ]);
    expect(firstPage.length).toBeLessThanOrEqual(10);
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
      listFairIdleCandidates: async (input: Parameters<typeof base.listFairIdleCandidates>[0]) => {
        const page = await base.listFairIdleCandidates(input);
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
    const settled = ['appended', 'quiet'].map((sessionId) => ({ tenantId: t, sessionId }));
    const { totals } = await sweep({ tenantId: t }, settled, activities);
    await blocker.terminate();
    expect(totals).toMatchObject({ started: 2, alreadyRunning: 1 });
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
    const secondPage = new Promise<void>((resolve) => (entered = resolve));
    const doomed = await Worker.create({
      connection: world.env.nativeConnection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      sinks: DROP_WORKFLOW_SPANS,
      shutdownGraceTime: '100 milliseconds',
      activities: {
        ...real,
        // The read of the second page hangs until the worker goes away (the first page's compactions are queued or
        // running on it then).
        async listFairIdleCandidates(input: Parameters<typeof real.listFairIdleCandidates>[0]) {
          calls += 1;
          if (calls === 1) return real.listFairIdleCandidates(input);
          entered();
          await Context.current().cancelled;
          throw new Error('unreachable');
        },
      },
    });
    const handle = await world.env.client.workflow.start(sweepIdleSessions, {
      taskQueue,
      workflowId: `sweep-${randomUUID()}`,
      args: [{ tenantId: t, pageSize: 2, startsInFlight: 1 }],
    });
    const doomedRun = doomed.run();
    await secondPage;
    doomed.shutdown();
    await doomedRun;

    const survivor = await Worker.create({
      connection: world.env.nativeConnection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      sinks: DROP_WORKFLOW_SPANS,
      activities: real,
    });
    const totals = await survivor.runUntil(async () => {
      const result = await handle.result();
      await settle(t, ids);
      return result;
    });
    expect(totals).toEqual({ pages: 2, scanned: 4, started: 4, alreadyRunning: 0 });
    const counts = await Promise.all(ids.map((sessionId) => compacted({ tenantId: t, sessionId })));
    expect(counts).toEqual([1, 1, 1, 1]);
  });

  it('fails with a typed InvalidSweepInput naming a knob out of range, before reading anything', async () => {
    let reads = 0;
    const base = testActivities(world.store.db);
    const counting = {
      ...base,
      listFairIdleCandidates: async (input: Parameters<typeof base.listFairIdleCandidates>[0]) => {
        reads += 1;
        return base.listFairIdleCandidates(input);
      },
    };
    const failure = await sweep({ startsInFlight: 0 }, [], counting).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkflowFailedError);
    const cause = (failure as WorkflowFailedError).cause;
    expect(cause).toBeInstanceOf(ApplicationFailure);
    expect([(cause as ApplicationFailure).type, (cause as ApplicationFailure).message]).toEqual([
      'InvalidSweepInput',
      'invalid idle sweep: startsInFlight must be an integer from 1 to 200',
    ]);
    expect(reads).toBe(0);
  });
});
