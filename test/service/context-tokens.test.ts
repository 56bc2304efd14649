/**
 * The server's context estimate remembers each message's part by the message object: on the real v1 fixture it
 * equals the core estimate, a message replaced by a new object (a pruned tool result) is estimated anew, and a
 * rebuild that hands out the same objects estimates none of them twice, nor does a turn's index of the same branch.
 */
import { buildCompactionIndex } from '../../core/compaction/build-compaction-index';
import * as tokens from '../../core/compaction/tokens';
import { buildSessionContext } from '../../core/session/build-context';
import { applyContentPruned } from '../../core/session/pruned-entry';
import type { SessionEntry } from '../../core/session/entries';
import { readSessionPath } from '../../cli/read-session-path';
import { contextTokensOf, messageTokensOf } from '../../service/context-tokens';
import { REAL_SESSION } from '../helpers/fixtures';

// The core estimate as it is, its per-message part counted: what contextTokensOf asks of it is what it did not keep.
jest.mock('../../core/compaction/tokens', () => {
  const actual = jest.requireActual<typeof tokens>('../../core/compaction/tokens');
  return { ...actual, estimateMessageTokens: jest.fn(actual.estimateMessageTokens) };
});

let path: SessionEntry[];

beforeAll(async () => {
  ({ path } = await readSessionPath(REAL_SESSION));
});

const messagesOf = (entries: readonly SessionEntry[]) =>
  buildSessionContext(entries, { leafId: entries.at(-1)!.id, mode: 'llm' }).messages;

describe('contextTokensOf', () => {
  it('equals the core estimate of the real session context', () => {
    const messages = messagesOf(path);
    expect(contextTokensOf(messages)).toBe(tokens.estimateContextTokens(messages));
  });

  it('estimates a pruned tool result anew: the pruned context is smaller by what the core estimate says', () => {
    const target = [...path].reverse().find((e) => e.type === 'message' && e.message.role === 'toolResult')!;
    const event = {
      type: 'content_pruned' as const,
      targetId: target.id,
      placeholder: '[pruned]',
      reason: 'superseded' as const,
      tokens: 0,
      prunedAt: 1,
    };
    const before = contextTokensOf(messagesOf(path));
    const pruned = messagesOf(path.map((e) => applyContentPruned(e, e.id === target.id ? event : undefined)));
    expect(contextTokensOf(pruned)).toBe(tokens.estimateContextTokens(pruned));
    expect(contextTokensOf(pruned)).toBeLessThan(before);
  });

  it('estimates only the messages a second rebuild made anew', () => {
    const first = messagesOf(path);
    contextTokensOf(first);
    const second = messagesOf(path);
    const anew = second.filter((m) => !first.includes(m)).length;
    const estimate = jest.mocked(tokens.estimateMessageTokens);
    estimate.mockClear();
    expect(contextTokensOf(second)).toBe(tokens.estimateContextTokens(second));
    expect(anew).toBeLessThan(second.length / 10);
    expect(estimate).toHaveBeenCalledTimes(anew);
  });

  it("lets a turn's index reuse what earlier turns estimated: the same index, one plain estimate fewer per message", () => {
    const estimate = jest.mocked(tokens.estimateMessageTokens);
    const remembered = buildCompactionIndex(path, { estimateMessage: messageTokensOf });
    const indexed = new Set(remembered.ids);
    const messages = path.filter((e) => e.type === 'message' && indexed.has(e.id)).length;
    estimate.mockClear();
    expect(buildCompactionIndex(path, { estimateMessage: messageTokensOf })).toEqual(remembered);
    const rememberedCalls = estimate.mock.calls.length;
    estimate.mockClear();
    expect(buildCompactionIndex(path)).toEqual(remembered);
    expect(estimate.mock.calls.length - rememberedCalls).toBe(messages);
  });
});
