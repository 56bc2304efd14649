/**
 * Auto-continue over the HTTP API (compaction spec §3.9 step 11, §3.10, §12 case 55): a threshold compaction that
 * leaves headroom, with `compaction.autoContinue` on, returns the continuation prompt in its result (the workflow
 * result says `autoContinue`; the API renders the text); idle and manual compactions never continue, nor does a
 * compaction that left no headroom, one after a final text answer, or any with the setting off.
 */
import { useApiWorld } from '../helpers/api-server';
import { CONTINUATION_PROMPT } from '../helpers/continuation-prompt';

const api = useApiWorld(['a']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const at = '2026-01-01T00:00:00Z';
const usage = { input: 1000, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 1000 };
const assistant = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages', usage };

/**
 * Twelve turns of about 500 tokens each: some 6,000 context tokens, over a 3,000-token threshold. Answers of another
 * model than the session's start no compaction when appended.
 */
function turns(model = assistant.model): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  let parent: string | null = null;
  const message = (id: string, m: Record<string, unknown>) => {
    out.push({ type: 'message', id, parentId: parent, timestamp: at, message: { timestamp: out.length, ...m } });
    parent = id;
  };
  for (let i = 0; i < 12; i += 1) {
    message(`u${i}`, { role: 'user', content: `step ${i}: go on with the refactor` });
    const text = `step ${i} done. ${'The module was split and its callers updated. '.repeat(40)}`;
    const answer = { role: 'assistant', content: [{ type: 'text', text }], stopReason: 'stop', ...assistant, model };
    message(`a${i}`, answer);
  }
  return out;
}

async function session(id: string, compaction: Record<string, unknown>, autoCompaction = false): Promise<void> {
  const created = await api.call(api.keys.a!, '/v1/sessions', {
    method: 'POST',
    json: { id, model: 'anthropic/claude-opus-4-5', settings: { autoCompaction, compaction } },
  });
  expect(created.status).toBe(201);
}

async function append(id: string, entries: Record<string, unknown>[]): Promise<Json> {
  const appended = await api.call(api.keys.a!, `/v1/sessions/${id}/entries`, { method: 'POST', json: { entries } });
  expect(appended.status).toBe(201);
  return appended.json();
}

async function compact(id: string, trigger: string): Promise<Json> {
  const response = await api.call(api.keys.a!, `/v1/sessions/${id}/compactions?wait=120`, {
    method: 'POST',
    json: { trigger },
  });
  expect(response.status).toBe(200);
  const view = (await response.json()) as Json;
  expect(view.status).toBe('completed');
  return view.result;
}

async function compactionOf(id: string, compactionId: string): Promise<Json> {
  const response = await api.call(api.keys.a!, `/v1/sessions/${id}/compactions/${compactionId}?wait=120`);
  expect(response.status).toBe(200);
  const view = (await response.json()) as Json;
  expect(view.status).toBe('completed');
  return view.result;
}

/** A threshold of 3,000 tokens (headroom: at most 2,400 left) and a short kept tail. */
const HEADROOM = { thresholdTokens: 3000, keepRecentTokens: 600 };

describe('auto-continue after a threshold compaction', () => {
  it('returns the continuation prompt when the compaction left headroom, in the start and the get answers', async () => {
    await session('headroom', HEADROOM);
    await append('headroom', turns());

    const result = await compact('headroom', 'threshold');
    expect(result).toMatchObject({ outcome: 'compacted', autoContinue: true });
    expect(result.tokensAfter).toBeLessThanOrEqual(2400);
    expect(result.continuationPrompt).toBe(CONTINUATION_PROMPT);

    const history = (await (await api.call(api.keys.a!, '/v1/sessions/headroom/compactions')).json()) as Json;
    const again = await compactionOf('headroom', history[0].id);
    expect(again.continuationPrompt).toBe(CONTINUATION_PROMPT);
  });

  it('returns none with compaction.autoContinue off', async () => {
    await session('setting-off', { ...HEADROOM, autoContinue: false });
    await append('setting-off', turns());

    const result = await compact('setting-off', 'threshold');
    expect(result.outcome).toBe('compacted');
    expect(result).not.toHaveProperty('autoContinue');
    expect(result).not.toHaveProperty('continuationPrompt');
  });

  it('returns none for manual and idle compactions', async () => {
    await session('manual', HEADROOM);
    await append('manual', turns());
    await session('idle', { ...HEADROOM, idleThresholdTokens: 1000 });
    await append('idle', turns());

    for (const [id, trigger] of [
      ['manual', 'manual'],
      ['idle', 'idle'],
    ] as const) {
      const result = await compact(id, trigger);
      expect(result.outcome).toBe('compacted');
      expect(result.tokensAfter).toBeLessThanOrEqual(2400);
      expect(result).not.toHaveProperty('continuationPrompt');
    }
  });

  it('returns none when the compaction left no headroom', async () => {
    // The kept tail alone is over 80% of the threshold, and it holds no tool output a rescue could elide.
    await session('no-headroom', { thresholdTokens: 3000, keepRecentTokens: 2800 });
    await append('no-headroom', turns());

    const result = await compact('no-headroom', 'threshold');
    expect(result).toMatchObject({ outcome: 'compacted', progressGuard: 'dead-end' });
    expect(result.tokensAfter).toBeGreaterThan(2400);
    expect(result).not.toHaveProperty('continuationPrompt');
  });

  it('continues the compaction an append of a tool-calling turn started, not one after a final answer', async () => {
    // The history's answers are another model's, so that only the last append can start a compaction.
    const history = turns('claude-sonnet-4-5');
    const last = { ...history.at(-1)!, message: { ...(history.at(-1)!.message as object), ...assistant } };
    const call = { type: 'toolCall', id: 'call-1', name: 'read', arguments: { path: 'src/index.ts' } };
    const toolTurn = {
      ...last,
      id: 'a-tool',
      message: { ...(last.message as object), content: [call], stopReason: 'toolUse' },
    };
    await session('append-tool', HEADROOM, true);
    await append('append-tool', history.slice(0, -1));
    const tool = await append('append-tool', [toolTurn]);
    await session('append-final', HEADROOM, true);
    await append('append-final', history.slice(0, -1));
    const final = await append('append-final', [last]);

    expect(tool.compaction).toMatchObject({ trigger: 'threshold' });
    expect((await compactionOf('append-tool', tool.compaction.id)).continuationPrompt).toBe(CONTINUATION_PROMPT);
    expect(final.compaction).toMatchObject({ trigger: 'threshold' });
    const afterFinal = await compactionOf('append-final', final.compaction.id);
    expect(afterFinal.outcome).toBe('compacted');
    expect(afterFinal).not.toHaveProperty('continuationPrompt');
  });
});
