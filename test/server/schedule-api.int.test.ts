/**
 * GET /v1/schedule: the idle-sweep schedules that reach the key's tenant, read-only; a key is required. The history
 * of an idle compaction tells whether the prompt cache had expired.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { refreshContextTokens } from '../../store/idle/context-tokens';
import { withTenant } from '../../store/with-tenant';
import { controlIdleSchedule, createIdleSchedule } from '../../service/idle-schedule';
import { writeTenantSettings } from '../../service/tenant-settings';
import { sweepIdleSessions } from '../../workflows';
import { compactionWorkflowId } from '../../workflows/compaction-types';
import { useApiWorld } from '../helpers/api-server';
import { codingSession, seedSession } from '../helpers/session-builder';

jest.setTimeout(120_000);

const api = useApiWorld(['a', 'b']);

describe('GET /v1/schedule', () => {
  it("shows the tenant's own schedule and the all-tenants one, null where none exists", async () => {
    const none = await api.call(api.keys.a, '/v1/schedule');
    expect([none.status, await none.json()]).toEqual([200, { allTenants: null, tenant: null }]);

    await createIdleSchedule(api.deps, { every: '1h', tenantId: 'a' });
    await controlIdleSchedule(api.deps, 'pause', 'a');
    const mine = await (await api.call(api.keys.a, '/v1/schedule')).json();
    expect(mine).toEqual({
      allTenants: null,
      tenant: expect.objectContaining({
        scheduleId: 'compactor-idle-sweep:a',
        tenantId: 'a',
        everyMs: 3_600_000,
        paused: true,
        note: 'pause by compactor',
        overlap: 'SKIP',
        catchupWindowMs: 60_000,
        running: [],
      }),
    });
    expect(await (await api.call(api.keys.b, '/v1/schedule')).json()).toEqual({ allTenants: null, tenant: null });
    expect((await api.call(undefined, '/v1/schedule')).status).toBe(401);
    await controlIdleSchedule(api.deps, 'delete', 'a');
  });
});

describe('GET /v1/sessions/{id}/compactions after an idle sweep', () => {
  it("reports for the idle compaction whether the model's prompt cache had expired", async () => {
    const ids = { tenantId: 'b', sessionId: 'idle-history' };
    await writeTenantSettings(api.world.store.db, 'b', {
      compaction: { idleEnabled: true, idleThresholdTokens: 5_000, idleTimeoutSeconds: 120 },
    });
    await seedSession(api.world.store.db, ids, codingSession({ turns: 30 }));
    await refreshContextTokens(api.world.store.db, ids);
    await withTenant(api.world.store.db, 'b', (tx) =>
      tx.execute(sql`update sessions set last_activity_at = now() - interval '1 hour' where id = ${ids.sessionId}`),
    );
    const totals = await api.world.env.client.workflow.execute(sweepIdleSessions, {
      taskQueue: api.deps.taskQueue,
      workflowId: `sweep-${randomUUID()}`,
      args: [{ tenantId: 'b' }],
    });
    expect(totals).toMatchObject({ started: 1 });
    await api.world.env.client.workflow.getHandle(compactionWorkflowId('b', ids.sessionId)).result();
    const history = await (await api.call(api.keys.b, `/v1/sessions/${ids.sessionId}/compactions`)).json();
    expect(history).toMatchObject([{ trigger: 'idle', status: 'committed', cacheExpired: true }]);
  });
});
