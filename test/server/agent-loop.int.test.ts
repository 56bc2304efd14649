/**
 * The host's agent loop end to end through the generated client on a real socket: an append whose assistant turn
 * overflowed starts a compaction, the host awaits it, `willRetry` lets it answer again, and the next context is
 * rebuilt from the summary. Also: threshold auto-compaction from an append, and the per-tenant compaction limit.
 */
import { createClient, getContext, type components } from '../../client';
import type { SessionEntry } from '../../core';
import { agentTurn, fakeModel } from '../../examples/agent-host';
import { withTenant } from '../../store/with-tenant';
import { recordCompaction } from '../../store/compaction-writes/record-compaction';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';

const api = useApiWorld(['host', 'noisy']);
const client = () => createClient({ baseUrl: api.url, apiKey: api.keys.host! });
const OPUS = 'anthropic/claude-opus-4-5';
/** Store entries as the API's loosely typed entry schema. */
const asBody = (entries: SessionEntry[]) => entries as unknown as components['schemas']['SessionEntry'][];

describe('the agent loop through the client', () => {
  it('recovers from a context overflow: compaction, willRetry, retried turn, context rebuilt from the summary', async () => {
    const created = await client().POST('/v1/sessions', {
      body: { model: OPUS, settings: { autoCompaction: true, compaction: { keepRecentTokens: 2000 } } },
    });
    const sessionId = created.data!.id;
    const model = fakeModel({ contextLimitTokens: 8000, answerChars: 4000 });
    const reports: Awaited<ReturnType<typeof agentTurn>>[] = [];
    for (let turn = 1; turn <= 12 && !reports.some((r) => r.retried); turn += 1) {
      reports.push(await agentTurn(client(), sessionId, model, turn));
    }
    const recovered = reports.find((r) => r.compaction);
    expect(recovered).toMatchObject({
      retried: true,
      compaction: { status: 'completed', result: { outcome: 'compacted', method: 'context-full', willRetry: true } },
    });
    expect(reports.filter((r) => r.compaction)).toHaveLength(1);
    const { data: context } = await getContext(client(), sessionId, 'native');
    expect(context!.messages[0]).toMatchObject({
      role: 'compactionSummary',
      summary: expect.stringContaining('summary'),
    });
    expect(context!.messages.at(-1)).toMatchObject({ role: 'assistant', stopReason: 'stop' });
    expect(context!.lastCompactionId).toBe(recovered!.compaction!.result!.compactionEntryId);
    const { data: history } = await client().GET('/v1/sessions/{sessionId}/compactions', {
      params: { path: { sessionId } },
    });
    expect(history).toMatchObject([{ trigger: 'overflow', status: 'committed' }]);
  });

  it('starts a threshold compaction when an appended answer pushes the context over the threshold', async () => {
    const settings = { autoCompaction: true, compaction: { thresholdTokens: 20_000, keepRecentTokens: 2000 } };
    const created = await client().POST('/v1/sessions', { body: { model: OPUS, settings } });
    const sessionId = created.data!.id;
    const all = codingSession({ turns: 8, toolOutputChars: 12_000 });
    const [head, tail] = [all.slice(0, 16), all.slice(16)];
    const below = await client().POST('/v1/sessions/{sessionId}/entries', {
      params: { path: { sessionId } },
      body: { entries: asBody(head) },
    });
    expect(below.data).toMatchObject({ compaction: null });
    expect(below.data!.contextTokens).toBeLessThan(20_000);
    const over = await client().POST('/v1/sessions/{sessionId}/entries', {
      params: { path: { sessionId } },
      body: { entries: asBody(tail) },
    });
    expect(over.data!.contextTokens).toBeGreaterThan(20_000);
    expect(over.data!.compaction).toMatchObject({ trigger: 'threshold' });
    const { data: done } = await client().GET('/v1/sessions/{sessionId}/compactions/{compactionId}', {
      params: { path: { sessionId, compactionId: over.data!.compaction!.id }, query: { wait: 120 } },
    });
    expect(done).toMatchObject({ status: 'completed', result: { outcome: 'compacted', willRetry: false } });
  });

  it("holds a tenant to its concurrent compactions (429 + Retry-After) without touching another tenant's", async () => {
    const limited = await api.serverWith({ maxConcurrentCompactions: 1 });
    const noisy = createClient({ baseUrl: limited, apiKey: api.keys.noisy! });
    const quiet = createClient({ baseUrl: limited, apiKey: api.keys.host! });
    for (const [c, id] of [
      [noisy, 'noisy-1'],
      [noisy, 'noisy-2'],
      [quiet, 'quiet-1'],
    ] as const) {
      await c.POST('/v1/sessions', { body: { id } });
      await c.POST('/v1/sessions/{sessionId}/entries', {
        params: { path: { sessionId: id } },
        body: { entries: asBody(codingSession({ turns: 30 })) },
      });
    }
    // noisy-1 has a compaction running (as a worker records it when the run starts).
    const running = { tenantId: 'noisy', sessionId: 'noisy-1', workflowId: 'compact:noisy:noisy-1', runId: 'r1' };
    await withTenant(api.world.store.db, 'noisy', (tx) =>
      recordCompaction(tx, { ...running, trigger: 'manual', status: 'running' }),
    );
    const refused = await noisy.POST('/v1/sessions/{sessionId}/compactions', {
      params: { path: { sessionId: 'noisy-2' }, query: { wait: 0 } },
      body: { trigger: 'manual' },
    });
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.error).toMatchObject({ type: 'https://compactor.dev/problems/rate-limited' });
    const other = await quiet.POST('/v1/sessions/{sessionId}/compactions', {
      params: { path: { sessionId: 'quiet-1' }, query: { wait: 120 } },
      body: { trigger: 'manual' },
    });
    expect(other.response.status).toBe(200);
    await withTenant(api.world.store.db, 'noisy', (tx) =>
      recordCompaction(tx, { ...running, trigger: 'manual', status: 'failed', error: 'test cleanup' }),
    );
    const later = await noisy.POST('/v1/sessions/{sessionId}/compactions', {
      params: { path: { sessionId: 'noisy-2' }, query: { wait: 0 } },
      body: { trigger: 'manual' },
    });
    expect(later.response.status).toBe(202);
  });

  it('counts a compaction from the moment it is started, so simultaneous starts cannot all take the last slot', async () => {
    const limited = await api.serverWith({ maxConcurrentCompactions: 1 });
    const host = createClient({ baseUrl: limited, apiKey: api.keys.host! });
    for (const id of ['race-1', 'race-2']) {
      await host.POST('/v1/sessions', { body: { id } });
      await host.POST('/v1/sessions/{sessionId}/entries', {
        params: { path: { sessionId: id } },
        body: { entries: asBody(codingSession({ turns: 30 })) },
      });
    }
    const start = (sessionId: string) =>
      host.POST('/v1/sessions/{sessionId}/compactions', {
        params: { path: { sessionId }, query: { wait: 0 } },
        body: { trigger: 'manual' },
      });
    const both = await Promise.all([start('race-1'), start('race-2')]);
    expect(both.map((r) => r.response.status).sort()).toEqual([202, 429]);

    // Once the started run has finished, its slot is free at once (its claim ended with its audit row).
    const winner = both.find((r) => r.response.status === 202)!;
    const winnerId = both[0] === winner ? 'race-1' : 'race-2';
    const { data: done } = await host.GET('/v1/sessions/{sessionId}/compactions/{compactionId}', {
      params: { path: { sessionId: winnerId, compactionId: winner.data!.id }, query: { wait: 120 } },
    });
    expect(done).toMatchObject({ status: 'completed' });
    const next = await start(winnerId === 'race-1' ? 'race-2' : 'race-1');
    expect(next.response.status).toBe(202);
  });
});
