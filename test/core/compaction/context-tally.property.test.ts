/**
 * The context tally equals the estimate of the full LLM rebuild after every extension, whatever the entries: tool
 * results before, after or without their calls, call ids shared by several turns, failed turns with and without the
 * interrupted-thinking marker, retried turns, plan scaffolding, settings entries, and the entries it does not follow
 * (a compaction, a reset, a model change, another provider's turn), after which the caller tallies afresh.
 */
import fc from 'fast-check';
import { ContextTally } from '../../../core/compaction/context-tally';
import { estimateContextTokens } from '../../../core/compaction/tokens';
import { buildSessionContext } from '../../../core/session/build-context';
import { PREWALK_PLAN_TYPE } from '../../../core/session/entry-message';
import { INTERRUPTED_THINKING_TYPE } from '../../../core/session/context-cleanup';
import type { SessionEntry } from '../../../core/session/entries';
import type { AssistantBlock } from '../../../core/session/messages';
import { a, call, chain, compaction, entry, result, u } from '../session/builders';

type Maker = (id: string, parentId: string | null, earlier: readonly string[]) => SessionEntry;

const callId = fc.constantFrom('c0', 'c1', 'c2', 'c3');

const block: fc.Arbitrary<AssistantBlock> = fc.oneof(
  fc.constant<AssistantBlock>({ type: 'text', text: 'reading the failing test first' }),
  fc.constant<AssistantBlock>({ type: 'thinking', thinking: 'the fixture is stale', thinkingSignature: 'sig' }),
  fc.constant<AssistantBlock>({ type: 'thinking', thinking: 'check the lock order' }),
  fc.constant<AssistantBlock>({ type: 'redactedThinking', data: 'opaque' }),
  callId.map((id): AssistantBlock => ({ type: 'toolCall', id, name: 'bash', arguments: { command: `cat ${id}` } })),
);

const assistant: fc.Arbitrary<Maker> = fc
  .record({
    content: fc.array(block, { maxLength: 4 }),
    stopReason: fc.constantFrom('stop', 'toolUse', 'toolUse', 'aborted', 'error', 'length'),
    provider: fc.constantFrom('anthropic', 'anthropic', 'anthropic', 'anthropic', 'openai'),
    retried: fc.constantFrom(false, false, false, false, true),
  })
  .map(
    ({ content, stopReason, provider, retried }): Maker =>
      (id, parentId) =>
        a(id, parentId, {
          content,
          stopReason: stopReason as 'stop',
          provider,
          model: provider === 'openai' ? 'gpt-5' : 'claude-sonnet-4-5',
          ...(retried ? { retryRecovery: { attempt: 1 } } : {}),
        }),
  );

const maker: fc.Arbitrary<Maker> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Maker>((id, parentId) => u(id, parentId, `please fix ${id}`)) },
  { weight: 5, arbitrary: assistant },
  {
    weight: 5,
    arbitrary: callId.map(
      (c): Maker =>
        (id, parentId) =>
          result(id, parentId, c),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(INTERRUPTED_THINKING_TYPE, PREWALK_PLAN_TYPE, 'note').map(
      (customType): Maker =>
        (id, parentId) =>
          entry({ type: 'custom_message', id, parentId, customType, content: `${customType} ${id}`, display: true }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Maker>((id, parentId) =>
      entry({ type: 'branch_summary', id, parentId, fromId: 'elsewhere', summary: 'explored a dead end' }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Maker>((id, parentId) =>
      entry({ type: 'thinking_level_change', id, parentId, thinkingLevel: 'high' }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Maker>(
      (id, parentId) => entry({ type: 'model_change', id, parentId, model: 'openai/gpt-5' }),
      (id, parentId) => entry({ type: 'reset_boundary', id, parentId }),
      (id, parentId, earlier) => compaction(id, parentId, earlier[Math.floor(earlier.length / 2)] ?? id),
    ),
  },
);

/** The makers chained into a linear path, and cut into batches at the given points. */
function batchesOf(makers: readonly Maker[], cuts: readonly number[]): SessionEntry[][] {
  const entries: SessionEntry[] = [];
  for (const make of makers) {
    const ids = entries.map((e) => e.id);
    entries.push(make(`e${entries.length}`, ids.at(-1) ?? null, ids));
  }
  const points = [...new Set([0, ...cuts.map((c) => c % (entries.length + 1)), entries.length])].sort((x, y) => x - y);
  return points.slice(1).map((point, i) => entries.slice(points[i], point));
}

const rebuiltTokens = (entries: readonly SessionEntry[]) =>
  estimateContextTokens(buildSessionContext(entries, { leafId: entries.at(-1)?.id ?? null, mode: 'llm' }).messages);

describe('ContextTally', () => {
  it('equals the full rebuild estimate after every extension', () => {
    fc.assert(
      fc.property(
        fc.array(maker, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (makers, cuts) => {
          const batches = batchesOf(makers, cuts);
          const path: SessionEntry[] = [...batches[0]!];
          let tally = ContextTally.of(path, { leafId: path.at(-1)?.id ?? null });
          expect(tally.tokens).toBe(rebuiltTokens(path));
          for (const batch of batches.slice(1)) {
            path.push(...batch);
            if (!tally.extend(batch)) tally = ContextTally.of(path, { leafId: path.at(-1)!.id });
            expect(tally.tokens).toBe(rebuiltTokens(path));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  describe('follows the cleanup passes across an extension', () => {
    /** The tally of the first batch extended by the rest: every extension followed, none tallied afresh. */
    function extended(...batches: SessionEntry[][]) {
      const path = [...batches[0]!];
      const tally = ContextTally.of(path, { leafId: path.at(-1)!.id });
      for (const batch of batches.slice(1)) {
        path.push(...batch);
        expect(tally.extend(batch)).toBe(true);
      }
      return { tokens: tally.tokens, rebuilt: rebuiltTokens(path) };
    }
    const marker = (id: string, parentId: string) =>
      entry({
        type: 'custom_message',
        id,
        parentId,
        customType: INTERRUPTED_THINKING_TYPE,
        content: 'x',
        display: false,
      });
    const onlyCall = (id: string, parentId: string, callId: string) =>
      a(id, parentId, {
        content: [{ type: 'toolCall', id: callId, name: 'bash', arguments: {} }],
        stopReason: 'toolUse',
      });

    it('counts a turn in full again once a result answers its call', () => {
      const [user, turn] = chain(
        (p) => u('u1', p),
        (p) => call('a1', p, 'c1'),
      );
      const before = extended([user!, turn!]);
      const after = extended([user!, turn!], [result('r1', 'a1', 'c1')]);
      expect(after.tokens).toBe(after.rebuilt);
      expect(after.tokens).toBeGreaterThan(before.tokens);
    });

    it('drops a failed turn the marker kept once an emptied turn between them is answered', () => {
      const failed = a('a1', 'u1', { stopReason: 'error' });
      const path = [u('u1', null), failed, onlyCall('a2', 'a1', 'c2'), marker('m1', 'a2')];
      const kept = extended(path);
      const answered = extended(path, [result('r2', 'm1', 'c2')]);
      expect(kept.tokens).toBe(kept.rebuilt);
      expect(answered.tokens).toBe(answered.rebuilt);
      const withoutFailed = [u('u1', null), onlyCall('a2', 'u1', 'c2'), marker('m1', 'a2'), result('r2', 'm1', 'c2')];
      expect(answered.tokens).toBe(rebuiltTokens(withoutFailed));
    });

    it('stops counting an earlier result once a dropped failed turn calls it', () => {
      const path = [u('u1', null), result('r0', 'u1', 'c0')];
      const after = extended(path, [call('a1', 'r0', 'c0', { stopReason: 'aborted' }), u('u2', 'a1')]);
      expect(after.tokens).toBe(after.rebuilt);
      expect(after.tokens).toBe(rebuiltTokens([u('u1', null)]) + rebuiltTokens([u('u2', null)]));
    });

    it("does not follow a compaction, a reset, a model change or, after a summary, another provider's turn, and keeps its count", () => {
      const path = chain(
        (p) => u('u1', p),
        (p) => a('a1', p),
        (p) => compaction('k0', p, 'a1'),
      );
      const tally = ContextTally.of(path, { leafId: 'k0' });
      const tokens = tally.tokens;
      expect(tally.extend([compaction('k1', 'k0', 'a1')])).toBe(false);
      expect(tally.extend([entry({ type: 'reset_boundary', id: 'b1', parentId: 'k0' })])).toBe(false);
      expect(tally.extend([entry({ type: 'model_change', id: 'm1', parentId: 'k0', model: 'openai/gpt-5' })])).toBe(
        false,
      );
      expect(tally.extend([a('a2', 'k0', { provider: 'openai', model: 'gpt-5' })])).toBe(false);
      expect(tally.tokens).toBe(tokens);
      expect(tally.extend([u('u2', 'k0')])).toBe(true);
      expect(tally.tokens).toBe(rebuiltTokens([...path, u('u2', 'k0')]));
    });
  });
});
