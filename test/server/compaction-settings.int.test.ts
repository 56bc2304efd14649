/**
 * Compaction settings through the host API: the knobs issue 10 adds are validated with a problem naming the failing
 * field, and a session with compaction switched off starts no compaction from an append (every trigger, §3.3).
 */
import { useApiWorld } from '../helpers/api-server';
import { codingSession, failedTurn } from '../helpers/session-builder';

const api = useApiWorld(['s']);
const PROBLEM = 'https://compactor.dev/problems/';

const create = (id: string, compaction: Record<string, unknown>) =>
  api.call(api.keys.s!, '/v1/sessions', {
    method: 'POST',
    json: { id, model: 'anthropic/claude-opus-4-5', settings: { autoCompaction: true, compaction } },
  });

describe('compaction settings over the API', () => {
  it.each([
    ['remoteEndpoint', { remoteEndpoint: 'not a url' }],
    ['remoteEndpoint', { remoteEndpoint: 'ftp://example.com/summarize' }],
    ['strategy', { strategy: 'sometimes' }],
    ['enabled', { enabled: 'no' }],
  ])('rejects an invalid %s with a validation problem naming the field', async (field, compaction) => {
    const response = await create(`bad-${field}`, compaction);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: `${PROBLEM}validation`,
      path: `body.settings.compaction.${field}`,
    });
  });

  it.each([
    ['a link-local address', 'http://169.254.169.254/latest/meta-data'],
    ['a host off the allow-list', 'https://not-listed.example.org/summarize'],
  ])(
    'refuses a well-formed remote endpoint at %s with 403 remote-endpoint-refused naming the field',
    async (_, url) => {
      const response = await create(`refused-${url.length}`, { remoteEndpoint: url });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        type: `${PROBLEM}remote-endpoint-refused`,
        path: 'body.settings.compaction.remoteEndpoint',
      });
    },
  );

  it('refuses replacing settings with a remote endpoint outside the operator allow-list, naming the setting', async () => {
    expect((await create('remote-put', {})).status).toBe(201);
    const response = await api.call(api.keys.s!, '/v1/sessions/remote-put/settings', {
      method: 'PUT',
      json: { compaction: { remoteEndpoint: 'http://10.0.0.7/summarize' } },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      type: `${PROBLEM}remote-endpoint-refused`,
      path: 'body.compaction.remoteEndpoint',
      detail: 'body.compaction.remoteEndpoint: http://10.0.0.7 is not in COMPACTOR_REMOTE_ENDPOINT_ALLOW',
    });
  });

  it('stores the new knobs and starts no compaction from an overflow append when compaction is off', async () => {
    const knobs = { enabled: false, strategy: 'off', remoteEndpoint: 'https://summarizer.example/v1/summarize' };
    const created = await create('off', knobs);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ settings: { compaction: knobs } });
    const entries = codingSession({ turns: 3 });
    const overflow = failedTurn(entries.at(-1)!.id, 'error');
    const appended = await api.call(api.keys.s!, '/v1/sessions/off/entries', {
      method: 'POST',
      json: { entries: [...entries, overflow] },
    });
    expect(appended.status).toBe(201);
    expect(await appended.json()).toMatchObject({ compaction: null });
  });

  it('answers a compaction requested with strategy off as skipped with reason disabled, audited, nothing written', async () => {
    const created = await create('strategy-off', {});
    expect(created.status).toBe(201);
    const entries = codingSession({ turns: 3 });
    await api.call(api.keys.s!, '/v1/sessions/strategy-off/entries', { method: 'POST', json: { entries } });
    const response = await api.call(api.keys.s!, '/v1/sessions/strategy-off/compactions?wait=120', {
      method: 'POST',
      json: { strategy: 'off' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'completed',
      result: { outcome: 'skipped', reason: 'disabled', willRetry: false },
    });
    const history = await api.call(api.keys.s!, '/v1/sessions/strategy-off/compactions');
    expect(await history.json()).toMatchObject([{ trigger: 'manual', status: 'skipped', compactionEntryId: null }]);
    const context = await api.call(api.keys.s!, '/v1/sessions/strategy-off/context');
    expect(((await context.json()) as { lastCompactionId?: string | null }).lastCompactionId ?? null).toBeNull();
  });
});
