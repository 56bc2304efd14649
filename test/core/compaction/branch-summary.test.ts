/**
 * The pure decisions of a branch summary (compaction spec §9.1 steps 3 and 6, §9.2 packing, §12 cases 51–52),
 * over hand-written content-free indexes.
 */
import { Flag } from '../../../core';
import {
  abandonedIds,
  boundBranchIndex,
  branchBudget,
  branchSummaryIds,
  commonAncestor,
  newLeafFor,
  packBranchEntries,
  type BranchIndex,
} from '../../../core/compaction/branch-summary';

/** Rows as `[id, kind, tokens, flags?]`. */
const index = (...rows: [string, string, number, number?][]): BranchIndex => ({
  ids: rows.map((r) => r[0]),
  kinds: rows.map((r) => r[1]).join(''),
  tokens: rows.map((r) => r[2]),
  flags: rows.map((r) => r[3] ?? 0),
});

describe('the common ancestor and the abandoned span', () => {
  // root u1 → a1 → u2 → a2 (old leaf); a1 → u3 → a3 (other branch)
  const oldPath = ['u1', 'a1', 'u2', 'a2'];

  it('is the deepest entry of the target path that is also on the old path', () => {
    expect(commonAncestor(oldPath, ['u1', 'a1', 'u3', 'a3'])).toBe('a1');
    expect(abandonedIds(oldPath, 'a1')).toEqual(['u2', 'a2']);
  });

  it('is the target itself when the target is an ancestor of the old leaf, so the target is not summarized', () => {
    expect(commonAncestor(oldPath, ['u1', 'a1'])).toBe('a1');
    expect(abandonedIds(oldPath, 'a1')).toEqual(['u2', 'a2']);
  });

  it('abandons nothing when the target is ahead on the same branch', () => {
    expect(commonAncestor(['u1', 'a1'], oldPath)).toBe('a1');
    expect(abandonedIds(['u1', 'a1'], 'a1')).toEqual([]);
  });

  it('abandons the whole old path when the trees share no entry (a second root)', () => {
    expect(commonAncestor(oldPath, ['r2', 'x'])).toBeNull();
    expect(abandonedIds(oldPath, null)).toEqual(oldPath);
  });
});

describe('the new leaf (case 52)', () => {
  it("is a user target's parent, so the host can re-submit the user text", () => {
    expect(newLeafFor({ id: 'u2', parentId: 'a1', kind: 'u' })).toBe('a1');
  });

  it('is null for the root user message: the summary becomes a new root', () => {
    expect(newLeafFor({ id: 'u1', parentId: null, kind: 'u' })).toBeNull();
  });

  it("is a custom message's parent too", () => {
    expect(newLeafFor({ id: 'm', parentId: 'a1', kind: 'M' })).toBe('a1');
  });

  it('is the target itself for an assistant or any other entry', () => {
    expect(newLeafFor({ id: 'a1', parentId: 'u1', kind: 'a' })).toBe('a1');
    expect(newLeafFor({ id: 'c', parentId: 'a1', kind: 'C' })).toBe('c');
  });
});

describe('the budget', () => {
  it('is the context window minus the reserve, 16,384 by default', () => {
    expect(branchBudget(200_000)).toBe(183_616);
    expect(branchBudget(200_000, 50_000)).toBe(150_000);
  });

  it('assumes a 128,000 window when the model does not say', () => {
    expect(branchBudget(undefined)).toBe(111_616);
    expect(branchBudget(0)).toBe(111_616);
  });

  it('is 0 (no limit) rather than negative when the reserve exceeds the window', () => {
    expect(branchBudget(10_000, 20_000)).toBe(0);
  });
});

describe('packing newest to oldest', () => {
  it('takes everything, oldest first, when it fits', () => {
    const span = index(['u1', 'u', 10], ['a1', 'a', 20], ['t1', 't', 30], ['a2', 'a', 5]);
    expect(packBranchEntries(span, 1000)).toEqual({ ids: ['u1', 'a1', 't1', 'a2'], tokens: 65 });
  });

  it('stops at the first entry that would exceed the budget (one that lands exactly on it fits)', () => {
    const span = index(['u1', 'u', 50], ['a1', 'a', 41], ['u2', 'u', 30], ['a2', 'a', 30]);
    expect(packBranchEntries(span, 100)).toEqual({ ids: ['u2', 'a2'], tokens: 60 });
    expect(packBranchEntries(span, 101)).toEqual({ ids: ['a1', 'u2', 'a2'], tokens: 101 });
  });

  it('does not skip over an oversized entry to take older small ones', () => {
    const span = index(['u1', 'u', 1], ['a1', 'a', 500], ['u2', 'u', 10]);
    expect(packBranchEntries(span, 100).ids).toEqual(['u2']);
  });

  it('still takes an over-budget compaction while the total is under 90% of the budget, then stops', () => {
    const span = index(['u0', 'u', 5], ['c', 'C', 60], ['u1', 'u', 50]);
    expect(packBranchEntries(span, 100)).toEqual({ ids: ['c', 'u1'], tokens: 110 });
  });

  it('takes an over-budget branch summary the same way', () => {
    const span = index(['s', 'S', 95], ['u1', 'u', 80]);
    expect(packBranchEntries(span, 100)).toEqual({ ids: ['s', 'u1'], tokens: 175 });
  });

  it('drops an over-budget compaction when the total already reached 90% of the budget', () => {
    const span = index(['c', 'C', 20], ['u1', 'u', 90]);
    expect(packBranchEntries(span, 100)).toEqual({ ids: ['u1'], tokens: 90 });
  });

  it('skips useless tool results at no cost, so they do not crowd out an older user message (case 51)', () => {
    const span = index(['u1', 'u', 40], ['a1', 'a', 10], ['t1', 't', 5000, Flag.useless], ['a2', 'a', 10]);
    expect(packBranchEntries(span, 100)).toEqual({ ids: ['u1', 'a1', 'a2'], tokens: 60 });
  });

  it('keeps a useless tool result that is an error', () => {
    const span = index(['t1', 't', 5, Flag.useless | Flag.error]);
    expect(packBranchEntries(span, 100).ids).toEqual(['t1']);
  });

  it('leaves out entries that produce no message (labels, model changes, resets)', () => {
    const span = index(['x', 'X', 0], ['r', 'R', 0], ['u1', 'u', 5], ['m', 'M', 0]);
    expect(packBranchEntries(span, 100).ids).toEqual(['u1', 'm']);
  });

  it('has no limit with budget 0', () => {
    const span = index(['u1', 'u', 1e6], ['a1', 'a', 1e6]);
    expect(packBranchEntries(span, 0)).toEqual({ ids: ['u1', 'a1'], tokens: 2e6 });
  });
});

it('names the earlier branch summaries of the span, whose file lists carry over', () => {
  const span = index(['s1', 'S', 10], ['u1', 'u', 5], ['c', 'C', 5], ['s2', 'S', 3]);
  expect(branchSummaryIds(span)).toEqual(['s1', 's2']);
});

describe('bounding the index to what packing can reach', () => {
  const span = index(
    ['s0', 'S', 10],
    ['u0', 'u', 30],
    ['c', 'C', 60],
    ['u1', 'u', 40],
    ['t1', 't', 900, Flag.useless],
    ['x', 'X', 0],
    ['a1', 'a', 35],
    ['u2', 'u', 30],
  );

  it('keeps the newest rows through the one that takes the total over the budget, and names the cut summaries', () => {
    expect(boundBranchIndex(span, 100)).toEqual({
      index: index(['u1', 'u', 40], ['t1', 't', 900, Flag.useless], ['x', 'X', 0], ['a1', 'a', 35], ['u2', 'u', 30]),
      older: { count: 3, summaryIds: ['s0'] },
    });
  });

  it.each([0, 1, 29, 30, 64, 65, 100, 104, 105, 164, 165, 194, 195, 205, 10_000])(
    'packs exactly as the whole span does (budget %i)',
    (budget) => {
      expect(packBranchEntries(boundBranchIndex(span, budget).index, budget)).toEqual(packBranchEntries(span, budget));
    },
  );

  it('keeps everything when it all fits or the budget is 0 (no limit)', () => {
    expect(boundBranchIndex(span, 10_000)).toEqual({ index: span, older: { count: 0, summaryIds: [] } });
    expect(boundBranchIndex(span, 0)).toEqual({ index: span, older: { count: 0, summaryIds: [] } });
  });
});
