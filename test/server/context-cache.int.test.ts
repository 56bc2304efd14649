/**
 * The append's `contextTokens` and the context read come from the server's branch cache while the session is
 * unchanged, and must equal a fresh rebuild whatever happened in between: appends that continue the path,
 * appends through the store that the server never saw, a compaction by the workflow, a leaf move and a branch.
 * With two app instances on one database, each read checks the session's version at the database, so a write
 * acknowledged by one instance is in the next read of the other (read-your-writes across nodes).
 */
import { appendEntries, readSessionContext } from '../../store/session-store';
import { getSessionRow } from '../../store/session-store/session-row';
import { withTenant } from '../../store/with-tenant';
import type { SessionEntry } from '../../core';
import { estimateContextTokens } from '../../core/compaction/tokens';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';

const api = useApiWorld(['a', 'b']);
const session = codingSession({ turns: 40, toolOutputChars: 2000 });

async function fresh(sessionId: string): Promise<number> {
  const context = await readSessionContext(api.world.store.db, { tenantId: 'a', sessionId, mode: 'llm' });
  return estimateContextTokens(context.messages);
}

/** The projection's running size, which the idle sweep filters on. */
const stored = (sessionId: string) =>
  withTenant(api.world.store.db, 'a', async (tx) => (await getSessionRow(tx, sessionId)).contextTokens);

/** The reported size of an append, after checking that the projection stored that same size. */
async function append(sessionId: string, entries: SessionEntry[]): Promise<number> {
  const response = await api.call(api.keys.a!, `/v1/sessions/${sessionId}/entries`, {
    method: 'POST',
    json: { entries },
  });
  expect(response.status).toBe(201);
  const reported = ((await response.json()) as { contextTokens: number }).contextTokens;
  expect(await stored(sessionId)).toBe(reported);
  return reported;
}

async function contextTokens(sessionId: string): Promise<number> {
  const response = await api.call(api.keys.a!, `/v1/sessions/${sessionId}/context`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { tokens: number }).tokens;
}

describe("the API's branch cache", () => {
  it('reports exactly what a fresh rebuild reports through appends, foreign writes, a compaction and a branch', async () => {
    const created = await api.call(api.keys.a!, '/v1/sessions', {
      method: 'POST',
      json: { model: 'anthropic/claude-opus-4-5' },
    });
    const { id } = (await created.json()) as { id: string };
    const checks: [string, number, number][] = [];
    const check = async (step: string, reported: number) => checks.push([step, reported, await fresh(id)]);

    for (let i = 0; i < 60; i += 20) await check(`append ${i}`, await append(id, session.slice(i, i + 20)));
    await check('read after appends', await contextTokens(id));
    await check('read again (the kept body)', await contextTokens(id));
    // Another process appends through the store: the server's entry is one version behind.
    await appendEntries(api.world.store.db, { tenantId: 'a', sessionId: id, entries: session.slice(60, 80) });
    await check('read after a foreign append', await contextTokens(id));
    await check('append after a foreign append', await append(id, session.slice(80, 100)));

    const compaction = await api.call(api.keys.a!, `/v1/sessions/${id}/compactions?wait=120`, {
      method: 'POST',
      json: { settings: { keepRecentTokens: 2000 } },
    });
    expect(((await compaction.json()) as { result: { outcome: string } }).result.outcome).toBe('compacted');
    await check('read after the compaction', await contextTokens(id));
    await check('read again after the compaction', await contextTokens(id));
    await check('append after the compaction', await append(id, session.slice(100, 120)));

    const moved = await api.call(api.keys.a!, `/v1/sessions/${id}/navigate`, {
      method: 'POST',
      json: { entryId: session[109]!.id },
    });
    expect(moved.status).toBe(200);
    await check('read after a leaf move', await contextTokens(id));
    const branch = session.slice(120, 140).map((e, i) => ({
      ...e,
      id: `b${e.id}`,
      parentId: i === 0 ? session[109]!.id : `b${session[119 + i]!.id}`,
    })) as SessionEntry[];
    await check('append on the branch', await append(id, branch));

    expect(checks.map(([step, reported]) => [step, reported])).toEqual(checks.map(([step, , truth]) => [step, truth]));
    expect(new Set(checks.map(([, reported]) => reported)).size).toBeGreaterThan(4);
  });
});

describe('read-your-writes across two app instances', () => {
  let second: string;
  beforeAll(async () => {
    second = await api.secondNode();
  });
  const read = async (node: string, key: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${node}${path}`, { headers: { authorization: `Bearer ${key}`, ...headers } });
    const body = response.status === 200 ? ((await response.json()) as { lastSeq: number; messages: unknown[] }) : null;
    return { status: response.status, etag: response.headers.get('etag'), body };
  };
  const write = (node: string, path: string, init: { method: string; json?: unknown }) =>
    fetch(`${node}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${api.keys.a!}`,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });

  it("serves one instance's acknowledged append, and then its deletion, in the other instance's next read", async () => {
    const created = await write(api.url, '/v1/sessions', {
      method: 'POST',
      json: { model: 'anthropic/claude-opus-4-5' },
    });
    const { id } = (await created.json()) as { id: string };
    const context = `/v1/sessions/${id}/context`;
    expect(
      (
        await write(api.url, `${context.replace('/context', '/entries')}`, {
          method: 'POST',
          json: { entries: session.slice(0, 10) },
        })
      ).status,
    ).toBe(201);
    // Both instances read and keep the 10-entry branch and its body.
    const before = await read(api.url, api.keys.a!, context);
    expect((await read(second, api.keys.a!, context)).etag).toBe(before.etag);
    expect(before.body!.lastSeq).toBe(10);

    const appended = await write(second, `/v1/sessions/${id}/entries`, {
      method: 'POST',
      json: { entries: session.slice(10, 12) },
    });
    expect(appended.status).toBe(201);
    const after = await read(api.url, api.keys.a!, context);
    expect(after.body!.lastSeq).toBe(12);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body!.messages.length).toBeGreaterThan(before.body!.messages.length);
    // The stale ETag is no longer current on the instance that did not take the write.
    expect((await read(api.url, api.keys.a!, context, { 'if-none-match': before.etag! })).status).toBe(200);
    expect((await read(api.url, api.keys.a!, context, { 'if-none-match': after.etag! })).status).toBe(304);

    expect((await write(second, `/v1/sessions/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await read(api.url, api.keys.a!, context)).status).toBe(404);
  });

  it("answers 404 to another tenant's key for the same session id, on either instance", async () => {
    const created = await write(api.url, '/v1/sessions', {
      method: 'POST',
      json: { model: 'anthropic/claude-opus-4-5' },
    });
    const { id } = (await created.json()) as { id: string };
    expect((await read(api.url, api.keys.a!, `/v1/sessions/${id}/context`)).status).toBe(200);
    for (const node of [api.url, second]) {
      expect((await read(node, api.keys.b!, `/v1/sessions/${id}/context`)).status).toBe(404);
    }
  });
});
