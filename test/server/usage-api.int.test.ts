/**
 * Provider usage over the HTTP API (docs/usage-and-budgets.md): each provider call a compaction makes is one
 * row with the tokens the provider reported, so `GET /v1/usage` adds up to exactly what the fake provider answered
 * for the calls of the run, with its estimated cost at the default prices; per session, per day, per time range,
 * never another tenant's; operators read any tenant's; the Prometheus counters carry the same totals per tenant.
 */
import { createOperatorKey } from '../../service/operators';
import { usageReport } from '../../service/usage';
import { recordProviderUsage } from '../../store/usage/provider-usage';
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
  // claude-opus-4-5 at $5 input, $0.50 cache reads (outside Anthropic's input), $25 output per million tokens
  const estimatedCostUsd = Math.round((inputTokens * 5 + cachedTokens * 0.5 + outputTokens * 25) * 100) / 1e8;
  // The compactions send no images: 0 image tokens, known without estimating.
  const calls = to - from + 1;
  return { calls, inputTokens, outputTokens, cachedTokens, imageInputTokens: 0, estimatedCalls: 0, estimatedCostUsd };
};
const PRICES = expect.objectContaining({ asOf: '2026-11-15' });
const report = (groupBy: string, groups: Json[], model: string, total: Json) => ({
  models: [{ model, ...total }],
  groupBy,
  groups,
  total,
  unpricedModels: [],
  prices: PRICES,
});

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
    const byModel = (total: Json) => report('model', [{ key: model, ...total }], model, total);
    expect(await usage(api.keys.ua!, '?sessionId=ua-one')).toEqual(byModel(first));
    const both = reported(one.first, two.last);
    expect(both.estimatedCostUsd).toBeGreaterThan(0);
    expect(await usage(api.keys.ua!)).toEqual(byModel(both));

    const second = reported(two.first, two.last);
    const sessions = [
      { key: 'ua-one', ...first },
      { key: 'ua-two', ...second },
    ];
    expect(await usage(api.keys.ua!, '?groupBy=session')).toEqual(report('session', sessions, model, both));
    const today = new Date().toISOString().slice(0, 10);
    expect(await usage(api.keys.ua!, '?groupBy=day')).toEqual(report('day', [{ key: today, ...both }], model, both));

    const nothing = {
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cachedTokens: 0,
      imageInputTokens: 0,
      estimatedCalls: 0,
      estimatedCostUsd: 0,
    };
    const empty = { models: [], groupBy: 'model', groups: [], total: nothing, unpricedModels: [], prices: PRICES };
    expect(await usage(api.keys.ua!, '?to=2000-01-01T00:00:00Z')).toEqual(empty);
    expect(await usage(api.keys.ub!)).toEqual(empty);

    const metrics = await (await api.call(undefined, '/metrics')).text();
    expect(metrics).toContain(
      `compactor_compaction_provider_tokens_total{tenant="ua",kind="input"} ${both.inputTokens}`,
    );
    expect(metrics).toContain(
      `compactor_compaction_provider_tokens_total{tenant="ua",kind="output"} ${both.outputTokens}`,
    );
    expect(metrics).toContain(`compactor_compaction_estimated_cost_usd_total{tenant="ua"} ${both.estimatedCostUsd}`);
    expect(metrics).toContain(`compactor_compaction_estimated_cost_usd_total{tenant="ub"} 0`);
    expect(metrics).toContain(`compactor_compaction_image_input_tokens_total{tenant="ua"} ${both.imageInputTokens}`);

    const operator = await createOperatorKey(api.world.store.db, { name: 'usage-ops' });
    expect(await usage(operator.secret, '', '/v1/admin/tenants/ua/usage')).toEqual(await usage(api.keys.ua!));
    const operatorBySession = await usage(operator.secret, '?groupBy=session', '/v1/admin/tenants/ua/usage');
    expect(operatorBySession.groups).toEqual(sessions);
    expect((await api.call(operator.secret, '/v1/admin/tenants/nobody/usage')).status).toBe(404);
    expect((await api.call(api.keys.ua!, '/v1/admin/tenants/ua/usage')).status).toBe(401);
  });

  it('counts the tokens of a model the price table has no price for, names it, and gives it no cost', async () => {
    const row = {
      tenantId: 'ub',
      sessionId: 'ub-x',
      workflowId: 'compact:ub:ub-x',
      runId: 'r1',
      activity: 'summarizeCompaction',
    };
    await recordProviderUsage(api.world.store.db, {
      ...row,
      model: 'openai/gpt-oss-120b',
      inputTokens: 900,
      outputTokens: 90,
      cachedTokens: 0,
    });
    await recordProviderUsage(api.world.store.db, {
      ...row,
      model: 'openai/gpt-5',
      inputTokens: 1000,
      outputTokens: 100,
      cachedTokens: 400,
    });
    const read = await usage(api.keys.ub!, '?sessionId=ub-x&groupBy=session');
    // gpt-5: 600 × $1.25 + 400 × $0.125 + 100 × $10 per million
    const gpt5 = {
      model: 'openai/gpt-5',
      calls: 1,
      inputTokens: 1000,
      outputTokens: 100,
      cachedTokens: 400,
      imageInputTokens: 0,
      estimatedCalls: 0,
      estimatedCostUsd: 0.0018,
    };
    const oss = {
      model: 'openai/gpt-oss-120b',
      calls: 1,
      inputTokens: 900,
      outputTokens: 90,
      cachedTokens: 0,
      imageInputTokens: 0,
      estimatedCalls: 0,
      estimatedCostUsd: null,
    };
    const total = {
      calls: 2,
      inputTokens: 1900,
      outputTokens: 190,
      cachedTokens: 400,
      imageInputTokens: 0,
      estimatedCalls: 0,
      estimatedCostUsd: 0.0018,
    };
    expect(read).toEqual({
      models: [gpt5, oss],
      groupBy: 'session',
      groups: [{ key: 'ub-x', ...total }],
      total,
      unpricedModels: ['openai/gpt-oss-120b'],
      prices: PRICES,
    });
  });

  it('shows image tokens and the calls with estimated figures, and prices image tokens at their own price', async () => {
    const row = { tenantId: 'ub', workflowId: 'compact:ub:ub-img', runId: 'r2', activity: 'generateHandoff' };
    // Gemini's split as reported; an Anthropic estimate from the image's size; a row from before image tokens.
    await recordProviderUsage(api.world.store.db, {
      ...row,
      sessionId: 'ub-img',
      model: 'google/gemini-3-pro',
      inputTokens: 2120,
      outputTokens: 100,
      cachedTokens: 0,
      imageInputTokens: 1120,
    });
    await recordProviderUsage(api.world.store.db, {
      ...row,
      sessionId: 'ub-img',
      model: 'anthropic/claude-haiku-4-5',
      inputTokens: 4000,
      outputTokens: 100,
      cachedTokens: 0,
      imageInputTokens: 3293,
      estimated: true,
    });
    await recordProviderUsage(api.world.store.db, {
      ...row,
      sessionId: 'ub-img',
      model: 'anthropic/claude-haiku-4-5',
      inputTokens: 500,
      outputTokens: 50,
      cachedTokens: 0,
    });

    const read = await usage(api.keys.ub!, '?sessionId=ub-img');
    expect(read.models).toEqual([
      expect.objectContaining({
        model: 'anthropic/claude-haiku-4-5',
        calls: 2,
        imageInputTokens: 3293,
        estimatedCalls: 1,
      }),
      expect.objectContaining({ model: 'google/gemini-3-pro', calls: 1, imageInputTokens: 1120, estimatedCalls: 0 }),
    ]);
    expect(read.total).toMatchObject({ calls: 3, inputTokens: 6620, imageInputTokens: 4413, estimatedCalls: 1 });
    // At the default prices an image token costs an input token: gemini 2120 × $2 + 100 × $12 per million.
    expect(read.models[1].estimatedCostUsd).toBe(0.00544);

    // A price table with an image price: 1000 text × $2 + 1120 image × $10 + 100 × $12 per million.
    const prices = {
      asOf: '2026-12-01',
      source: 'test',
      models: { 'google/gemini-3-pro': { input: 2, output: 12, imageInput: 10 } },
    };
    const priced = await usageReport({ db: api.world.store.db, prices }, { tenantId: 'ub', sessionId: 'ub-img' });
    expect(priced.models.find((m) => m.model === 'google/gemini-3-pro')?.estimatedCostUsd).toBe(0.0144);
  });

  it('refuses a malformed range or split with 400', async () => {
    const response = await api.call(api.keys.ua!, '/v1/usage?from=yesterday');
    expect(response.status).toBe(400);
    expect((await response.json()) as Json).toMatchObject({ path: 'querystring.from' });
    const split = await api.call(api.keys.ua!, '/v1/usage?groupBy=tenant');
    expect(split.status).toBe(400);
    expect((await split.json()) as Json).toMatchObject({ path: 'querystring.groupBy' });
  });
});
