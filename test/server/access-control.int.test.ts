/**
 * Who may do what over a real socket: a key's scopes (read, write, compact) bound the routes it reaches, an expired
 * key is refused like an unknown one, a disabled tenant's keys answer 403 everywhere, and failed authentications are
 * throttled per client address without telling a known key id from an unknown one.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../store/session-store/event-rows';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';
import { createKey, setTenantDisabled } from '../../service/tenants';

const api = useApiWorld(['acl', 'other']);
const PROBLEM = 'https://compactor.dev/problems/';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const keyWith = async (scopes: ('read' | 'write' | 'compact')[], tenantId = 'acl') =>
  (await createKey(api.world.store.db, { tenantId, scopes })).secret;

describe('scoped keys', () => {
  it('lets a read-only key read sessions, context and the audit, and refuses every change with 403 naming write', async () => {
    const { id } = (await (await api.call(api.keys.acl!, '/v1/sessions', { method: 'POST', json: {} })).json()) as Json;
    await api.call(api.keys.acl!, `/v1/sessions/${id}/entries`, {
      method: 'POST',
      json: { entries: codingSession({ turns: 1 }) },
    });
    const viewer = await keyWith(['read']);
    for (const path of [
      `/v1/sessions/${id}`,
      `/v1/sessions/${id}/context`,
      `/v1/sessions/${id}/audit`,
      '/v1/sessions',
    ]) {
      expect([path, (await api.call(viewer, path)).status]).toEqual([path, 200]);
    }
    const writes: [string, string, unknown][] = [
      ['POST', '/v1/sessions', {}],
      ['POST', `/v1/sessions/${id}/entries`, { entries: codingSession({ turns: 2 }).slice(4) }],
      ['PUT', `/v1/sessions/${id}/settings`, {}],
      ['POST', `/v1/sessions/${id}/navigate`, { entryId: null }],
      ['DELETE', `/v1/sessions/${id}`, undefined],
    ];
    for (const [method, path, json] of writes) {
      const response = await api.call(viewer, path, { method, ...(json === undefined ? {} : { json }) });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="write"');
      expect(await response.json()).toMatchObject({ type: `${PROBLEM}insufficient-scope`, scope: 'write' });
    }
    const compact = await api.call(viewer, `/v1/sessions/${id}/compactions`, { method: 'POST', json: {} });
    expect(compact.status).toBe(403);
    expect(await compact.json()).toMatchObject({ scope: 'compact', detail: `this key's scopes (read) lack "compact"` });
    expect((await (await api.call(api.keys.acl!, `/v1/sessions/${id}`)).json()) as Json).toMatchObject({ lastSeq: 4 });
  });

  it('lets a write-only key append but not read back, and a compact-only key start a compaction but not append', async () => {
    const { id } = (await (await api.call(api.keys.acl!, '/v1/sessions', { method: 'POST', json: {} })).json()) as Json;
    const writer = await keyWith(['write']);
    const appended = await api.call(writer, `/v1/sessions/${id}/entries`, {
      method: 'POST',
      json: { entries: codingSession({ turns: 1 }) },
    });
    expect(appended.status).toBe(201);
    expect((await api.call(writer, `/v1/sessions/${id}/context`)).status).toBe(403);
    const compactor = await keyWith(['compact']);
    const started = await api.call(compactor, `/v1/sessions/${id}/compactions`, {
      method: 'POST',
      json: { strategy: 'off' },
    });
    expect(started.status).toBe(202);
    const refused = await api.call(compactor, `/v1/sessions/${id}/entries`, {
      method: 'POST',
      json: { entries: codingSession({ turns: 2 }).slice(4) },
    });
    expect(refused.status).toBe(403);
  });

  it('keeps a key inserted as before scopes existed able to read, write and compact (the column default)', async () => {
    const secret = 'L'.repeat(43);
    const hash = createHash('sha256').update(secret).digest('hex');
    await api.world.store.db.execute(
      sql`insert into api_keys (id, tenant_id, name, secret_hash) values ('0123456789ab', 'acl', 'old', ${hash})`,
    );
    const legacy = `ck_0123456789ab_${secret}`;
    const created = await api.call(legacy, '/v1/sessions', { method: 'POST', json: { id: 'legacy-1' } });
    expect(created.status).toBe(201);
    expect((await api.call(legacy, '/v1/sessions/legacy-1')).status).toBe(200);
    const started = await api.call(legacy, '/v1/sessions/legacy-1/compactions', {
      method: 'POST',
      json: { strategy: 'off' },
    });
    expect(started.status).toBe(202);
    const [row] = rowsOf<{ scopes: string[] }>(
      await api.world.store.db.execute(sql`select scopes from api_keys where id = '0123456789ab'`),
    );
    expect(row!.scopes).toEqual(['read', 'write', 'compact']);
  });
});

describe('key expiry and disabled tenants', () => {
  it('refuses an expired key with the same 401 as an unknown one', async () => {
    const key = await createKey(api.world.store.db, { tenantId: 'acl', expiresAt: new Date(Date.now() + 60_000) });
    expect((await api.call(key.secret, '/v1/sessions')).status).toBe(200);
    const expired = await createKey(api.world.store.db, { tenantId: 'acl', expiresAt: new Date(Date.now() - 1000) });
    const unknown = `ck_${'0'.repeat(12)}_${'A'.repeat(43)}`;
    const [a, b] = await Promise.all([api.call(expired.secret, '/v1/sessions'), api.call(unknown, '/v1/sessions')]);
    expect([a.status, b.status]).toEqual([401, 401]);
    const [pa, pb] = [(await a.json()) as Json, (await b.json()) as Json];
    expect(pa).toEqual(pb);
  });

  it('answers 403 tenant-disabled to every key of a disabled tenant at once, and serves it again once enabled', async () => {
    const key = await keyWith(['read', 'write'], 'other');
    expect((await api.call(key, '/v1/sessions')).status).toBe(200);
    await setTenantDisabled(api.world.store.db, 'other', true);
    let status = 200;
    for (let i = 0; i < 100 && status === 200; i += 1) {
      status = (await api.call(key, '/v1/sessions')).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const refused = await api.call(key, '/v1/sessions', { method: 'POST', json: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ type: `${PROBLEM}tenant-disabled` });
    await setTenantDisabled(api.world.store.db, 'other', false);
    let back = 403;
    for (let i = 0; i < 100 && back === 403; i += 1) {
      back = (await api.call(key, '/v1/sessions')).status;
      if (back === 403) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(back).toBe(200);
  });
});

describe('failed authentications', () => {
  it('answers 429 with Retry-After after the burst, the same for known and unknown key ids, and lets a verified key through', async () => {
    const url = await api.serverWith({ authFailuresPerMinute: 5 });
    const valid = await keyWith(['read']);
    const call = (key: string) => fetch(`${url}/v1/sessions`, { headers: { authorization: `Bearer ${key}` } });
    expect((await call(valid)).status).toBe(200);
    const knownId = valid.slice(0, 16) + 'B'.repeat(43);
    const unknownId = `ck_${'f'.repeat(12)}_${'B'.repeat(43)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call(i % 2 ? knownId : unknownId)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const [known, unknown] = await Promise.all([call(knownId), call(unknownId)]);
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await known.json()).toEqual(await unknown.json());
    const noKey = await fetch(`${url}/v1/sessions`);
    expect(noKey.status).toBe(429);
    expect((await call(valid)).status).toBe(200);
  });
});
