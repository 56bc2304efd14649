import {
  adaptiveKeepTokens,
  buildCompactionIndex,
  planCompaction,
  prepareCompaction,
  type CompactionPlan,
  type SessionEntry,
} from '../../../core';
import { Branch, text, usage } from './builders';

const prepare = (entries: SessionEntry[], keepRecentTokens: number) =>
  prepareCompaction(buildCompactionIndex(entries), { keepRecentTokens });

const asPlan = (result: ReturnType<typeof prepareCompaction>): CompactionPlan => {
  if (result.kind !== 'plan') throw new Error(`expected a plan, got skip ${result.reason}`);
  return result;
};

/** Ten exchanges of 250-token messages. */
function exchanges(b: Branch, n: number): void {
  for (let i = 0; i < n; i += 1) {
    b.user(text(1000));
    b.assistant(text(1000));
  }
}

describe('prepareCompaction', () => {
  it('skips an empty branch and one whose last entry is a compaction', () => {
    expect(prepare([], 100)).toEqual({ kind: 'skip', reason: 'nothing-to-summarize' });
    const b = new Branch();
    const kept = b.user('x');
    b.compaction(kept);
    expect(prepare(b.entries, 100)).toEqual({ kind: 'skip', reason: 'already-compacted' });
  });

  it('skips when everything fits the keep budget', () => {
    const b = new Branch();
    exchanges(b, 3);
    expect(prepare(b.entries, 50_000)).toEqual({ kind: 'skip', reason: 'nothing-to-summarize' });
  });

  it('skips a session of only tool results: there is no cut point', () => {
    const b = new Branch();
    b.result('c1', 'bash', text(4000));
    b.result('c2', 'bash', text(4000));
    expect(prepare(b.entries, 10)).toEqual({ kind: 'skip', reason: 'nothing-to-summarize' });
  });

  it('partitions into summarized and kept message ids at a turn boundary', () => {
    const b = new Branch();
    exchanges(b, 4);
    b.meta();
    const plan = asPlan(prepare(b.entries, 1000));
    expect(plan).toEqual({
      kind: 'plan',
      firstKeptEntryId: 'e4',
      isSplitTurn: false,
      turnStartEntryId: null,
      tokensBefore: 0,
      keepRecentTokens: 1000,
      summarize: ['e0', 'e1', 'e2', 'e3'],
      turnPrefix: [],
      keep: ['e4', 'e5', 'e6', 'e7'],
      prune: [],
      fileOps: {},
    });
  });

  it('summarizes a split turn’s prefix separately', () => {
    const b = new Branch();
    b.user(text(1000));
    b.assistant(text(1000));
    b.user(text(1000));
    b.call('bash', { c: 1 });
    b.result('call1', 'bash', text(4000));
    b.assistant(text(4000));
    const plan = asPlan(prepare(b.entries, 1000));
    expect(plan).toMatchObject({
      firstKeptEntryId: 'e5',
      isSplitTurn: true,
      turnStartEntryId: 'e2',
      summarize: ['e0', 'e1'],
      turnPrefix: ['e2', 'e3', 'e4'],
      keep: ['e5'],
    });
  });

  it('plans a single huge turn as a turn prefix with nothing before it', () => {
    const b = new Branch();
    b.user('refactor everything');
    for (let i = 0; i < 5; i += 1) b.tool('read', { path: `f${i}.ts` }, text(200_000));
    b.assistant('done');
    const plan = asPlan(prepare(b.entries, 20_000));
    expect(plan.summarize).toEqual([]);
    expect(plan.isSplitTurn).toBe(true);
    expect(plan.turnStartEntryId).toBe('e0');
    expect(plan.turnPrefix).toHaveLength(11);
    expect(plan.keep).toEqual(['e11']);
  });

  it('reports tokensBefore from usage and shrinks the keep budget when the estimate undercounts', () => {
    const b = new Branch();
    exchanges(b, 4);
    b.assistant(text(1000), { usage: usage({ input: 4500, output: 500, totalTokens: 5000 }) });
    const index = buildCompactionIndex(b.entries);
    expect(adaptiveKeepTokens(index, 1000)).toBe(500);
    const plan = asPlan(prepareCompaction(index, { keepRecentTokens: 1000 }));
    expect(plan.tokensBefore).toBe(5000);
    expect(plan.keepRecentTokens).toBe(500);
    expect(plan.firstKeptEntryId).toBe('e7');
  });

  it('never increases the keep budget when usage is below the estimate', () => {
    const b = new Branch();
    exchanges(b, 2);
    b.assistant('x', { usage: usage({ input: 10, totalTokens: 10 }) });
    expect(adaptiveKeepTokens(buildCompactionIndex(b.entries), 1000)).toBe(1000);
  });

  it('carries the previous compaction and its file lists only when pi-generated', () => {
    const details = { readFiles: ['a.ts'], modifiedFiles: ['b.ts'] };
    for (const fromExtension of [false, true]) {
      const b = new Branch();
      const kept = b.user(text(1000));
      b.compaction(kept, { details, fromExtension });
      exchanges(b, 3);
      const plan = asPlan(prepare(b.entries, 500));
      expect(plan.previousCompactionId).toBe('e1');
      expect(plan.fileOps).toEqual(fromExtension ? {} : { previous: details });
    }
  });

  it('never loses messages kept verbatim by the previous compaction', () => {
    const b = new Branch();
    exchanges(b, 6);
    const first = asPlan(prepare(b.entries, 1000));
    b.compaction(first.firstKeptEntryId);
    exchanges(b, 6);
    const second = asPlan(prepare(b.entries, 1000));
    const covered = new Set([...second.summarize, ...second.turnPrefix, ...second.keep]);
    for (const id of first.keep) expect(covered.has(id)).toBe(true);
    expect(second.summarize.slice(0, first.keep.length)).toEqual(first.keep);
    expect(second.previousCompactionId).toBe('e12');
  });

  it('estimates unicode by UTF-8 bytes and survives bigint tool arguments', () => {
    const b = new Branch();
    b.user('日本語'.repeat(400));
    b.call('bash', { n: 9007199254740993n });
    b.result('call1', 'bash', '😀'.repeat(1000));
    b.user('next');
    const index = buildCompactionIndex(b.entries);
    expect(index.tokens.slice(0, 3)).toEqual([900, 7, 1000]);
    expect(asPlan(prepareCompaction(index, { keepRecentTokens: 1 })).summarize).toEqual(['e0', 'e1', 'e2']);
  });
});

describe('planCompaction', () => {
  it('prunes first and cuts on the pruned estimates, reporting pruning even when nothing is left to cut', () => {
    const b = new Branch();
    b.user('go');
    for (let i = 0; i < 4; i += 1) b.tool('bash', { c: i }, text(100_000));
    b.user('next');
    b.assistant(text(400));
    const index = buildCompactionIndex(b.entries);
    expect(planCompaction(index, { keepRecentTokens: 60_000 })).toEqual({
      kind: 'skip',
      reason: 'nothing-to-summarize',
      prune: [
        { id: 'e2', reason: 'age', tokens: 25_000 },
        { id: 'e4', reason: 'age', tokens: 25_000 },
      ],
    });
    const unpruned = planCompaction(index, { keepRecentTokens: 60_000, prune: false }) as CompactionPlan;
    expect(unpruned.prune).toEqual([]);
    expect(unpruned.firstKeptEntryId).toBe('e5');
    expect(unpruned.turnPrefix).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
  });
});
