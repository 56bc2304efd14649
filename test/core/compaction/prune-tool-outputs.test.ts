import {
  DEFAULT_PRUNE_CONFIG,
  MIN_PRUNE_TOKENS,
  buildCompactionIndex,
  estimatePrunedSavings,
  pruneNotice,
  pruneToolOutputs,
  type PruneToolOutputsConfig,
} from '../../../core';
import { Branch, text } from './builders';

const config = (over: Partial<PruneToolOutputsConfig>): PruneToolOutputsConfig => ({
  ...DEFAULT_PRUNE_CONFIG,
  ...over,
});

describe('pruneToolOutputs', () => {
  it('has the upstream defaults: no supersede key, 40k protected, 20k minimum savings (case 46)', () => {
    expect(DEFAULT_PRUNE_CONFIG).toEqual({
      protectTokens: 40_000,
      minimumSavings: 20_000,
      pruneUseless: true,
      supersede: false,
    });
    expect(MIN_PRUNE_TOKENS).toBe(50);
  });

  it('lets superseded reads bypass the protect window only with a supersede key (case 46)', () => {
    const b = new Branch();
    b.user('go');
    const older = b.read('src/foo.ts', text(800));
    const newer = b.read('src/foo.ts', text(800));
    const index = buildCompactionIndex(b.entries);
    const none = { minimumSavings: 0, protectTokens: 1_000_000 };
    expect(pruneToolOutputs(index, config({ ...none, supersede: true }))).toEqual([
      { id: older, reason: 'superseded', tokens: 200 },
    ]);
    expect(pruneToolOutputs(index, config(none))).toEqual([]);
    const decisions = pruneToolOutputs(index, config({ minimumSavings: 0, protectTokens: 0 }));
    expect(decisions).toEqual([
      { id: older, reason: 'age', tokens: 200 },
      { id: newer, reason: 'age', tokens: 200 },
    ]);
    expect(pruneNotice(decisions[0]!)).toBe('[Output truncated - 200 tokens]');
  });

  it('protects the newest 40k tool-output tokens and needs 20k of savings', () => {
    const b = new Branch();
    b.user('go');
    const old = [b.tool('bash', { c: 1 }, text(60_000)), b.tool('bash', { c: 2 }, text(60_000))];
    b.tool('bash', { c: 3 }, text(100_000));
    b.tool('bash', { c: 4 }, text(60_000));
    const index = buildCompactionIndex(b.entries);
    expect(pruneToolOutputs(index).map((d) => d.id)).toEqual(old);
    expect(pruneToolOutputs(index, config({ minimumSavings: 30_001 }))).toEqual([]);
    expect(estimatePrunedSavings(15_000, pruneNotice({ reason: 'age', tokens: 15_000 }))).toBe(14_991);
  });

  it('blanks useless results regardless of the window with their own notice (case 47)', () => {
    const b = new Branch();
    b.user('go');
    const useless = b.tool('grep', { q: 'x' }, text(400), { useless: true });
    b.tool('grep', { q: 'y' }, 'No matches found', { useless: true });
    b.tool('skill', { n: 1 }, text(400), { useless: true });
    b.tool('bash', { c: 1 }, text(400), { useless: true, isError: true });
    b.tool('bash', { c: 2 }, text(400));
    const index = buildCompactionIndex(b.entries);
    const protectAll = { minimumSavings: 0, protectTokens: 1_000_000 };
    expect(pruneToolOutputs(index, config(protectAll))).toEqual([{ id: useless, reason: 'useless', tokens: 100 }]);
    expect(pruneToolOutputs(index, config({ ...protectAll, pruneUseless: false }))).toEqual([]);
  });

  it('reports a result that is superseded and useless as superseded (case 47)', () => {
    const b = new Branch();
    b.user('go');
    const both = b.read('a.ts', text(400), { useless: true });
    b.read('a.ts', text(400));
    const index = buildCompactionIndex(b.entries);
    expect(pruneToolOutputs(index, config({ minimumSavings: 0, protectTokens: 1e6, supersede: true }))).toEqual([
      { id: both, reason: 'superseded', tokens: 100 },
    ]);
  });

  it('keeps a result below 50 tokens while pruning its large neighbour (case 48)', () => {
    const b = new Branch();
    b.user('go');
    const large = b.tool('bash', { c: 1 }, text(4000));
    b.tool('bash', { c: 2 }, 'ok');
    const index = buildCompactionIndex(b.entries);
    expect(pruneToolOutputs(index, config({ minimumSavings: 0, protectTokens: 0 }))).toEqual([
      { id: large, reason: 'age', tokens: 1000 },
    ]);
  });

  it('leaves results in the warm cache prefix alone but prunes the tail (case 49)', () => {
    const b = new Branch();
    b.user('go');
    const deep = b.read('a.ts', text(400));
    b.assistant(text(4000));
    b.read('a.ts', text(400));
    const deepUseless = b.tool('grep', { q: 1 }, text(400), { useless: true });
    b.assistant(text(4000));
    const index = buildCompactionIndex(b.entries);
    const base = { minimumSavings: 0, protectTokens: 1e6, supersede: true };
    expect(pruneToolOutputs(index, config({ ...base, cacheWarmSuffixTokens: 200 }))).toEqual([]);
    expect(pruneToolOutputs(index, config({ ...base, cacheWarmSuffixTokens: 100_000 })).map((d) => d.id)).toEqual([
      deep,
      deepUseless,
    ]);
  });

  it('never prunes protected results or already pruned ones', () => {
    const b = new Branch();
    b.user('go');
    b.tool('skill', { n: 1 }, text(4000));
    b.read('skill://a/SKILL.md', text(4000));
    b.tool('bash', { c: 1 }, '[Output truncated - 900 tokens]', { prunedAt: 1 });
    expect(pruneToolOutputs(buildCompactionIndex(b.entries), config({ minimumSavings: 0, protectTokens: 0 }))).toEqual(
      [],
    );
  });
});
