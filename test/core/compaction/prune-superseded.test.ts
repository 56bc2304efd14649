import {
  DEFAULT_SUPERSEDE_CONFIG,
  SUPERSEDED_NOTICE,
  USELESS_NOTICE,
  applyPruneDecisions,
  buildCompactionIndex,
  pruneNotice,
  pruneSupersededToolResults,
} from '../../../core';
import { Branch, T0, text } from './builders';

const MINUTE = 60_000;

/** "now" just after the branch's last message: not idle. */
const lastAt = (b: Branch): number => T0 + (b.entries.length - 1) * 1000;

describe('pruneSupersededToolResults', () => {
  it('blanks the older of two reads of the same file near the tail (case 43)', () => {
    const b = new Branch();
    b.user('go');
    const older = b.read('src/foo.ts', text(800));
    const newer = b.read('src/foo.ts', text(800));
    const index = buildCompactionIndex(b.entries);
    const decisions = pruneSupersededToolResults(index, lastAt(b));
    expect(decisions).toEqual([{ id: older, reason: 'superseded', tokens: 200 }]);
    expect(pruneNotice(decisions[0]!)).toBe(SUPERSEDED_NOTICE);
    expect(decisions.map((d) => d.id)).not.toContain(newer);
  });

  it('waits while the cache is warm and flushes everything once idle (case 44)', () => {
    const b = new Branch();
    b.user('go');
    const older = b.read('src/foo.ts', text(800));
    b.read('src/foo.ts', text(800));
    b.assistant(text(40_000));
    const index = buildCompactionIndex(b.entries);
    const last = lastAt(b);
    expect(pruneSupersededToolResults(index, last)).toEqual([]);
    expect(pruneSupersededToolResults(index, last + 29 * MINUTE)).toEqual([]);
    expect(pruneSupersededToolResults(index, last + 30 * MINUTE)).toEqual([
      { id: older, reason: 'superseded', tokens: 200 },
    ]);
    const hostIdle = { ...DEFAULT_SUPERSEDE_CONFIG, idleFlushMs: 90 * MINUTE };
    expect(pruneSupersededToolResults(index, last + 30 * MINUTE, hostIdle)).toEqual([]);
  });

  it('applies the selector rules of supersession (case 45)', () => {
    const b = new Branch();
    b.user('go');
    const a1 = b.read('a.ts:1-5', text(400));
    const a2 = b.read('a.ts:6-9', text(400));
    const a3 = b.read('a.ts:6-9', text(400));
    const bBare = b.read('b.ts', text(400));
    const bSel = b.read('b.ts:1-2', text(400));
    const cSel = b.read('c.ts:1-2', text(400));
    const cBare = b.read('c.ts', text(400));
    const skill = b.read('skill://x/SKILL.md', text(400));
    b.read('skill://x/SKILL.md', text(400));
    const ids = pruneSupersededToolResults(buildCompactionIndex(b.entries), lastAt(b)).map((d) => d.id);
    expect(ids).toEqual([a2, cSel]);
    expect(ids).not.toContain(a1);
    expect(ids).not.toContain(a3);
    expect(ids).not.toContain(bBare);
    expect(ids).not.toContain(bSel);
    expect(ids).not.toContain(cBare);
    expect(ids).not.toContain(skill);
  });

  it('does not let an already-pruned newer read supersede (case 45)', () => {
    const b = new Branch();
    b.user('go');
    b.read('a.ts', text(400));
    b.read('a.ts', '[Superseded by a newer read of this file]', { prunedAt: 1 });
    expect(pruneSupersededToolResults(buildCompactionIndex(b.entries), lastAt(b))).toEqual([]);
  });

  it('elides useless results with their own rules (case 47)', () => {
    const b = new Branch();
    b.user('go');
    const big = b.tool('grep', { q: 'x' }, text(400), { useless: true });
    b.tool('grep', { q: 'y' }, 'No matches found', { useless: true });
    b.tool('skill', { name: 'x' }, text(400), { useless: true });
    b.tool('bash', { command: 'x' }, text(400), { useless: true, isError: true });
    const both = b.read('a.ts', text(400), { useless: true });
    b.read('a.ts', text(400));
    const index = buildCompactionIndex(b.entries);
    const decisions = pruneSupersededToolResults(index, lastAt(b));
    expect(decisions).toEqual([
      { id: big, reason: 'useless', tokens: 100 },
      { id: both, reason: 'superseded', tokens: 100 },
    ]);
    expect(pruneNotice(decisions[0]!)).toBe(USELESS_NOTICE);
    const uselessOnly = { ...DEFAULT_SUPERSEDE_CONFIG, supersede: false };
    expect(pruneSupersededToolResults(index, lastAt(b), uselessOnly).map((d) => d.reason)).toEqual([
      'useless',
      'useless',
    ]);
    const off = { ...DEFAULT_SUPERSEDE_CONFIG, pruneUseless: false };
    expect(pruneSupersededToolResults(index, lastAt(b), off).map((d) => d.id)).toEqual([both]);
  });

  it('never touches entries before the keep boundary, even on idle flush (case 49)', () => {
    const b = new Branch();
    b.user('old');
    b.read('a.ts', text(400));
    b.tool('grep', { q: 'x' }, text(400), { useless: true });
    const kept = b.user('kept');
    b.read('a.ts', text(400));
    b.compaction(kept);
    b.user('new');
    const index = buildCompactionIndex(b.entries);
    expect(index.ids[0]).toBe(kept);
    expect(pruneSupersededToolResults(index, lastAt(b) + 600 * MINUTE)).toEqual([]);
  });

  it('blanks to the placeholder estimate when applied to the index', () => {
    const b = new Branch();
    b.user('go');
    const older = b.read('a.ts', text(800));
    b.read('a.ts', text(800));
    const index = buildCompactionIndex(b.entries);
    const after = applyPruneDecisions(index, pruneSupersededToolResults(index, lastAt(b)));
    expect(after.tokens[index.ids.indexOf(older)]).toBe(11);
    expect(pruneSupersededToolResults(after, lastAt(b))).toEqual([]);
    expect(() => applyPruneDecisions(index, [{ id: 'nope', reason: 'age', tokens: 1 }])).toThrow(/outside the index/);
  });
});
