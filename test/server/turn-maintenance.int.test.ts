/**
 * Per-turn maintenance on append (compaction spec §3.3 steps 6–9, §5.2, §12 cases 43–47): an appended assistant
 * turn blanks the reads it superseded and the results its tools flagged useless — only near the tail, or anywhere
 * once the session had idled past the prompt cache's lifetime — as `content_pruned` events right after the append;
 * the response reports the tokens freed, and the threshold decision sees the context after the blanking. Through
 * the HTTP API (the server's branch cache) and the service without a cache (a one-shot command's path).
 */
import type { SessionEntry } from '../../core';
import { SUPERSEDED_NOTICE, USELESS_NOTICE } from '../../core/compaction/prune-candidates';
import { appendEntries } from '../../service/entries';
import type { ServiceDeps } from '../../service/deps';
import { createSession } from '../../service/sessions';
import { useApiWorld } from '../helpers/api-server';
import { eventsOf } from '../helpers/store-queries';

const api = useApiWorld(['host']);
const OPUS = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages' };
const MINUTE = 60_000;

/** A linear chain of entries with ids `<prefix>-<n>`, each message stamped `at` (ms). */
function turns(prefix: string, parentId: string | null) {
  const entries: SessionEntry[] = [];
  let parent = parentId;
  let n = 0;
  const push = (message: Record<string, unknown>) => {
    const id = `${prefix}-${n++}`;
    entries.push({ type: 'message', id, parentId: parent, timestamp: new Date().toISOString(), message } as never);
    parent = id;
    return id;
  };
  const builder = {
    entries,
    user: (text: string, at: number) => (push({ role: 'user', content: text, timestamp: at }), builder),
    /** An assistant tool call, its result, and the answer after it. */
    tool(call: { name: string; args: Record<string, unknown>; output: string; useless?: boolean }, at: number) {
      const callId = `${prefix}-call-${n}`;
      push({
        role: 'assistant',
        content: [{ type: 'toolCall', id: callId, name: call.name, arguments: call.args }],
        stopReason: 'toolUse',
        ...OPUS,
        timestamp: at,
      });
      const resultId = push({
        role: 'toolResult',
        toolCallId: callId,
        toolName: call.name,
        content: [{ type: 'text', text: call.output }],
        isError: false,
        ...(call.useless ? { useless: true } : {}),
        timestamp: at,
      });
      push({
        role: 'assistant',
        content: [{ type: 'text', text: 'Done.' }],
        stopReason: 'stop',
        ...OPUS,
        timestamp: at,
      });
      return resultId;
    },
    last: () => parent,
  };
  return builder;
}

/** The tool call a result id of `turns` answers (`<prefix>-<n>` answers `<prefix>-call-<n - 1>`). */
const callOf = (resultId: string) => resultId.replace(/-(\d+)$/, (_, n: string) => `-call-${Number(n) - 1}`);

const source = (lines: number) => 'export const value = compute();\n'.repeat(lines);

async function newSession(settings: Record<string, unknown> = {}): Promise<string> {
  const response = await api.call(api.keys.host!, '/v1/sessions', {
    method: 'POST',
    json: { model: 'anthropic/claude-opus-4-5', settings },
  });
  return ((await response.json()) as { id: string }).id;
}

async function post(sessionId: string, entries: SessionEntry[]) {
  const response = await api.call(api.keys.host!, `/v1/sessions/${sessionId}/entries`, {
    method: 'POST',
    json: { entries },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as {
    lastSeq: number;
    contextTokens: number;
    tokensFreed: number;
    compaction: unknown;
  };
}

/** The text the context now gives the tool result answering `callId`. */
async function toolResultText(sessionId: string, callId: string): Promise<string> {
  const response = await api.call(api.keys.host!, `/v1/sessions/${sessionId}/context`);
  type Message = { role: string; toolCallId?: string; content: { text: string }[] };
  const { messages } = (await response.json()) as { messages: Message[] };
  const result = messages.find((m) => m.role === 'toolResult' && m.toolCallId === callId);
  return result!.content.map((b) => b.text).join('');
}

const pruneEvents = async (sessionId: string) =>
  (await eventsOf(api.world.store.db, { tenantId: 'host', sessionId }, 'content_pruned')).map((row) => {
    const data = row.data as { targetId: string; reason: string; placeholder: string };
    return { targetId: data.targetId, reason: data.reason, placeholder: data.placeholder };
  });

describe('per-turn maintenance on append', () => {
  it('blanks a read the appended turn superseded, reports the tokens freed, and the next seq follows the events', async () => {
    const sessionId = await newSession();
    const now = Date.now();
    const first = turns('a', null).user('read it', now);
    const old = first.tool({ name: 'read', args: { path: 'src/parser.ts' }, output: source(200) }, now);
    expect((await post(sessionId, first.entries)).tokensFreed).toBe(0);
    const second = turns('b', first.last()).user('read it again', now);
    const fresh = second.tool({ name: 'read', args: { path: 'src/parser.ts' }, output: source(210) }, now);
    const appended = await post(sessionId, second.entries);
    expect(appended.tokensFreed).toBeGreaterThan(1500);
    expect(await pruneEvents(sessionId)).toEqual([
      { targetId: old, reason: 'superseded', placeholder: SUPERSEDED_NOTICE },
    ]);
    expect(await toolResultText(sessionId, callOf(old))).toBe(SUPERSEDED_NOTICE);
    expect(await toolResultText(sessionId, callOf(fresh))).toBe(source(210));
    // The response names the seq after the pruning event, so the host's next If-Match holds.
    const next = await api.call(api.keys.host!, `/v1/sessions/${sessionId}/entries`, {
      method: 'POST',
      headers: { 'if-match': `"${appended.lastSeq}"` },
      json: { entries: turns('c', second.last()).user('next', now).entries },
    });
    expect(next.status).toBe(201);
  });

  it('blanks a useless result near the tail, and honours dropUseless and supersedeReads switched off', async () => {
    const now = Date.now();
    const uselessTurn = (prefix: string) => {
      const b = turns(prefix, null).user('search', now);
      const id = b.tool(
        { name: 'grep', args: { pattern: 'TODO' }, output: `No matches found.\n${' '.repeat(400)}`, useless: true },
        now,
      );
      return { b, id };
    };
    const on = await newSession();
    const { b, id } = uselessTurn('u');
    expect((await post(on, b.entries)).tokensFreed).toBeGreaterThan(90);
    expect(await pruneEvents(on)).toEqual([{ targetId: id, reason: 'useless', placeholder: USELESS_NOTICE }]);

    const off = await newSession({ compaction: { dropUseless: false, supersedeReads: false } });
    const kept = uselessTurn('v');
    const read = turns('w', kept.b.last());
    read.tool({ name: 'read', args: { path: 'a.ts' }, output: source(50) }, now);
    read.tool({ name: 'read', args: { path: 'a.ts' }, output: source(50) }, now);
    expect((await post(off, [...kept.b.entries, ...read.entries])).tokensFreed).toBe(0);
    expect(await pruneEvents(off)).toEqual([]);
  });

  it('leaves a superseded read behind a long cached suffix alone until the session idled past the cache lifetime', async () => {
    const db = api.world.store.db;
    let clock = Date.now();
    // The service without the server's cache: the path of a one-shot command.
    const deps: ServiceDeps = { ...api.deps, contextCache: undefined, now: () => clock };
    const ids = { tenantId: 'host', sessionId: 'cache-guard' };
    await createSession(db, ids.tenantId, { id: ids.sessionId, model: 'anthropic/claude-opus-4-5' });
    const start = turns('s', null).user('read', clock);
    const old = start.tool({ name: 'read', args: { path: 'src/big.ts' }, output: source(100) }, clock);
    // About 12,000 tokens of other reads after it: the old read sits deep in the provider's warm cache prefix.
    for (let i = 0; i < 6; i += 1)
      start.tool({ name: 'read', args: { path: `src/other-${i}.ts` }, output: source(250) }, clock);
    await appendEntries(deps, ids, { entries: start.entries });
    const again = turns('t', start.last()).user('read big again', clock);
    again.tool({ name: 'read', args: { path: 'src/big.ts' }, output: source(100) }, clock);
    expect(await appendEntries(deps, ids, { entries: again.entries })).toMatchObject({ tokensFreed: 0 });
    expect(await pruneEvents(ids.sessionId)).toEqual([]);
    // The next turn comes an hour and a half after the last answer: the cache is cold, every stale read may go.
    clock += 90 * MINUTE;
    const later = turns('l', again.last()).user('go on', clock);
    later.tool({ name: 'bash', args: { command: 'ls' }, output: 'a.ts' }, clock);
    const appended = await appendEntries(deps, ids, { entries: later.entries });
    expect(appended.tokensFreed).toBeGreaterThan(500);
    expect(await pruneEvents(ids.sessionId)).toEqual([
      { targetId: old, reason: 'superseded', placeholder: SUPERSEDED_NOTICE },
    ]);
  });

  it('decides the threshold on the context after the blanking: a turn whose pruning brings it under starts nothing', async () => {
    const now = Date.now();
    const settings = { autoCompaction: true, compaction: { thresholdTokens: 6000, keepRecentTokens: 1000 } };
    const sessionId = await newSession(settings);
    const first = turns('p', null).user('read', now);
    first.tool({ name: 'read', args: { path: 'src/huge.ts' }, output: source(400) }, now);
    expect(await post(sessionId, first.entries)).toMatchObject({ compaction: null });
    const second = turns('q', first.last()).user('read again', now);
    second.tool({ name: 'read', args: { path: 'src/huge.ts' }, output: source(400) }, now);
    // Both reads (≈ 6,400 tokens each) are over the threshold before the turn's pruning, one is after it.
    const appended = await post(sessionId, second.entries);
    expect(appended.tokensFreed).toBeGreaterThan(3000);
    expect(appended.contextTokens).toBeLessThan(6000);
    expect(appended.compaction).toBeNull();
  });
});
