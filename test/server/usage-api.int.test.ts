/**
 * Provider usage over the HTTP API (docs/host-control.md, "Usage"): each provider call a compaction makes is one
 * row with the tokens the provider reported, so `GET /v1/usage` adds up to exactly what the fake provider answered
 * for the calls of the run; per session, per time range, never another tenant's; operators read any tenant's.
 */
import { createOperatorKey } from '../../service/operators';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';

const api = useApiWorld(['ua', 'ub']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The fake provider answers its n-th request (from 1) with input 100 + n, output 10 + n and n cached tokens. */
const reported = (from: number, to: number) => {
  let inputTokens = 0;
  let outputTokens = 0;
  let cachedTokens = 0;
  for (let n = from; n <= to; n += 1) {
    inputTokens += 100 + n;
    outputTokens += 10 + n;
    cachedTokens += n;
  }
  return { calls: to - from + 1, inputTokens, outputTokens, cachedTokens };
};

async function compactedSession(id: string): Promise<{ first: number; last: number }> {
  expect((await api.call(api.keys.ua!, '/v1/sessions', { method: 'POST', json: { id } })).status).toBe(201);
  const entries = codingSession({ turns: 40, toolOutputChars: 12_000 });
  const appended = await api.call(api.keys.ua!, `/v1/sessions/${id}/entries`, { method: 'POST', json: { entries } });
  expect(appended.status).toBe(201);
  const first = api.world.fake.requests.length + 1;
  const response = await api.call(api.keys.ua!, `/v1/sessions/${id}/compactions?wait=120`, {
    method: 'POST',
    json: {},
  });
  expect(((await response.json()) as Json).result).toMatchObject({ outcome: 'compacted' });
  return { first, last: api.world.fake.requests.length };
}

const usage = async (key: string, query = '', path = '/v1/usage') => {
  const response = await api.call(key, `${path}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
};

describe('GET /v1/usage', () => {
  it("adds up to the fake provider's reported usage of every call, per session and for the tenant", async () => {
    const one = await compactedSession('ua-one');
    const two = await compactedSession('ua-two');
    expect(one.last).toBeGreaterThanOrEqual(one.first);
    const model = 'anthropic/claude-opus-4-5';

    const first = reported(one.first, one.last);
    expect(await usage(api.keys.ua!, '?sessionId=ua-one')).toEqual({ models: [{ model, ...first }], total: first });
    const both = reported(one.first, two.last);
    expect(await usage(api.keys.ua!)).toEqual({ models: [{ model, ...both }], total: both });

    const empty = { models: [], total: { calls: 0, inputTokens: 0, outputTokens: 0, cachedTokens: 0 } };
    expect(await usage(api.keys.ua!, '?to=2000-01-01T00:00:00Z')).toEqual(empty);
    expect(await usage(api.keys.ub!)).toEqual(empty);

    const operator = await createOperatorKey(api.world.store.db, { name: 'usage-ops' });
    expect(await usage(operator.secret, '', '/v1/admin/tenants/ua/usage')).toEqual(await usage(api.keys.ua!));
    expect((await api.call(operator.secret, '/v1/admin/tenants/nobody/usage')).status).toBe(404);
    expect((await api.call(api.keys.ua!, '/v1/admin/tenants/ua/usage')).status).toBe(401);
  });

  it('refuses a malformed range with 400', async () => {
    const response = await api.call(api.keys.ua!, '/v1/usage?from=yesterday');
    expect(response.status).toBe(400);
    expect((await response.json()) as Json).toMatchObject({ path: 'querystring.from' });
  });
});
