import { contextFrom, type ContextInputs } from '../../store/session-store';
import { estimateContextTokens, type SessionEntry } from '../../core';
import { ContextCache } from '../../service/context-cache';
import { codingSession } from '../helpers/session-builder';

const ids = { tenantId: 't', sessionId: 's' };
const session = codingSession({ turns: 3 });
const loadedThrough = (n: number, incarnation = 1): ContextInputs => ({
  branch: {
    sessionId: 's',
    leafId: session[n - 1]!.id,
    lastSeq: n,
    incarnation,
    entries: session.slice(0, n),
  },
  images: new Map(),
});
const appendOf = (from: number, to: number, overrides: Partial<{ priorSeq: number; incarnation: number }> = {}) => ({
  priorSeq: from,
  incarnation: 1,
  lastSeq: to,
  leafId: session[to - 1]!.id,
  entries: session.slice(from, to),
  ...overrides,
});

const rebuiltTokens = (inputs: ContextInputs) => estimateContextTokens(contextFrom(inputs, 'llm').context.messages);

describe('the API context cache', () => {
  it('hands back loaded inputs only at the exact version they were loaded at', () => {
    const cache = new ContextCache(1 << 20);
    cache.remember(ids, loadedThrough(4), 1000);
    expect(cache.at(ids, { lastSeq: 4, incarnation: 1 })?.branch.entries).toHaveLength(4);
    expect(cache.at(ids, { lastSeq: 5, incarnation: 1 })).toBeUndefined();
    expect(cache.at(ids, { lastSeq: 4, incarnation: 2 })).toBeUndefined();
    expect(cache.at({ tenantId: 'other', sessionId: 's' }, { lastSeq: 4, incarnation: 1 })).toBeUndefined();
  });

  it('extends the cached branch by an append that continues the active path from its version', () => {
    const cache = new ContextCache(1 << 20);
    cache.remember(ids, loadedThrough(4), 1000);
    const extended = cache.extend(ids, appendOf(4, 6));
    expect(extended?.inputs.branch).toEqual(loadedThrough(6).branch);
  });

  it("estimates an extension's context as its rebuild does, and follows on from the tally it kept", () => {
    const cache = new ContextCache(1 << 20);
    cache.remember(ids, loadedThrough(4), 1000);
    const first = cache.extend(ids, appendOf(4, 5))!;
    expect(first.tokens).toBe(rebuiltTokens(loadedThrough(5)));
    cache.remember(ids, first.inputs, 1000, first.tally);
    const second = cache.extend(ids, appendOf(5, 7))!;
    expect(second.tokens).toBe(rebuiltTokens(loadedThrough(7)));
    expect(second.tally).toBe(first.tally);
  });

  it('tallies afresh after an extension whose append rolled back: the tally it advanced is past the cached version', () => {
    const cache = new ContextCache(1 << 20);
    cache.remember(ids, loadedThrough(3), 1000);
    const committed = cache.extend(ids, appendOf(3, 4))!;
    cache.remember(ids, committed.inputs, 1000, committed.tally);
    cache.extend(ids, appendOf(4, 6));
    const instead = { ...session[4]!, id: 'instead' } as SessionEntry;
    const retried = cache.extend(ids, { ...appendOf(4, 5), entries: [instead], leafId: 'instead' })!;
    const rebuilt = {
      ...loadedThrough(4),
      branch: { ...loadedThrough(4).branch, entries: [...session.slice(0, 4), instead] },
    };
    expect(retried.tokens).toBe(rebuiltTokens({ ...rebuilt, branch: { ...rebuilt.branch, leafId: 'instead' } }));
    expect(retried.tally).not.toBe(committed.tally);
  });

  it('drops the entry instead of extending it when another writer advanced the session in between', () => {
    const cache = new ContextCache(1 << 20);
    cache.remember(ids, loadedThrough(4), 1000);
    expect(cache.extend(ids, appendOf(4, 6, { priorSeq: 5 }))).toBeUndefined();
    expect(cache.at(ids, { lastSeq: 4, incarnation: 1 })).toBeUndefined();
  });

  it('does not extend across a purged and re-created session with the same id and seq', () => {
    const cache = new ContextCache(1 << 20);
    cache.remember(ids, loadedThrough(4), 1000);
    expect(cache.extend(ids, appendOf(4, 6, { incarnation: 2 }))).toBeUndefined();
  });

  it('does not extend by a branch off an older entry or by a batch that carries a compaction', () => {
    const cache = new ContextCache(1 << 20);
    cache.remember(ids, loadedThrough(4), 1000);
    const branch = { ...session[4]!, parentId: session[1]!.id } as SessionEntry;
    expect(cache.extend(ids, { ...appendOf(4, 5), entries: [branch] })).toBeUndefined();
    cache.remember(ids, loadedThrough(4), 1000);
    const compaction = { ...session[4]!, type: 'compaction' } as unknown as SessionEntry;
    expect(cache.extend(ids, { ...appendOf(4, 5), entries: [compaction] })).toBeUndefined();
    cache.remember(ids, loadedThrough(4), 1000);
    expect(cache.extend(ids, { ...appendOf(4, 5), leafId: session[2]!.id })).toBeUndefined();
  });

  it('keeps within its byte bound: an oversized branch is not kept, the least recently used goes first', () => {
    const cache = new ContextCache(10_000);
    cache.remember(ids, loadedThrough(4), 20_000);
    expect(cache.size).toBe(0);
    const a = { tenantId: 't', sessionId: 'a' };
    const b = { tenantId: 't', sessionId: 'b' };
    cache.remember(a, loadedThrough(4), 3000);
    cache.remember(b, loadedThrough(4), 3000);
    cache.at(a, { lastSeq: 4, incarnation: 1 });
    cache.remember(ids, loadedThrough(4), 3000);
    expect(cache.at(a, { lastSeq: 4, incarnation: 1 })).toBeDefined();
    expect(cache.at(b, { lastSeq: 4, incarnation: 1 })).toBeUndefined();
    expect(cache.at(ids, { lastSeq: 4, incarnation: 1 })).toBeDefined();
  });

  it('keeps a serialized reading with its version and never hands it out for another version', () => {
    const cache = new ContextCache(1 << 20);
    const v4 = { lastSeq: 4, incarnation: 1 };
    cache.keepRendering(ids, v4, 'url', Buffer.from('{"no":"entry yet"}'));
    expect(cache.rendering(ids, v4, 'url')).toBeUndefined();
    cache.remember(ids, loadedThrough(4), 1000);
    cache.keepRendering(ids, v4, 'url', Buffer.from('{"at":4}'));
    expect(cache.rendering(ids, v4, 'url')?.toString()).toBe('{"at":4}');
    expect(cache.rendering(ids, v4, 'inline')).toBeUndefined();
    expect(cache.rendering(ids, { lastSeq: 5, incarnation: 1 }, 'url')).toBeUndefined();
    cache.extend(ids, appendOf(4, 5));
    cache.remember(ids, loadedThrough(5), 1000);
    expect(cache.rendering(ids, { lastSeq: 5, incarnation: 1 }, 'url')).toBeUndefined();
  });

  it('keeps the branch of an empty session (no entries, no text) like any other', () => {
    const cache = new ContextCache(1 << 20);
    const empty: ContextInputs = {
      branch: { sessionId: 's', leafId: null, lastSeq: 0, incarnation: 1, entries: [] },
      images: new Map(),
    };
    cache.remember(ids, empty, 0);
    expect(cache.at(ids, { lastSeq: 0, incarnation: 1 })).toBe(empty);
    expect(cache.extend(ids, appendOf(0, 2))?.inputs.branch.entries).toEqual(session.slice(0, 2));
  });
});
