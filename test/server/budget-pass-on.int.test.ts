/**
 * A monthly budget crossed by a real compaction, then the next compaction of each kind (docs/usage-and-budgets.md,
 * "Budgets"), over the HTTP API and the real compactSession workflow: under `pass-on` a manual compaction passes the
 * LLM summary on with reason `budget` and snapcompact commits without a provider call, and an automatic one starts
 * and does the same; under `refuse` the manual one answers 429; an idle compaction past a budget not set to pass on
 * is held (skipped with reason `budget`), and under `pass-on` it archives with snapcompact.
 */
import type { SessionEntry } from '../../core';
import { compactSession } from '../../workflows';
import { compactionStartOptions } from '../../workflows/compaction-types';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';
import { auditOf } from '../helpers/store-queries';

const api = useApiWorld(['ba']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const T = 'ba';
const OPUS = 'anthropic/claude-opus-4-5';
const entries = codingSession({ turns: 40, toolOutputChars: 12_000 }) as SessionEntry[];

const key = () => api.keys[T]!;
const append = async (id: string, batch: SessionEntry[]): Promise<Json> => {
  const response = await api.call(key(), `/v1/sessions/${id}/entries`, { method: 'POST', json: { entries: batch } });
  expect(response.status).toBe(201);
  return response.json();
};
const compact = (id: string) =>
  api.call(key(), `/v1/sessions/${id}/compactions?wait=120`, { method: 'POST', json: {} });
const usedTokens = async (id: string): Promise<number> => {
  const { total } = (await (await api.call(key(), `/v1/usage?sessionId=${id}`)).json()) as Json;
  return total.inputTokens + total.outputTokens;
};
const attemptsOf = async (id: string) =>
  (await auditOf(api.world.store.db, { tenantId: T, sessionId: id }))
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
    .map((row) => row.attempts);
const spentMessage = (used: number) => {
  const now = new Date();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  return `the session's monthly token budget is spent: ${used} of ${used} since ${since}`;
};

/**
 * A session whose first manual compaction (an LLM summary) spends its token budget exactly; then its settings
 * carry `spend` and the rest of the session is appended. Answers the tokens that compaction used.
 */
async function crossBudget(id: string, spend: Json, settings: Json = {}): Promise<number> {
  const created = await api.call(key(), '/v1/sessions', { method: 'POST', json: { id, model: OPUS } });
  expect(created.status).toBe(201);
  await append(id, entries.slice(0, 120));
  expect(((await (await compact(id)).json()) as Json).result).toMatchObject({ method: 'context-full' });
  const used = await usedTokens(id);
  expect(used).toBeGreaterThan(0);
  const put = await api.call(key(), `/v1/sessions/${id}/settings`, {
    method: 'PUT',
    json: { model: OPUS, ...settings, spend: { monthlyTokenBudget: used, ...spend } },
  });
  expect(put.status).toBe(200);
  return used;
}

/** Runs an idle compaction of the session through the workflow, as the idle sweep starts it. */
const idleCompaction = (id: string) =>
  api.world.env.client.workflow.execute(
    compactSession,
    compactionStartOptions(
      { tenantId: T, sessionId: id, trigger: 'idle', model: OPUS, settings: { idleThresholdTokens: 1000 } },
      api.deps.taskQueue,
    ),
  );

describe('a spent budget inside the compaction', () => {
  it('passes a manual compaction on to snapcompact under pass-on, with no provider call', async () => {
    const used = await crossBudget('pass-manual', { onBudgetExceeded: 'pass-on' });
    await append('pass-manual', entries.slice(120));
    const calls = api.world.fake.requests.length;

    const response = await compact('pass-manual');
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as Json;
    expect(result).toMatchObject({ outcome: 'compacted', method: 'snapcompact' });
    expect(result.warning).toBe(
      `T${spentMessage(used).slice(1)}; the history was archived by snapcompact instead of summarized.`,
    );
    expect(api.world.fake.requests.length).toBe(calls);
    expect(await usedTokens('pass-manual')).toBe(used);
    expect((await attemptsOf('pass-manual'))[1]).toEqual([
      { method: 'context-full', outcome: 'passed-on', reason: 'budget' },
      { method: 'snapcompact', outcome: 'used' },
    ]);
  });

  it('starts an automatic compaction under pass-on, which passes on to snapcompact as well', async () => {
    const settings = { autoCompaction: true, compaction: { thresholdTokens: 20_000 } };
    await crossBudget('pass-auto', { onBudgetExceeded: 'pass-on' }, settings);
    const appended = await append('pass-auto', entries.slice(120));
    expect(appended.compactionDeferred).toBeUndefined();
    expect(appended.compaction).toMatchObject({ trigger: 'threshold' });
    const done = await api.call(key(), `/v1/sessions/pass-auto/compactions/${appended.compaction.id}?wait=120`);
    expect(((await done.json()) as Json).result).toMatchObject({ outcome: 'compacted', method: 'snapcompact' });
    expect((await attemptsOf('pass-auto'))[1]).toEqual([
      { method: 'context-full', outcome: 'passed-on', reason: 'budget' },
      { method: 'snapcompact', outcome: 'used' },
    ]);
  });

  it('refuses a manual compaction under refuse with 429, and nothing runs', async () => {
    const used = await crossBudget('refuse-manual', { onBudgetExceeded: 'refuse' });
    await append('refuse-manual', entries.slice(120));
    const refused = await compact('refuse-manual');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Json).detail).toBe(spentMessage(used));
    expect(await attemptsOf('refuse-manual')).toHaveLength(1);
  });

  it('holds an idle compaction past a budget not set to pass on, and archives it with snapcompact under pass-on', async () => {
    await crossBudget('idle-held', {});
    await append('idle-held', entries.slice(120));
    expect(await idleCompaction('idle-held')).toMatchObject({ outcome: 'skipped', reason: 'budget' });
    expect((await attemptsOf('idle-held'))[1]).toBeNull();

    await crossBudget('idle-pass', { onBudgetExceeded: 'pass-on' });
    await append('idle-pass', entries.slice(120));
    expect(await idleCompaction('idle-pass')).toMatchObject({ outcome: 'compacted', method: 'snapcompact' });
    expect((await attemptsOf('idle-pass'))[1]).toEqual([
      { method: 'context-full', outcome: 'passed-on', reason: 'budget' },
      { method: 'snapcompact', outcome: 'used' },
    ]);
  });
});
