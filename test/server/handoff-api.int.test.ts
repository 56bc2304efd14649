/**
 * A handed-off session through the host API: its GET names the session it continues in, a new append (or a
 * compaction) is refused with 409 session-handed-off naming that session, and a retried append that had landed before still replays.
 * (The handoff itself is the compactSession workflow's; test/workflows/compact-session/methods/handoff.int.test.ts.)
 */
import { appendStoreEvents } from '../../store/session-store';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';

const api = useApiWorld(['h']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const PROBLEM = 'https://compactor.dev/problems/';

const append = (id: string, entries: unknown[], headers: Record<string, string> = {}) =>
  api.call(api.keys.h!, `/v1/sessions/${id}/entries`, { method: 'POST', json: { entries }, headers });

describe('a handed-off session over the API', () => {
  it('names its successor on GET and answers a new append or compaction with 409 session-handed-off', async () => {
    const created = await api.call(api.keys.h!, '/v1/sessions', { method: 'POST', json: { id: 'ho-api' } });
    expect(created.status).toBe(201);
    const entries = codingSession({ turns: 2 });
    expect((await append('ho-api', entries.slice(0, 4), { 'idempotency-key': 'turn-1' })).status).toBe(201);
    const handoff = { type: 'session_handed_off', toSessionId: 'ho-api-next' };
    await appendStoreEvents(api.world.store.db, { tenantId: 'h', sessionId: 'ho-api', events: [handoff] });

    const got = await api.call(api.keys.h!, '/v1/sessions/ho-api');
    expect((await got.json()) as Json).toMatchObject({ status: 'handed_off', handedOffTo: 'ho-api-next' });

    const refused = await append('ho-api', entries.slice(4));
    expect(refused.status).toBe(409);
    expect((await refused.json()) as Json).toMatchObject({
      type: `${PROBLEM}session-handed-off`,
      status: 409,
      detail: 'session ho-api was handed off to ho-api-next; append to that session',
    });
    const compaction = await api.call(api.keys.h!, '/v1/sessions/ho-api/compactions', { method: 'POST', json: {} });
    expect(compaction.status).toBe(409);
    expect((await compaction.json()) as Json).toMatchObject({ type: `${PROBLEM}session-handed-off` });
    const retried = await append('ho-api', entries.slice(0, 4), { 'idempotency-key': 'turn-1' });
    expect(retried.status).toBe(200);
    expect((await retried.json()) as Json).toMatchObject({ replayed: true });
  });
});

describe('a manual handoff over the API (compaction spec §8)', () => {
  it('refuses a manual handoff of a session with fewer than 2 message entries with 409 handoff-too-short', async () => {
    expect((await api.call(api.keys.h!, '/v1/sessions', { method: 'POST', json: { id: 'ho-short' } })).status).toBe(
      201,
    );
    const [user] = codingSession({ turns: 1 });
    expect((await append('ho-short', [user])).status).toBe(201);
    const body = { strategy: 'handoff' };
    const refused = await api.call(api.keys.h!, '/v1/sessions/ho-short/compactions', { method: 'POST', json: body });
    expect(refused.status).toBe(409);
    expect((await refused.json()) as Json).toMatchObject({
      type: `${PROBLEM}handoff-too-short`,
      detail: 'session ho-short has 1 message entry; a handoff needs at least 2',
    });
    const audit = await api.call(api.keys.h!, '/v1/sessions/ho-short/compactions');
    expect(audit.status).toBe(200);
    expect((await audit.json()) as Json).toEqual([]);
  });
});
