/** GET /v1/schedule: the idle-sweep schedules that reach the key's tenant, read-only; a key is required. */
import { controlIdleSchedule, createIdleSchedule } from '../../service/idle-schedule';
import { useApiWorld } from '../helpers/api-server';

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
