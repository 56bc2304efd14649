/**
 * PUT /v1/sessions/{id}/settings: the host changes a session's settings after creating it; they are validated
 * strictly and apply from the next append (here: auto-compaction switched on starts a threshold compaction).
 */
import { deleteSession } from '../../store/session-store';
import type { SessionEntry } from '../../core';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';

const api = useApiWorld(['a', 'b']);
const OPUS = 'anthropic/claude-opus-4-5';

async function newSession(): Promise<string> {
  const response = await api.call(api.keys.a!, '/v1/sessions', { method: 'POST', json: { model: OPUS } });
  return ((await response.json()) as { id: string }).id;
}

const put = (key: string, id: string, json: unknown) =>
  api.call(key, `/v1/sessions/${id}/settings`, { method: 'PUT', json });

describe('replacing a session’s settings', () => {
  it('stores the new settings and applies them from the next append', async () => {
    const id = await newSession();
    const entries = codingSession({ turns: 8, toolOutputChars: 12_000 }) as SessionEntry[];
    const first = await api.call(api.keys.a!, `/v1/sessions/${id}/entries`, {
      method: 'POST',
      json: { entries: entries.slice(0, 16) },
    });
    expect(await first.json()).toMatchObject({ compaction: null });

    const settings = { model: OPUS, autoCompaction: true, compaction: { thresholdTokens: 20_000 } };
    const replaced = await put(api.keys.a!, id, settings);
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ id, settings });
    const read = await api.call(api.keys.a!, `/v1/sessions/${id}`);
    expect(((await read.json()) as { settings: unknown }).settings).toEqual(settings);

    const next = await api.call(api.keys.a!, `/v1/sessions/${id}/entries`, {
      method: 'POST',
      json: { entries: entries.slice(16) },
    });
    const body = (await next.json()) as { contextTokens: number; compaction: { id: string; trigger: string } };
    expect(body.contextTokens).toBeGreaterThan(20_000);
    expect(body.compaction).toMatchObject({ trigger: 'threshold' });
    const done = await api.call(api.keys.a!, `/v1/sessions/${id}/compactions/${body.compaction.id}?wait=120`);
    expect(await done.json()).toMatchObject({ status: 'completed', result: { outcome: 'compacted' } });
  });

  it('rejects a misspelt knob, a bad model reference and a wrong type with a 400 naming the field; nothing changes', async () => {
    const id = await newSession();
    const cases: [unknown, RegExp][] = [
      [{ autocompaction: true }, /autocompaction/],
      [{ compaction: { keepRecentToken: 10 } }, /keepRecentToken/],
      [{ model: 'claude' }, /model/],
      [{ compaction: { reserveTokens: -5 } }, /reserveTokens/],
    ];
    for (const [settings, field] of cases) {
      const response = await put(api.keys.a!, id, settings);
      expect(response.status).toBe(400);
      const problem = (await response.json()) as { type: string; detail: string };
      expect(problem.detail).toMatch(field);
    }
    const read = await api.call(api.keys.a!, `/v1/sessions/${id}`);
    expect(((await read.json()) as { settings: unknown }).settings).toEqual({ model: OPUS });
  });

  it("answers 404 for another tenant's session and for a deleted one", async () => {
    const id = await newSession();
    expect((await put(api.keys.b!, id, { autoCompaction: true })).status).toBe(404);
    await deleteSession(api.world.store.db, { tenantId: 'a', sessionId: id });
    expect((await put(api.keys.a!, id, { autoCompaction: true })).status).toBe(404);
  });
});
