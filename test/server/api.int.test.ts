/**
 * The host API over a real socket on the real dev server: every session route, auth, tenancy, idempotency,
 * optimistic concurrency, validation problems, limits and a compaction awaited through the API.
 */
import { countRows } from '../helpers/store-queries';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';
import { revokeKey, createKey } from '../../service/tenants';
import { KEY_CACHE_MS } from '../../server/auth';
import { CHECKED_FAKE_SUMMARY } from '../helpers/quality-eval/checked-summary';

const api = useApiWorld(['a', 'b']);
// Response bodies are asserted field by field; their static type adds nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const read = (response: Response): Promise<Json> => response.json();
const PROBLEM = 'https://compactor.dev/problems/';

async function newSession(key: string, body: Record<string, unknown> = {}) {
  const response = await api.call(key, '/v1/sessions', { method: 'POST', json: body });
  expect(response.status).toBe(201);
  return (await read(response)) as { id: string; lastSeq: number };
}

const append = (key: string, id: string, entries: unknown[], headers: Record<string, string> = {}) =>
  api.call(key, `/v1/sessions/${id}/entries`, { method: 'POST', json: { entries }, headers });

describe('the host API', () => {
  it('answers 401 problem+json for a missing, malformed, wrong and revoked key', async () => {
    const revoked = await createKey(api.world.store.db, { tenantId: 'a' });
    await revokeKey(api.world.store.db, revoked.id);
    const wrongSecret = api.keys.a!.slice(0, -4) + 'AAAA';
    for (const key of [undefined, 'nonsense', wrongSecret, revoked.secret]) {
      const response = await api.call(key, '/v1/sessions');
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await read(response)).toMatchObject({ type: `${PROBLEM}unauthorized`, status: 401 });
    }
  });

  it('forgets a revoked key at once, although it had verified it moments before (NOTIFY, not the cache expiry)', async () => {
    const key = await createKey(api.world.store.db, { tenantId: 'a' });
    expect((await api.call(key.secret, '/v1/sessions')).status).toBe(200);
    await revokeKey(api.world.store.db, key.id);
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() < revokedAt + KEY_CACHE_MS + 2000) {
      status = (await api.call(key.secret, '/v1/sessions')).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    // Well before the cached verification would have expired.
    expect(Date.now() - revokedAt).toBeLessThan(KEY_CACHE_MS / 2);
    expect((await api.call(api.keys.a!, '/v1/sessions')).status).toBe(200);
  });

  it('creates, gets and lists sessions with keyset pagination', async () => {
    const created = await newSession(api.keys.a!, { id: 'list-1', model: 'anthropic/claude-opus-4-5', cwd: '/w' });
    expect(created).toMatchObject({
      id: 'list-1',
      lastSeq: 0,
      leafId: null,
      cwd: '/w',
      settings: { model: 'anthropic/claude-opus-4-5' },
    });
    await newSession(api.keys.a!, { id: 'list-2' });
    const got = await api.call(api.keys.a!, '/v1/sessions/list-1');
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe('"0"');
    const first = (await read(await api.call(api.keys.a!, '/v1/sessions?limit=1'))) as {
      sessions: { id: string }[];
      nextCursor: string;
    };
    expect(first.sessions.map((s) => s.id)).toEqual(['list-2']);
    const second = (await read(await api.call(api.keys.a!, `/v1/sessions?limit=1&cursor=${first.nextCursor}`))) as {
      sessions: { id: string }[];
    };
    expect(second.sessions.map((s) => s.id)).toEqual(['list-1']);
    const bad = await api.call(api.keys.a!, '/v1/sessions?cursor=zzz');
    expect(await read(bad)).toMatchObject({ type: `${PROBLEM}invalid-cursor`, path: 'querystring.cursor' });
  });

  it('appends entries, replays an idempotent retry as one row and refuses a stale If-Match', async () => {
    const { id } = await newSession(api.keys.a!);
    const entries = codingSession({ turns: 1 });
    const first = await append(api.keys.a!, id, entries, { 'idempotency-key': 'turn-1', 'if-match': '"0"' });
    expect(first.status).toBe(201);
    expect(first.headers.get('etag')).toBe('"4"');
    const body = await read(first);
    expect(body).toMatchObject({ lastSeq: 4, leafId: entries[3]!.id, appended: 4, replayed: false, compaction: null });
    expect(body.contextTokens).toBeGreaterThan(0);
    const retry = await append(api.keys.a!, id, entries, { 'idempotency-key': 'turn-1', 'if-match': '"0"' });
    expect(retry.status).toBe(200);
    expect(await read(retry)).toMatchObject({ lastSeq: 4, appended: 0, replayed: true });
    expect(await countRows(api.world.store.db, { tenantId: 'a', sessionId: id })).toBe(4);
    const next = codingSession({ turns: 2 })
      .slice(4)
      .map((e, i) => (i === 0 ? { ...e, parentId: entries[3]!.id } : e));
    const stale = await append(api.keys.a!, id, next, { 'if-match': '"2"' });
    expect(stale.status).toBe(409);
    expect(await read(stale)).toMatchObject({ type: `${PROBLEM}stream-conflict`, currentSeq: 4 });
    const staleLeaf = await append(api.keys.a!, id, next, { 'if-match': '"leaf:e00001"' });
    expect(await read(staleLeaf)).toMatchObject({ type: `${PROBLEM}stream-conflict`, currentSeq: 4 });
    expect(await countRows(api.world.store.db, { tenantId: 'a', sessionId: id })).toBe(4);
    expect((await append(api.keys.a!, id, next, { 'if-match': `"leaf:${entries[3]!.id}"` })).status).toBe(201);
  });

  it('answers malformed bodies and entries with 400 naming the path, writing nothing', async () => {
    const { id } = await newSession(api.keys.a!);
    const [good] = codingSession({ turns: 1 });
    const cases: [unknown, string][] = [
      [{ entries: [] }, 'body.entries'],
      [{ entries: [{ ...good, id: 7 }] }, 'body.entries.0.id'],
      [
        { entries: [good, { ...good, id: 'x2', parentId: good!.id, message: { role: 'user' } }] },
        'body.entries.1.message.content',
      ],
      [{ entries: [{ ...good, parentId: 'nope' }] }, 'body.entries.0.parentId'],
    ];
    for (const [json, path] of cases) {
      const response = await api.call(api.keys.a!, `/v1/sessions/${id}/entries`, { method: 'POST', json });
      expect(response.status).toBe(400);
      expect(await read(response)).toMatchObject({ path });
    }
    const notJson = await api.call(api.keys.a!, `/v1/sessions/${id}/entries`, {
      method: 'POST',
      body: '{"entries": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await read(notJson)).toMatchObject({ type: `${PROBLEM}validation` });
    expect(await countRows(api.world.store.db, { tenantId: 'a', sessionId: id })).toBe(0);
  });

  it('answers 413 for a body over the limit and 429 with Retry-After over the rate', async () => {
    const small = await api.serverWith({ bodyLimit: 1024, requestsPerMinute: 3 });
    const call = (init: RequestInit = {}) =>
      fetch(`${small}/v1/sessions`, { ...init, headers: { authorization: `Bearer ${api.keys.b}`, ...init.headers } });
    const big = await call({
      method: 'POST',
      body: JSON.stringify({ id: 'big', cwd: 'x'.repeat(2000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(await read(big)).toMatchObject({ type: `${PROBLEM}payload-too-large` });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call()).status);
    expect(statuses.slice(-1)).toEqual([429]);
    const limited = await call();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await read(limited)).toMatchObject({ type: `${PROBLEM}rate-limited`, status: 429 });
    // Another tenant keeps its own budget.
    const other = await fetch(`${small}/v1/sessions`, { headers: { authorization: `Bearer ${api.keys.a}` } });
    expect(other.status).toBe(200);
  });

  it('serves the context with an ETag, the transcript, the tree and navigation', async () => {
    const { id } = await newSession(api.keys.a!);
    const entries = codingSession({ turns: 2 });
    await append(api.keys.a!, id, entries);
    const context = await api.call(api.keys.a!, `/v1/sessions/${id}/context`);
    const etag = context.headers.get('etag')!;
    const body = await read(context);
    expect(body).toMatchObject({ leafId: entries[7]!.id, lastSeq: 8, lastCompactionId: null });
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'toolResult',
      'assistant',
      'user',
      'assistant',
      'toolResult',
      'assistant',
    ]);
    const cached = await api.call(api.keys.a!, `/v1/sessions/${id}/context`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    const transcript = await read(await api.call(api.keys.a!, `/v1/sessions/${id}/transcript`));
    expect(transcript.messages).toHaveLength(8);
    const tree = await read(await api.call(api.keys.a!, `/v1/sessions/${id}/tree`));
    expect(tree).toMatchObject({ leafId: entries[7]!.id });
    expect(tree.nodes).toHaveLength(8);
    const moved = await api.call(api.keys.a!, `/v1/sessions/${id}/navigate`, {
      method: 'POST',
      json: { entryId: entries[3]!.id },
    });
    expect(await read(moved)).toMatchObject({ moved: true, from: entries[7]!.id, to: entries[3]!.id });
    const after = await api.call(api.keys.a!, `/v1/sessions/${id}/context`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect((await read(after)).messages).toHaveLength(4);
    const summarize = await api.call(api.keys.a!, `/v1/sessions/${id}/navigate`, {
      method: 'POST',
      json: { entryId: entries[7]!.id, summarize: true },
    });
    // Back ahead on the same branch: nothing is abandoned, so the summarizing navigation is a plain move.
    expect(summarize.status).toBe(200);
    expect(await read(summarize)).toMatchObject({ moved: true, from: entries[3]!.id, to: entries[7]!.id });
  });

  it('imports a JSONL file whole, names a bad line, and refuses one over the limit', async () => {
    const header = JSON.stringify({
      type: 'session',
      version: 3,
      id: 'orig',
      timestamp: '2026-01-01T00:00:00.000Z',
      cwd: '/p',
    });
    const lines = [header, ...codingSession({ turns: 1 }).map((e) => JSON.stringify(e))];
    const post = (body: string, base = api.url) =>
      fetch(`${base}/v1/sessions/import`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${api.keys.a}`, 'content-type': 'application/x-ndjson' },
      });
    const ok = await post(lines.join('\n'));
    expect(ok.status).toBe(201);
    expect(await read(ok)).toMatchObject({ entries: 4, lastSeq: 4, cwd: '/p' });
    const bad = await post([...lines.slice(0, 3), '{"type":"message"', ...lines.slice(3)].join('\n'));
    expect(bad.status).toBe(400);
    expect((await read(bad)).detail).toMatch(/^line 4: /);
    const small = await api.serverWith({ importLimit: 200 });
    const huge = await post(lines.join('\n'), small);
    expect(huge.status).toBe(413);
    const list = await read(await api.call(api.keys.a!, '/v1/sessions?limit=200'));
    expect(list.sessions.filter((s: { cwd: string }) => s.cwd === '/p')).toHaveLength(1);
  });

  it('answers 400 invalid-entry naming the line for each malformed import, and creates no session', async () => {
    const header = '{"type":"session","version":3,"id":"orig","timestamp":"t","cwd":"/malformed"}';
    const [first, second] = codingSession({ turns: 1 }).map((e) => JSON.stringify(e));
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
    const cases: [string, Buffer, number, string][] = [
      [
        'invalid UTF-8',
        bytes(`${header}\n${first}\n`, [0x7b, 0xff, 0x7d]),
        3,
        'not valid UTF-8 (session files are UTF-8 text)',
      ],
      [
        'a NUL escape',
        bytes(`${header}\n${first!.replace('"user"', '"user","x":"\\u0000"')}`),
        2,
        'message.x: contains a NUL character',
      ],
      [
        'a lone surrogate',
        bytes(`${header}\n${first}\n${second!.replace('{', '{"x":"\\udfff",')}`),
        3,
        'x: contains a lone UTF-16',
      ],
      [
        'deep nesting',
        bytes(`${header}\n${first!.replace('{', `{"x":${'['.repeat(200)}${']'.repeat(200)},`)}`),
        2,
        'nested deeper',
      ],
      [
        '"version": null',
        bytes(`${header.replace('3', 'null')}\n${first}`),
        1,
        'version: unsupported session version null',
      ],
      ['a header only', bytes(`${header}\n`), 1, 'no entries after the session header: nothing to import'],
    ];
    for (const [name, body, line, detail] of cases) {
      const response = await fetch(`${api.url}/v1/sessions/import`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${api.keys.a}`, 'content-type': 'application/x-ndjson' },
      });
      expect([name, response.status]).toEqual([name, 400]);
      const problem = await read(response);
      expect([name, problem.type, problem.line]).toEqual([name, `${PROBLEM}invalid-entry`, line]);
      expect([name, problem.detail.startsWith(`line ${line}: ${detail}`)]).toEqual([name, true]);
    }
    const list = await read(await api.call(api.keys.a!, '/v1/sessions?limit=200'));
    expect(list.sessions.filter((s: { cwd?: string }) => s.cwd === '/malformed')).toEqual([]);
  });

  it("answers 404 for another tenant's session on every session route, like a missing one", async () => {
    const { id } = await newSession(api.keys.a!, { id: 'private-1' });
    await append(api.keys.a!, id, codingSession({ turns: 1 }));
    const routes: [string, string, unknown?][] = [
      ['GET', `/v1/sessions/${id}`],
      ['POST', `/v1/sessions/${id}/entries`, { entries: codingSession({ turns: 1 }) }],
      ['GET', `/v1/sessions/${id}/context`],
      ['GET', `/v1/sessions/${id}/transcript`],
      ['GET', `/v1/sessions/${id}/tree`],
      ['POST', `/v1/sessions/${id}/navigate`, { entryId: null }],
      ['POST', `/v1/sessions/${id}/compactions`, {}],
      ['GET', `/v1/sessions/${id}/compactions`],
      ['GET', `/v1/sessions/${id}/compactions/00000000-0000-4000-8000-000000000000`],
      ['POST', `/v1/sessions/${id}/replay`],
    ];
    for (const [method, path, json] of routes) {
      const theirs = await api.call(api.keys.b!, path, { method, ...(json ? { json } : {}) });
      const missing = await api.call(api.keys.b!, path.replace(id, 'no-such-session'), {
        method,
        ...(json ? { json } : {}),
      });
      expect([path, theirs.status]).toEqual([path, 404]);
      expect(await read(theirs)).toEqual({
        ...(await read(missing)),
        detail: expect.any(String),
        instance: expect.any(String),
      });
    }
    expect(await countRows(api.world.store.db, { tenantId: 'a', sessionId: id })).toBe(4);
  });

  it('runs a compaction awaited through the API, then reports it, its history and its replay', async () => {
    const { id } = await newSession(api.keys.a!, { model: 'anthropic/claude-opus-4-5' });
    await append(api.keys.a!, id, codingSession({ turns: 30 }));
    const response = await api.call(api.keys.a!, `/v1/sessions/${id}/compactions?wait=120`, {
      method: 'POST',
      json: {},
    });
    expect(response.status).toBe(200);
    const view = await read(response);
    expect(view).toMatchObject({
      status: 'completed',
      result: { outcome: 'compacted', method: 'context-full', willRetry: false },
    });
    const location = response.headers.get('location')!;
    expect(await read(await api.call(api.keys.a!, location))).toEqual(view);
    const history = await read(await api.call(api.keys.a!, `/v1/sessions/${id}/compactions`));
    expect(history).toMatchObject([
      {
        id: view.id,
        trigger: 'manual',
        status: 'committed',
        cacheExpired: null,
        attempts: [{ method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY }],
      },
    ]);
    const context = await read(await api.call(api.keys.a!, `/v1/sessions/${id}/context`));
    expect(context.messages[0].role).toBe('compactionSummary');
    expect(context.lastCompactionId).toBe(view.result.compactionEntryId);
    const replay = await read(await api.call(api.keys.a!, `/v1/sessions/${id}/replay`, { method: 'POST' }));
    expect(replay).toMatchObject({ ok: true, outcomes: [{ runId: view.id, ok: true }] });
    const started = await api.call(api.keys.a!, `/v1/sessions/${id}/compactions`, { method: 'POST', json: {} });
    expect(started.status).toBe(202);
    expect(started.headers.get('location')).toMatch(new RegExp(`^/v1/sessions/${id}/compactions/`));
  });

  it('serves snapcompact frames as URLs in the context and by hash, cached as immutable', async () => {
    const { id } = await newSession(api.keys.a!, { model: 'anthropic/claude-opus-4-5' });
    await append(api.keys.a!, id, codingSession({ turns: 30 }));
    const compacted = await api.call(api.keys.a!, `/v1/sessions/${id}/compactions?wait=120`, {
      method: 'POST',
      json: { strategy: 'snapcompact' },
    });
    expect(await read(compacted)).toMatchObject({ status: 'completed', result: { method: 'snapcompact' } });
    const context = await read(await api.call(api.keys.a!, `/v1/sessions/${id}/context?images=url`));
    const images = JSON.stringify(context.messages[0]).match(/\/v1\/frames\/[0-9a-f]{64}/g)!;
    expect(images.length).toBeGreaterThan(0);
    const frame = await api.call(api.keys.a!, images[0]!);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/png');
    expect(frame.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect([...new Uint8Array(await frame.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect((await api.call(api.keys.b!, images[0]!)).status).toBe(404);
  });

  it('serves frames by hash (404 for an unknown one), health, readiness, metrics and the OpenAPI document', async () => {
    const frame = await api.call(api.keys.a!, `/v1/frames/${'0'.repeat(64)}`);
    expect(frame.status).toBe(404);
    expect(await read(frame)).toMatchObject({ type: `${PROBLEM}frame-not-found` });
    expect(await read(await api.call(undefined, '/healthz'))).toEqual({ status: 'ok' });
    expect(await read(await api.call(undefined, '/readyz'))).toEqual({ status: 'ready' });
    const metrics = await (await api.call(undefined, '/metrics')).text();
    expect(metrics).toContain('compactor_http_request_duration_seconds_bucket');
    expect(metrics).toContain(
      'compactor_compactions_total{trigger="manual",method="context-full",outcome="compacted"}',
    );
    const doc = await read(await api.call(undefined, '/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/sessions/{sessionId}/entries', '/v1/frames/{sha256}']),
    );
  });
});
