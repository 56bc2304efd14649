import type { CompactionHooks, CompactionPreparation, TreePreparation } from '../../activities/hooks/compaction-hooks';
import { createHookRunner, type HookFailure } from '../../activities/hooks/run-hooks';

const preparation: CompactionPreparation = {
  tenantId: 't',
  sessionId: 's',
  trigger: 'manual',
  firstKeptEntryId: 'e5',
  isSplitTurn: false,
  tokensBefore: 1000,
  summarizeEntryIds: ['e1', 'e2'],
  turnPrefixEntryIds: [],
  readEntries: async () => [],
};
const compaction = (summary: string) => ({ summary, firstKeptEntryId: 'e5', tokensBefore: 999 });

describe('hook runner', () => {
  it('runs handlers sequentially in extension order', async () => {
    const order: string[] = [];
    const hook = (name: string): CompactionHooks => ({
      name,
      beforeCompact: async () => void order.push(`${name}-before`),
      afterCompact: async () => void order.push(`${name}-after`),
    });
    const runner = createHookRunner([hook('hook1'), hook('hook2')]);
    await runner.beforeCompact(preparation);
    await runner.afterCompact({ tenantId: 't', sessionId: 's', compactionEntryId: 'c1', fromExtension: false });
    expect(order).toEqual(['hook1-before', 'hook2-before', 'hook1-after', 'hook2-after']);
  });

  it('returns at the first cancel without running later handlers', async () => {
    let laterRan = false;
    const runner = createHookRunner([
      { name: 'a', beforeCompact: async () => ({ compaction: compaction('from a') }) },
      { name: 'veto', beforeCompact: async () => ({ cancel: true }) },
      { name: 'later', beforeCompact: async () => void (laterRan = true) },
    ]);
    expect(await runner.beforeCompact(preparation)).toEqual({ cancel: true });
    expect(laterRan).toBe(false);
  });

  it('lets the last non-empty compaction win', async () => {
    const runner = createHookRunner([
      { name: 'a', beforeCompact: async () => ({ compaction: compaction('from a') }) },
      { name: 'b', beforeCompact: async () => ({ compaction: compaction('from b') }) },
      { name: 'c', beforeCompact: async () => ({}) },
    ]);
    expect(await runner.beforeCompact(preparation)).toEqual({ compaction: compaction('from b') });
  });

  it('treats a throwing handler as no result and reports it', async () => {
    const failures: HookFailure[] = [];
    const runner = createHookRunner(
      [
        { name: 'ok', compacting: async () => ({ context: ['keep the API keys out'] }) },
        {
          name: 'broken',
          compacting: async () => {
            throw new Error('boom');
          },
        },
      ],
      { onFailure: (f) => failures.push(f) },
    );
    expect(
      await runner.compacting({ tenantId: 't', sessionId: 's', entryIds: [], readEntries: async () => [] }),
    ).toEqual({
      context: ['keep the API keys out'],
    });
    expect(failures).toEqual([{ hook: 'broken', handler: 'compacting', error: 'boom' }]);
  });

  it('times out a slow handler, aborts its signal and carries on', async () => {
    const failures: HookFailure[] = [];
    let aborted = false;
    const runner = createHookRunner(
      [
        {
          name: 'slow',
          beforeCompact: (_event, signal) =>
            new Promise(() => signal.addEventListener('abort', () => void (aborted = true))),
        },
        { name: 'fast', beforeCompact: async () => ({ compaction: compaction('fast') }) },
      ],
      { timeoutMs: 20, onFailure: (f) => failures.push(f) },
    );
    expect(await runner.beforeCompact(preparation)).toEqual({ compaction: compaction('fast') });
    expect(aborted).toBe(true);
    expect(failures).toEqual([{ hook: 'slow', handler: 'beforeCompact', error: 'timed out after 20 ms' }]);
  });

  it('returns undefined when no extension is configured', async () => {
    const runner = createHookRunner([]);
    expect(await runner.beforeCompact(preparation)).toBeUndefined();
    expect(
      await runner.compacting({ tenantId: 't', sessionId: 's', entryIds: [], readEntries: async () => [] }),
    ).toBeUndefined();
  });
});

describe('before-tree hooks (spec §11 session_before_tree)', () => {
  const tree: TreePreparation = {
    tenantId: 't',
    sessionId: 's',
    targetId: 'a1',
    oldLeafId: 'a2',
    commonAncestorId: 'a1',
    entriesToSummarize: ['u2', 'a2'],
    userWantsSummary: true,
    readEntries: async () => [],
  };
  const supply = (name: string) => ({
    name,
    beforeTree: async () => ({ summary: { summary: `from ${name}` } }),
  });

  it('returns at the first cancel, even after a supplied summary, without running later handlers', async () => {
    let laterRan = false;
    const runner = createHookRunner([
      supply('a'),
      { name: 'veto', beforeTree: async () => ({ cancel: true }) },
      { name: 'later', beforeTree: async () => void (laterRan = true) },
    ]);
    expect(await runner.beforeTree(tree)).toEqual({ cancel: true });
    expect(laterRan).toBe(false);
  });

  it('lets the last supplied summary win; empty results do not erase it', async () => {
    const runner = createHookRunner([supply('a'), supply('b'), { name: 'c', beforeTree: async () => ({}) }]);
    expect(await runner.beforeTree(tree)).toEqual({ summary: { summary: 'from b' } });
  });

  it('treats a throwing handler as no result, reports it, and carries on', async () => {
    const failures: HookFailure[] = [];
    const runner = createHookRunner(
      [
        {
          name: 'broken',
          beforeTree: async () => {
            throw new Error('boom');
          },
        },
        supply('ok'),
      ],
      { onFailure: (f) => failures.push(f) },
    );
    expect(await runner.beforeTree(tree)).toEqual({ summary: { summary: 'from ok' } });
    expect(failures).toEqual([{ hook: 'broken', handler: 'beforeTree', error: 'boom' }]);
  });

  it('returns undefined when no extension has a before-tree handler', async () => {
    const runner = createHookRunner([{ name: 'compaction-only', afterCompact: async () => undefined }]);
    expect(await runner.beforeTree(tree)).toBeUndefined();
  });
});
