/**
 * The operators' HTTP administration and a host's session deletion over a real socket: an operator key (never a
 * tenant key) creates, lists, disables and enables tenants, creates, lists and revokes their keys, reads and
 * replaces their settings and purges their deleted sessions; every change is an audit event naming the operator
 * key. DELETE /v1/sessions/{id} makes later reads 404 and cancels the session's running compaction.
 */
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';
import { auditOf } from '../helpers/store-queries';
import { createOperatorKey } from '../../service/operators';

const api = useApiWorld(['host']);
const PROBLEM = 'https://compactor.dev/problems/';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let operator: { id: string; secret: string };

beforeAll(async () => {
  operator = await createOperatorKey(api.world.store.db, { name: 'ops' });
});

const admin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  api.call(operator.secret, `/v1/admin${path}`, init);

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('operator credentials', () => {
  it('answers 401 to a tenant key or no key on /v1/admin, and to an operator key on tenant routes', async () => {
    expect((await api.call(api.keys.host!, '/v1/admin/tenants')).status).toBe(401);
    expect((await api.call(undefined, '/v1/admin/tenants')).status).toBe(401);
    expect((await api.call(operator.secret, '/v1/sessions')).status).toBe(401);
    expect((await admin('/tenants')).status).toBe(200);
  });
});

describe('tenant and key administration', () => {
  it('provisions a tenant with a read-only expiring key, revokes it, and records each change', async () => {
    const created = await admin('/tenants', { method: 'POST', json: { id: 'acme', name: 'Acme' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: 'acme', name: 'Acme', disabledAt: null });
    const again = await admin('/tenants', { method: 'POST', json: { id: 'acme' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ type: `${PROBLEM}tenant-exists` });
    expect((await admin('/tenants/nobody')).status).toBe(404);

    const issued = await admin('/tenants/acme/keys', {
      method: 'POST',
      json: { name: 'viewer', scopes: ['read'], expiresInSeconds: 3600 },
    });
    expect(issued.status).toBe(201);
    const key = (await issued.json()) as Json;
    expect(key).toMatchObject({ tenantId: 'acme', scopes: ['read'], revokedAt: null });
    expect(Date.parse(key.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    expect((await api.call(key.secret, '/v1/sessions')).status).toBe(200);
    expect((await api.call(key.secret, '/v1/sessions', { method: 'POST', json: {} })).status).toBe(403);
    const listed = (await (await admin('/tenants/acme/keys')).json()) as Json;
    expect(listed.keys.map((k: Json) => [k.id, 'secret' in k])).toEqual([[key.id, false]]);

    const revoked = await admin(`/tenants/acme/keys/${key.id}`, { method: 'DELETE' });
    expect(await revoked.json()).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    await until(async () => (await api.call(key.secret, '/v1/sessions')).status === 401);
    expect((await api.call(key.secret, '/v1/sessions')).status).toBe(401);
    expect((await admin(`/tenants/host/keys/${key.id}`, { method: 'DELETE' })).status).toBe(404);

    const audit = (await (await admin('/audit?tenantId=acme')).json()) as Json;
    expect(audit.events.map((e: Json) => [e.action, e.target, e.operatorKeyId])).toEqual([
      ['key.revoke', key.id, operator.id],
      ['key.create', key.id, operator.id],
      ['tenant.create', 'acme', operator.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(key.secret);
  });

  it('disables a tenant (403 on every route of its keys) and enables it again, audited', async () => {
    expect((await admin('/tenants/host/disable', { method: 'POST' })).status).toBe(200);
    await until(async () => (await api.call(api.keys.host!, '/v1/sessions')).status === 403);
    const refused = await api.call(api.keys.host!, '/v1/sessions');
    expect(await refused.json()).toMatchObject({ type: `${PROBLEM}tenant-disabled` });
    expect(await (await admin('/tenants/host')).json()).toMatchObject({ disabledAt: expect.any(String) });
    expect((await admin('/tenants/host/enable', { method: 'POST' })).status).toBe(200);
    await until(async () => (await api.call(api.keys.host!, '/v1/sessions')).status === 200);
    expect((await api.call(api.keys.host!, '/v1/sessions')).status).toBe(200);
    const audit = (await (await admin('/audit?tenantId=host&limit=2')).json()) as Json;
    expect(audit.events.map((e: Json) => e.action)).toEqual(['tenant.enable', 'tenant.disable']);
  });

  it('reads and replaces tenant settings, refusing a misspelt knob with the field named', async () => {
    const settings = { compaction: { idleEnabled: true, keepRecentTokens: 9000 } };
    const replaced = await admin('/tenants/host/settings', { method: 'PUT', json: settings });
    expect(await replaced.json()).toEqual(settings);
    expect(await (await admin('/tenants/host/settings')).json()).toEqual(settings);
    const bad = await admin('/tenants/host/settings', { method: 'PUT', json: { compaction: { idelEnabled: true } } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ type: `${PROBLEM}validation`, path: 'body.compaction' });
    expect((await admin('/tenants/nobody/settings')).status).toBe(404);
  });
});

describe('session deletion and retention', () => {
  it('deletes a session: reads answer 404, the list omits it, a second delete is 404; a purge removes its rows', async () => {
    await api.call(api.keys.host!, '/v1/sessions', { method: 'POST', json: { id: 'doomed' } });
    await api.call(api.keys.host!, '/v1/sessions/doomed/entries', {
      method: 'POST',
      json: { entries: codingSession({ turns: 1 }) },
    });
    const deleted = await api.call(api.keys.host!, '/v1/sessions/doomed?reason=user%20request', { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ sessionId: 'doomed', seq: 5, cancelledCompaction: null });
    for (const path of ['/v1/sessions/doomed', '/v1/sessions/doomed/context', '/v1/sessions/doomed/tree']) {
      expect([path, (await api.call(api.keys.host!, path)).status]).toEqual([path, 404]);
    }
    const list = (await (await api.call(api.keys.host!, '/v1/sessions?limit=200')).json()) as Json;
    expect(list.sessions.map((s: Json) => s.id)).not.toContain('doomed');
    expect((await api.call(api.keys.host!, '/v1/sessions/doomed', { method: 'DELETE' })).status).toBe(404);

    const kept = await admin('/tenants/host/purge', { method: 'POST', json: { olderThanSeconds: 3600 } });
    expect(await kept.json()).toMatchObject({ purged: [] });
    const purge = await admin('/tenants/host/purge', { method: 'POST', json: { olderThanSeconds: 0 } });
    expect(await purge.json()).toMatchObject({ purged: [{ sessionId: 'doomed', events: 5 }] });
    const audit = (await (await admin('/audit?tenantId=host&limit=1')).json()) as Json;
    expect(audit.events[0]).toMatchObject({ action: 'sessions.purge', details: { sessions: ['doomed'] } });
  });

  it('cancels the running compaction of a deleted session and its audit row says cancelled', async () => {
    await api.call(api.keys.host!, '/v1/sessions', {
      method: 'POST',
      json: { id: 'busy', model: 'anthropic/claude-opus-4-5' },
    });
    await api.call(api.keys.host!, '/v1/sessions/busy/entries', {
      method: 'POST',
      json: { entries: codingSession({ turns: 30 }) },
    });
    api.world.fake.respondWith(() => ({ hang: true }));
    const started = (await (
      await api.call(api.keys.host!, '/v1/sessions/busy/compactions', { method: 'POST', json: {} })
    ).json()) as Json;
    await until(async () => api.world.fake.requests.length > 0);
    const deleted = await api.call(api.keys.host!, '/v1/sessions/busy', { method: 'DELETE' });
    expect(await deleted.json()).toMatchObject({ sessionId: 'busy', cancelledCompaction: started.id });
    const ids = { tenantId: 'host', sessionId: 'busy' };
    await until(async () => (await auditOf(api.world.store.db, ids))[0]?.status === 'cancelled');
    expect((await auditOf(api.world.store.db, ids)).map((r) => [r.runId, r.status])).toEqual([
      [started.id, 'cancelled'],
    ]);
    api.world.fake.respondWith(() => ({ text: 'summary' }));
  });
});
