/**
 * Speculative compaction (compaction spec §3.7, §12 case 56) through the HTTP API on the dev server: an append that
 * brings the context within the lead below the threshold starts `speculateCompaction`, which summarizes in the
 * background and parks an armed result; the threshold compaction commits it without calling the summarizer again.
 * Far below the band, or with `asyncEnabled` false or unset (opt-in here), nothing starts; a threshold crossed within the grace while the
 * speculation still runs waits for it; a leaf moved off the snapshot and a manual compaction discard it, audited
 * with the reason. A session whose remote endpoint comes first speculates through it; an endpoint set after arming
 * discards the LLM's result; /metrics reports the runs by status. Threshold 40,000 tokens: lead 8,192, band [31,808, 40,000), grace up to 48,192.
 */
import type { SessionEntry } from '../../core';
import { speculationWorkflowId } from '../../core/compaction/speculation';
import { compactionHistory } from '../../service/compactions';
import { DEFERRED_TO_SPECULATION } from '../../service/speculation';
import { count, eq } from 'drizzle-orm';
import { compactions } from '../../schema';
import { withTenant } from '../../store/with-tenant';
import { useApiWorld } from '../helpers/api-server';

const api = useApiWorld(['host']);
const OPUS = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages' };
const COMPACTION = { thresholdTokens: 40_000, keepRecentTokens: 8_000, asyncEnabled: true };
const SETTINGS = { autoCompaction: true, compaction: COMPACTION };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A linear chain of turns with ids `<prefix>-<n>`: a user message of about `tokens` tokens and a short answer. */
function chain(prefix: string) {
  let parent: string | null = null;
  let n = 0;
  const entry = (message: Record<string, unknown>, parentId = parent): SessionEntry => {
    const id = `${prefix}-${n++}`;
    parent = id;
    return { type: 'message', id, parentId, timestamp: new Date().toISOString(), message } as never;
  };
  return {
    turns(count: number, tokens = 4_000, from = parent): SessionEntry[] {
      const out: SessionEntry[] = [];
      parent = from;
      for (let i = 0; i < count; i += 1) {
        out.push(entry({ role: 'user', content: `step ${n} `.padEnd(tokens * 4, 'lorem ipsum '), timestamp: 1 }));
        const answer = [{ type: 'text', text: `Done with step ${n}.` }];
        out.push(entry({ role: 'assistant', content: answer, stopReason: 'stop', ...OPUS, timestamp: 1 }));
      }
      return out;
    },
    leaf: () => parent,
  };
}

async function newSession(id: string, settings: Json = SETTINGS): Promise<string> {
  const response = await api.call(api.keys.host!, '/v1/sessions', {
    method: 'POST',
    json: { id, model: 'anthropic/claude-opus-4-5', settings },
  });
  expect(response.status).toBe(201);
  return id;
}

async function post(sessionId: string, entries: SessionEntry[]): Promise<Json> {
  const response = await api.call(api.keys.host!, `/v1/sessions/${sessionId}/entries`, {
    method: 'POST',
    json: { entries },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Json;
}

const ids = (sessionId: string) => ({ tenantId: 'host', sessionId });

/** The session's speculation audit rows, oldest first: status and reason. */
async function speculations(sessionId: string) {
  const rows = await compactionHistory(api.deps, ids(sessionId));
  return rows
    .filter((row) => row.trigger === 'speculation')
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ status: row.status, reason: row.error }));
}

const speculation = (sessionId: string) =>
  api.world.env.client.workflow.getHandle(speculationWorkflowId('host', sessionId));

async function completed(sessionId: string, runId: string): Promise<Json> {
  const response = await api.call(api.keys.host!, `/v1/sessions/${sessionId}/compactions/${runId}?wait=120`);
  const view = (await response.json()) as Json;
  expect(view.status).toBe('completed');
  return view.result as Json;
}

const calls = () => api.world.fake.requests.length;

describe('speculative compaction', () => {
  it('starts within the lead below the threshold, and not far below it or when switched off', async () => {
    const session = await newSession('spec-band');
    const turns = chain('band');
    const far = await post(session, turns.turns(5));
    expect(far.contextTokens).toBeLessThan(31_808);
    expect(await speculations(session)).toEqual([]);

    const near = await post(session, turns.turns(3));
    expect(near.contextTokens).toBeGreaterThanOrEqual(31_808);
    expect(near.contextTokens).toBeLessThan(40_000);
    expect(near.compaction).toBeNull();
    expect(await speculation(session).result()).toMatchObject({ outcome: 'armed', snapshotLeafId: turns.leaf() });
    expect(await speculations(session)).toEqual([{ status: 'armed', reason: null }]);

    for (const asyncEnabled of [false, undefined]) {
      const compaction = { ...COMPACTION, asyncEnabled };
      const off = await newSession(`spec-off-${asyncEnabled}`, { ...SETTINGS, compaction });
      expect((await post(off, chain('off').turns(8))).contextTokens).toBeGreaterThanOrEqual(31_808);
      expect(await speculations(off)).toEqual([]);
    }
  });

  it('is claimed by the threshold compaction, which commits the armed summary without another summarizer call', async () => {
    const session = await newSession('spec-claim');
    const turns = chain('claim');
    await post(session, turns.turns(5));
    const before = calls();
    await post(session, turns.turns(3));
    const armed = await speculation(session).result();
    expect(armed.outcome).toBe('armed');
    expect(calls() - before).toBe(armed.summaryCalls);

    const over = await post(session, turns.turns(2));
    expect(over.contextTokens).toBeGreaterThan(40_000);
    expect(over.compaction).toMatchObject({ trigger: 'threshold' });
    const result = await completed(session, over.compaction.id);
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', tokensBefore: over.contextTokens });
    expect(calls() - before).toBe(armed.summaryCalls);
    expect(await speculations(session)).toEqual([{ status: 'claimed', reason: null }]);
    const [row] = (await compactionHistory(api.deps, ids(session))).filter((r) => r.trigger === 'threshold');
    expect(row).toMatchObject({ status: 'committed', attempts: [{ method: 'speculation', outcome: 'used' }] });
    const context = (await (await api.call(api.keys.host!, `/v1/sessions/${session}/context`)).json()) as Json;
    expect(JSON.stringify(context.messages[0])).toContain('summary');
  });

  it("asks the session's remote endpoint when it comes first, and the claim commits the endpoint's summary", async () => {
    const remoteEndpoint = `${api.world.fake.url}/summarize`;
    const session = await newSession('spec-remote', { ...SETTINGS, compaction: { ...COMPACTION, remoteEndpoint } });
    const turns = chain('remote');
    await post(session, turns.turns(5));
    const before = calls();
    await post(session, turns.turns(3));
    const armed = await speculation(session).result();
    expect(armed.outcome).toBe('armed');
    const asked = api.world.fake.requests.slice(before).map((r) => r.path);
    expect(asked).toEqual(Array(armed.summaryCalls).fill('/summarize'));

    const over = await post(session, turns.turns(2));
    const result = await completed(session, over.compaction.id);
    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote' });
    expect(calls() - before).toBe(armed.summaryCalls);
    expect(await speculations(session)).toEqual([{ status: 'claimed', reason: null }]);
    const [row] = (await compactionHistory(api.deps, ids(session))).filter((r) => r.trigger === 'threshold');
    expect(row).toMatchObject({ method: 'remote', attempts: [{ method: 'speculation', outcome: 'used' }] });
  });

  it('is discarded as made by another method when a remote endpoint was set after it armed', async () => {
    const session = await newSession('spec-endpoint-later');
    const turns = chain('later');
    await post(session, turns.turns(8));
    expect((await speculation(session).result()).outcome).toBe('armed');
    const remoteEndpoint = `${api.world.fake.url}/summarize`;
    const settings = { ...SETTINGS, compaction: { ...COMPACTION, remoteEndpoint } };
    const put = await api.call(api.keys.host!, `/v1/sessions/${session}/settings`, { method: 'PUT', json: settings });
    expect(put.status).toBe(200);

    const before = calls();
    const over = await post(session, turns.turns(2));
    expect(await completed(session, over.compaction.id)).toMatchObject({ outcome: 'compacted', method: 'remote' });
    expect(api.world.fake.requests.slice(before).map((r) => r.path)).toContain('/summarize');
    expect(await speculations(session)).toEqual([{ status: 'discarded', reason: 'method' }]);
  });

  it('defers a threshold crossed within the grace while the speculation still summarizes', async () => {
    const session = await newSession('spec-grace');
    const turns = chain('grace');
    await post(session, turns.turns(5));
    api.world.fake.script({ text: 'slow summary', delayMs: 4_000 });
    await post(session, turns.turns(3));
    const over = await post(session, turns.turns(2));
    expect(over.compaction).toBeNull();
    expect(over.compactionDeferred).toBe(DEFERRED_TO_SPECULATION);
    expect((await speculation(session).result()).outcome).toBe('armed');
    const next = await post(session, turns.turns(1, 500));
    expect(next.compaction).toMatchObject({ trigger: 'threshold' });
    expect(await completed(session, next.compaction.id)).toMatchObject({ outcome: 'compacted' });
    expect(await speculations(session)).toEqual([{ status: 'claimed', reason: null }]);
  });

  it('is discarded, with the reason audited, when the leaf moved off its snapshot', async () => {
    const session = await newSession('spec-moved');
    const turns = chain('moved');
    await post(session, turns.turns(8));
    expect((await speculation(session).result()).outcome).toBe('armed');
    const snapshot = turns.leaf()!;
    // A sibling branch of the snapshot's last answer: the snapshot is no longer on the active path.
    const fork = turns.turns(
      3,
      4_000,
      snapshot.replace(/-(\d+)$/, (_, n: string) => `-${Number(n) - 1}`),
    );
    const before = calls();
    const over = await post(session, fork);
    expect(over.compaction).toMatchObject({ trigger: 'threshold' });
    expect(await completed(session, over.compaction.id)).toMatchObject({ outcome: 'compacted' });
    expect(calls()).toBeGreaterThan(before);
    expect(await speculations(session)).toEqual([{ status: 'discarded', reason: 'leaf-moved' }]);
  });

  it('is cancelled by a manual compaction, audited as discarded', async () => {
    const session = await newSession('spec-manual');
    const turns = chain('manual');
    await post(session, turns.turns(5));
    api.world.fake.script({ hang: true });
    await post(session, turns.turns(3));
    const manual = await api.call(api.keys.host!, `/v1/sessions/${session}/compactions`, { method: 'POST', json: {} });
    expect(manual.status).toBeLessThan(300);
    const started = (await manual.json()) as Json;
    await expect(speculation(session).result()).rejects.toThrow();
    expect(await completed(session, started.id)).toMatchObject({ outcome: 'compacted' });
    expect(await speculations(session)).toEqual([{ status: 'discarded', reason: 'cancelled' }]);
  });
  it('reports every speculation of the tenants by status on /metrics, as the audit rows hold them', async () => {
    const rows = await withTenant(api.world.store.db, 'host', (tx) =>
      tx
        .select({ status: compactions.status, runs: count() })
        .from(compactions)
        .where(eq(compactions.trigger, 'speculation'))
        .groupBy(compactions.status),
    );
    const held = new Map(rows.map((r) => [r.status, r.runs]));
    expect(held.get('claimed')).toBeGreaterThan(0);
    expect(held.get('discarded')).toBeGreaterThan(0);
    const metrics = await (await api.call(undefined, '/metrics')).text();
    for (const status of ['running', 'armed', 'claimed', 'discarded']) {
      expect(metrics).toContain(`compactor_speculations{status="${status}"} ${held.get(status) ?? 0}\n`);
    }
  });
});
