import { buildCompactionIndex, findCutPoint } from '../../../core';
import { Branch, text } from './builders';

const cutOf = (b: Branch, keep: number) => {
  const index = buildCompactionIndex(b.entries);
  return { index, cut: findCutPoint(index, 0, index.ids.length, keep) };
};

describe('findCutPoint', () => {
  it('cuts on a user or assistant message of ten exchanges (case 12)', () => {
    const b = new Branch();
    for (let i = 0; i < 10; i += 1) {
      b.user(text(1000));
      b.assistant(text(1000));
    }
    const { index, cut } = cutOf(b, 2500);
    expect(cut).toEqual({ firstKept: 10, turnStart: -1, isSplitTurn: false });
    expect(index.kinds[cut.firstKept]).toBe('u');
  });

  it('keeps everything from the first entry when one assistant or everything fits (case 13)', () => {
    const single = new Branch();
    single.assistant(text(400));
    expect(cutOf(single, 1000).cut.firstKept).toBe(0);
    const fits = new Branch();
    for (let i = 0; i < 5; i += 1) {
      fits.user(text(400));
      fits.assistant(text(400));
    }
    expect(cutOf(fits, 50_000).cut).toEqual({ firstKept: 0, turnStart: -1, isSplitTurn: false });
  });

  it('splits the turn when the cut lands on an assistant inside it (case 14)', () => {
    const b = new Branch();
    b.user(text(400));
    b.assistant(text(400));
    b.user(text(400));
    b.call('bash', { c: 1 });
    b.result('call1', 'bash', text(4000));
    b.assistant(text(4000));
    const { index, cut } = cutOf(b, 1000);
    expect(cut).toEqual({ firstKept: 5, turnStart: 2, isSplitTurn: true });
    expect(index.kinds[cut.turnStart]).toBe('u');
  });

  it('never cuts at a tool result: a huge trailing result moves the cut to the next cut point', () => {
    const b = new Branch();
    b.user(text(400));
    b.call('read', { path: 'a' });
    b.result('call1', 'read', text(400_000));
    b.assistant('done');
    const { cut } = cutOf(b, 1000);
    expect(cut).toEqual({ firstKept: 3, turnStart: 0, isSplitTurn: true });
  });

  it('keeps everything when the budget is reached only on a trailing tool result', () => {
    const b = new Branch();
    b.user(text(400));
    b.call('read', { path: 'a' });
    b.result('call1', 'read', text(400_000));
    expect(cutOf(b, 1000).cut).toEqual({ firstKept: 0, turnStart: -1, isSplitTurn: false });
  });

  it('pulls metadata before the cut into the kept region, stopping at a message', () => {
    const b = new Branch();
    b.user(text(4000));
    b.assistant(text(4000));
    b.meta();
    b.add({ type: 'label', targetId: 'e0', label: 'x' });
    b.user(text(400));
    b.assistant(text(400));
    const { cut } = cutOf(b, 200);
    // The cut row is metadata, not a user message, so the turn before it counts as split (spec §4.4 step 4).
    expect(cut).toEqual({ firstKept: 2, turnStart: 0, isSplitTurn: true });
  });

  it('stops pulling metadata at a compaction', () => {
    const b = new Branch();
    const kept = b.user(text(400));
    b.compaction(kept);
    b.meta();
    b.user(text(400));
    const index = buildCompactionIndex(b.entries);
    expect(index.kinds).toBe('uCXu');
    expect(findCutPoint(index, 0, 4, 50)).toEqual({ firstKept: 2, turnStart: 0, isSplitTurn: true });
  });

  it('ignores branch_summary entries when summing, but pulls them in before the cut as turn starts', () => {
    const b = new Branch();
    b.user(text(400));
    b.add({ type: 'branch_summary', fromId: 'e0', summary: text(40_000) });
    b.assistant(text(400));
    b.assistant(text(400));
    const { cut } = cutOf(b, 150);
    expect(cut).toEqual({ firstKept: 1, turnStart: 1, isSplitTurn: true });
  });

  it('has no cut point in a range of only tool results', () => {
    const b = new Branch();
    b.result('x1', 'bash', text(400));
    b.result('x2', 'bash', text(400));
    expect(cutOf(b, 10).cut).toEqual({ firstKept: 0, turnStart: -1, isSplitTurn: false });
  });

  it('respects the range bounds', () => {
    const b = new Branch();
    for (let i = 0; i < 6; i += 1) b.user(text(400));
    const index = buildCompactionIndex(b.entries);
    expect(findCutPoint(index, 2, 4, 1_000_000).firstKept).toBe(2);
    expect(findCutPoint(index, 2, 4, 100).firstKept).toBe(3);
  });
});
