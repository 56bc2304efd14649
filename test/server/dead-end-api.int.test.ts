/**
 * Dead-end parking through the HTTP API (compaction spec §12 case 59, the dead-end warning at most once per
 * oversized turn): threshold compactions started over the API on a session whose live window is one oversized turn of
 * protected (`skill`) outputs; the stamp read back through the audit route.
 */
import { useApiWorld } from '../helpers/api-server';
import { eventsOf } from '../helpers/store-queries';

const api = useApiWorld(['a']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const at = '2026-01-01T00:00:00Z';
const DEAD_END = /^Compaction freed too little context to make progress/;
const usage = { input: 1000, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 1000 };
const assistant = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages', usage };

function entries(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const message = (id: string, parentId: string | null, m: Record<string, unknown>) =>
    out.push({ type: 'message', id, parentId, timestamp: at, message: { timestamp: out.length, ...m } });
  message('u1', null, { role: 'user', content: 'set the project up' });
  message('a1', 'u1', {
    role: 'assistant',
    content: [{ type: 'text', text: 'done' }],
    stopReason: 'stop',
    ...assistant,
  });
  out.push({
    type: 'compaction',
    id: 'c1',
    parentId: 'a1',
    timestamp: at,
    summary: 'The project was set up.',
    firstKeptEntryId: 'u1',
    tokensBefore: 5000,
  });
  message('u2', 'c1', { role: 'user', content: 'review every module' });
  let parent = 'u2';
  for (let i = 0; i < 3; i += 1) {
    const call = { type: 'toolCall', id: `k${i}`, name: 'skill', arguments: { name: `review-${i}` } };
    message(`k${i}a`, parent, { role: 'assistant', content: [call], stopReason: 'toolUse', ...assistant });
    const content = [{ type: 'text', text: `review ${i}\n${'x'.repeat(300_000)}` }];
    message(`k${i}r`, `k${i}a`, {
      role: 'toolResult',
      toolCallId: `k${i}`,
      toolName: 'skill',
      content,
      isError: false,
    });
    parent = `k${i}r`;
  }
  return out;
}

async function compact(): Promise<Json> {
  const response = await api.call(api.keys.a!, '/v1/sessions/oversized/compactions?wait=120', {
    method: 'POST',
    json: { trigger: 'threshold' },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('dead-end parking over the HTTP API', () => {
  it('stamps the warning on the compaction once, then parks later threshold compactions on the same turn', async () => {
    const created = await api.call(api.keys.a!, '/v1/sessions', {
      method: 'POST',
      json: { id: 'oversized', model: 'anthropic/claude-opus-4-5' },
    });
    expect(created.status).toBe(201);
    const appended = await api.call(api.keys.a!, '/v1/sessions/oversized/entries', {
      method: 'POST',
      json: { entries: entries() },
    });
    expect(appended.status).toBe(201);

    const first = await compact();
    expect(first).toMatchObject({
      status: 'completed',
      result: { reason: 'dead-end', progressGuard: 'dead-end', automaticContinuationBlocked: true },
    });
    expect(first.result.warning).toMatch(DEAD_END);
    const audit = (await (await api.call(api.keys.a!, '/v1/sessions/oversized/audit')).json()) as Json;
    expect(audit.compactions).toEqual([
      expect.objectContaining({ entryId: 'c1', warning: expect.stringMatching(DEAD_END) }),
    ]);

    const second = await compact();
    expect(second).toMatchObject({
      status: 'completed',
      result: { outcome: 'skipped', reason: 'dead-end', automaticContinuationBlocked: true },
    });
    expect(second.result).not.toHaveProperty('warning');
    expect(second.result).not.toHaveProperty('progressGuard');
    const marks = await eventsOf(api.world.store.db, { tenantId: 'a', sessionId: 'oversized' }, 'compaction_warning');
    expect(marks).toHaveLength(1);
  });
});
