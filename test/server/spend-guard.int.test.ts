/**
 * The spend guards over the HTTP API (docs/usage-and-budgets.md): a monthly token or cost budget of a session or
 * its tenant, past which a manual compaction set to refuse answers 429 budget-exceeded and an automatic one does not
 * start; the loop guard stopping automatic compactions of a session after N in its window that did not shrink the
 * context, with a warning event, re-armed by a manual compaction or a settings change.
 */
import type { SessionEntry } from '../../core';
import { createOperatorKey } from '../../service/operators';
import { recordCompaction } from '../../store/compaction-writes/record-compaction';
import { withTenant } from '../../store/with-tenant';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';

const api = useApiWorld(['sa', 'sb']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const OPUS = 'anthropic/claude-opus-4-5';
const entries = codingSession({ turns: 40, toolOutputChars: 12_000 }) as SessionEntry[];

async function session(key: string, id: string, settings: Json = {}): Promise<void> {
  const created = await api.call(key, '/v1/sessions', { method: 'POST', json: { id, model: OPUS, settings } });
  expect(created.status).toBe(201);
}
const append = async (key: string, id: string, batch: SessionEntry[]): Promise<Json> => {
  const response = await api.call(key, `/v1/sessions/${id}/entries`, { method: 'POST', json: { entries: batch } });
  expect(response.status).toBe(201);
  return response.json();
};
const compact = (key: string, id: string) =>
  api.call(key, `/v1/sessions/${id}/compactions?wait=120`, { method: 'POST', json: {} });
const putSettings = (key: string, id: string, settings: Json) =>
  api.call(key, `/v1/sessions/${id}/settings`, { method: 'PUT', json: settings });
const guard = async (key: string, id: string): Promise<Json> =>
  (await api.call(key, `/v1/sessions/${id}/spend-guard`)).json();

describe('monthly budgets', () => {
  it("refuse a manual compaction past the session's token budget with 429 and hold its automatic ones", async () => {
    await session(api.keys.sa!, 'budget-one');
    await append(api.keys.sa!, 'budget-one', entries.slice(0, 120));
    const first = await compact(api.keys.sa!, 'budget-one');
    expect(((await first.json()) as Json).result).toMatchObject({ outcome: 'compacted' });
    const spent = ((await (await api.call(api.keys.sa!, '/v1/usage?sessionId=budget-one')).json()) as Json).total;
    const used = spent.inputTokens + spent.outputTokens;

    const spend = { monthlyTokenBudget: used, onBudgetExceeded: 'refuse' };
    const settings = { model: OPUS, autoCompaction: true, compaction: { thresholdTokens: 20_000 }, spend };
    expect((await putSettings(api.keys.sa!, 'budget-one', settings)).status).toBe(200);
    const refused = await compact(api.keys.sa!, 'budget-one');
    expect(refused.status).toBe(429);
    const problem = (await refused.json()) as Json;
    expect(problem.type).toMatch(/budget-exceeded$/);
    expect(problem.detail).toBe(
      `the session's monthly token budget is spent: ${used} of ${used} since ${monthStart()}`,
    );
    expect(problem.retryAfter).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBe(String(problem.retryAfter));

    const held = await append(api.keys.sa!, 'budget-one', entries.slice(120));
    expect(held.compaction).toBeNull();
    expect(held.compactionDeferred).toBe(problem.detail);
    const view = await guard(api.keys.sa!, 'budget-one');
    expect(view.events).toEqual([
      expect.objectContaining({
        kind: 'budget-exceeded',
        message: problem.detail,
        details: { scope: 'session', what: 'token', used, budget: used, since: monthStart() },
      }),
    ]);

    // A larger budget lets the manual compaction run again.
    const raised = { ...settings, spend: { ...spend, monthlyTokenBudget: used + 1_000_000 } };
    expect((await putSettings(api.keys.sa!, 'budget-one', raised)).status).toBe(200);
    expect((await compact(api.keys.sa!, 'budget-one')).status).toBe(200);
  });

  it("refuse every session's manual compaction once the tenant's cost budget is spent", async () => {
    await session(api.keys.sb!, 'tenant-one');
    await append(api.keys.sb!, 'tenant-one', entries.slice(0, 120));
    expect((await compact(api.keys.sb!, 'tenant-one')).status).toBe(200);
    const cost = ((await (await api.call(api.keys.sb!, '/v1/usage')).json()) as Json).total.estimatedCostUsd;
    expect(cost).toBeGreaterThan(0);

    const operator = await createOperatorKey(api.world.store.db, { name: 'budget-ops' });
    const spend = { monthlyCostBudgetUsd: cost, onBudgetExceeded: 'refuse' };
    const put = await api.call(operator.secret, '/v1/admin/tenants/sb/settings', { method: 'PUT', json: { spend } });
    expect(put.status).toBe(200);
    await session(api.keys.sb!, 'tenant-two');
    await append(api.keys.sb!, 'tenant-two', entries.slice(0, 120));
    const refused = await compact(api.keys.sb!, 'tenant-two');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Json).detail).toBe(
      `the tenant's monthly cost (USD) budget is spent: ${cost} of ${cost} since ${monthStart()}`,
    );
  });
});

function monthStart(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/** An automatic compaction of the session that committed but left the context nearly as it was (its audit row). */
async function flatCompaction(id: string, run: string): Promise<void> {
  const ids = { tenantId: 'sa', sessionId: id };
  await withTenant(api.world.store.db, 'sa', (tx) =>
    recordCompaction(tx, {
      ...ids,
      workflowId: `compact:sa:${id}`,
      runId: run,
      trigger: 'threshold',
      status: 'committed',
      tokensBefore: 30_000,
      tokensAfter: 28_000,
    }),
  );
}

describe('the loop guard', () => {
  it('stops automatic compaction after N that did not shrink the context, until a manual one or a settings change', async () => {
    const spend = { loopGuardCompactions: 2, loopGuardWindowSeconds: 600 };
    const settings = { model: OPUS, autoCompaction: true, compaction: { thresholdTokens: 20_000 }, spend };
    await session(api.keys.sa!, 'loop-one', settings);
    await append(api.keys.sa!, 'loop-one', entries.slice(0, 4));
    await flatCompaction('loop-one', 'flat-1');
    await flatCompaction('loop-one', 'flat-2');

    const stopped = await append(api.keys.sa!, 'loop-one', entries.slice(4, 40));
    expect(stopped.compaction).toBeNull();
    const warning =
      'automatic compaction stopped by the loop guard: the last 2 automatic compactions in 600 s did not shrink the context ' +
      `(${stopped.contextTokens} tokens now); a manual compaction or a settings change re-arms it`;
    expect(stopped.compactionDeferred).toBe(warning);
    const again = await append(api.keys.sa!, 'loop-one', entries.slice(40, 44));
    expect(again.compactionDeferred).toBe(warning);
    let view = await guard(api.keys.sa!, 'loop-one');
    expect(view.loopGuard).toBe('stopped');
    expect(view.events.map((e: Json) => e.kind)).toEqual(['loop-guard-tripped']);
    expect(view.events[0]).toMatchObject({ message: warning, details: { compactions: 2, counted: 2 } });

    // A manual compaction re-arms it: the next append over the threshold compacts again.
    expect((await compact(api.keys.sa!, 'loop-one')).status).toBe(200);
    const rearmed = await append(api.keys.sa!, 'loop-one', entries.slice(44, 100));
    expect(rearmed.compaction).toMatchObject({ trigger: 'threshold' });
    const done = await api.call(api.keys.sa!, `/v1/sessions/loop-one/compactions/${rearmed.compaction.id}?wait=120`);
    expect(((await done.json()) as Json).status).toBe('completed');
    view = await guard(api.keys.sa!, 'loop-one');
    expect(view.loopGuard).toBe('armed');
    expect(view.events.map((e: Json) => [e.kind, e.message])).toEqual([
      ['loop-guard-tripped', warning],
      ['loop-guard-rearmed', 're-armed by a manual compaction'],
    ]);

    // Tripped again by two more that did not shrink it; a settings change re-arms it.
    await flatCompaction('loop-one', 'flat-3');
    await flatCompaction('loop-one', 'flat-4');
    const second = await append(api.keys.sa!, 'loop-one', entries.slice(100, 140));
    expect(second.compactionDeferred).toMatch(/^automatic compaction stopped by the loop guard: the last 2 automatic/);
    const changed = { ...settings, spend: { ...spend, loopGuardWindowSeconds: 900 } };
    expect((await putSettings(api.keys.sa!, 'loop-one', changed)).status).toBe(200);
    const resumed = await append(api.keys.sa!, 'loop-one', entries.slice(140, 160));
    expect(resumed.compactionDeferred).toBeUndefined();
    expect(resumed.compaction).toMatchObject({ trigger: 'threshold' });
    await api.call(api.keys.sa!, `/v1/sessions/loop-one/compactions/${resumed.compaction.id}?wait=120`);
    view = await guard(api.keys.sa!, 'loop-one');
    expect(view.events.map((e: Json) => e.message).slice(2)).toEqual([
      second.compactionDeferred,
      're-armed by a settings change',
    ]);
  });

  it('answers 404 for the guard of an unknown session', async () => {
    expect((await api.call(api.keys.sa!, '/v1/sessions/nobody/spend-guard')).status).toBe(404);
  });
});
