/**
 * The read-only routes of the audit viewer over a real socket: the audit view (token series with compactions as
 * drops, threshold, regions, files), a page of the active path, the key's server info, tenancy, and a 10k-entry
 * session's audit staying small (the series is thinned on the server).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { countTokens } from '../../core/compaction/tokens';
import { MAX_SERIES_POINTS } from '../../service/audit';
import { createKey } from '../../service/tenants';
import { UI_CSP, installViewer } from '../../server/ui';
import { buildUi } from '../../ui/build';
import { useApiWorld } from '../helpers/api-server';
import { generateBranch } from '../helpers/generate-session';
import { seedSession } from '../helpers/session-builder';

const api = useApiWorld(['a', 'b']);
const OUT = path.join(__dirname, '..', '..', 'test-output', 'ui');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const get = async (key: string, route: string): Promise<{ status: number; body: Json }> => {
  const response = await api.call(key, route);
  return { status: response.status, body: await response.json() };
};

const at = '2026-01-01T00:00:00Z';
const user = (id: string, parentId: string | null, text: string) => ({
  type: 'message',
  id,
  parentId,
  timestamp: at,
  message: { role: 'user', content: text, timestamp: 0 },
});

describe('the audit viewer routes', () => {
  beforeAll(async () => {
    const created = await api.call(api.keys.a!, '/v1/sessions', {
      method: 'POST',
      json: { id: 'audited', model: 'anthropic/claude-opus-4-5', settings: { compaction: { thresholdTokens: 5000 } } },
    });
    expect(created.status).toBe(201);
    const entries = [
      user('u1', null, 'alpha beta gamma delta'),
      user('u2', 'u1', 'epsilon zeta'),
      {
        type: 'compaction',
        id: 'c1',
        parentId: 'u2',
        timestamp: at,
        summary: 'they talked about greek letters',
        firstKeptEntryId: 'u2',
        tokensBefore: 120,
        tokensAfter: 9,
        details: { readFiles: ['a.ts'], modifiedFiles: ['b.ts'] },
      },
      user('u3', 'c1', 'eta theta'),
    ];
    const appended = await api.call(api.keys.a!, '/v1/sessions/audited/entries', { method: 'POST', json: { entries } });
    expect(appended.status).toBe(201);
  });

  it('answers the token series with the compaction as a drop to its tokensAfter, the threshold and the regions', async () => {
    const { status, body } = await get(api.keys.a!, '/v1/sessions/audited/audit');
    expect(status).toBe(200);
    const t1 = countTokens('alpha beta gamma delta');
    const t2 = countTokens('epsilon zeta');
    expect(body).toMatchObject({
      model: 'anthropic/claude-opus-4-5',
      threshold: 5000,
      pathLength: 4,
      leafId: 'u3',
      series: { index: [0, 1, 2, 3], tokens: [t1, t1 + t2, 9, 9 + countTokens('eta theta')] },
    });
    expect(body.compactions).toEqual([
      {
        entryId: 'c1',
        index: 2,
        summarizedFrom: 0,
        keptFrom: 1,
        firstKeptEntryId: 'u2',
        method: null,
        summary: 'they talked about greek letters',
        tokensBefore: 120,
        tokensAfter: 9,
        readFiles: ['a.ts'],
        modifiedFiles: ['b.ts'],
        frames: [],
        warning: null,
        // Imported, not compacted here: no audit row names a summarizer or prompts.
        model: null,
        promptHash: null,
      },
    ]);
  });

  it('pages the active path with previews and token estimates', async () => {
    const { status, body } = await get(api.keys.a!, '/v1/sessions/audited/path?offset=1&limit=2');
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 4,
      rows: [
        {
          index: 1,
          id: 'u2',
          type: 'message',
          role: 'user',
          preview: 'epsilon zeta',
          tokens: countTokens('epsilon zeta'),
        },
        {
          index: 2,
          id: 'c1',
          type: 'compaction',
          role: null,
          preview: 'they talked about greek letters',
          tokens: 0,
        },
      ],
    });
  });

  it("names the key's tenant and scopes and has no Temporal UI link unless one is configured", async () => {
    const { status, body } = await get(api.keys.b!, '/v1/server-info');
    expect(status).toBe(200);
    expect(body).toMatchObject({ tenantId: 'b', temporalUiUrl: null, temporalNamespace: 'default' });
    expect(body.scopes).toEqual(['read', 'write', 'compact']);
    const reader = await createKey(api.world.store.db, { tenantId: 'b', name: 'reader', scopes: ['read'] });
    expect((await get(reader.secret, '/v1/server-info')).body.scopes).toEqual(['read']);
    expect((await api.call('ck_wrong_key', '/v1/server-info')).status).toBe(401);
  });

  it("answers 404 for another tenant's session on both routes", async () => {
    for (const route of ['/v1/sessions/audited/audit', '/v1/sessions/audited/path']) {
      const { status, body } = await get(api.keys.b!, route);
      expect(status).toBe(404);
      expect(body.type).toMatch(/session-not-found$/);
    }
  });

  // Seeding 10k entries dominates: a loaded 2-core machine needs minutes, not the default minute.
  it('thins the series of a 10k-entry session to at most 2000 points and keeps the last entry', async () => {
    const entries = generateBranch(10_000, 7);
    await seedSession(api.world.store.db, { tenantId: 'a', sessionId: 'big' }, entries);
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await get(api.keys.a!, '/v1/sessions/big/audit');
      times.push(Math.round(performance.now() - started));
    }
    // Measured, not asserted (the machine is shared): reported from test-output/.
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'audit-10k-ms.json'), JSON.stringify(times));
    const { status, body } = await get(api.keys.a!, '/v1/sessions/big/audit');
    expect(status).toBe(200);
    expect(body.pathLength).toBe(10_000);
    expect(body.series.index.length).toBeLessThanOrEqual(MAX_SERIES_POINTS);
    expect(body.series.index.at(-1)).toBe(9_999);
    expect(body.series.tokens).toHaveLength(body.series.index.length);
    const page = await get(api.keys.a!, '/v1/sessions/big/path?offset=9950&limit=100');
    expect(page.body.rows.map((r: { index: number }) => r.index)).toEqual(
      Array.from({ length: 50 }, (_v, i) => 9950 + i),
    );
  }, 300_000);
});

describe('serving the viewer', () => {
  let dir: string;
  let url: string;
  const app = Fastify();
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compactor-ui-test-'));
    await buildUi(dir);
    await installViewer(app, dir);
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built page under /ui/ with the CSP, revalidated, and its hashed assets as immutable', async () => {
    const index = await fetch(`${url}/ui/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toBe(UI_CSP);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const [, script] = /src="assets\/(app-[A-Z0-9]+\.js)"/.exec(html)!;
    const [, style] = /href="assets\/(app-[A-Z0-9]+\.css)"/.exec(html)!;
    for (const asset of [script, style]) {
      const response = await fetch(`${url}/ui/assets/${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetch(`${url}/ui`, { redirect: 'manual' })).status).toBe(301);
    expect((await fetch(`${url}/ui/assets/missing.js`)).status).toBe(404);
  });
});
