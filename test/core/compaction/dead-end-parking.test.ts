import { buildCompactionIndex, DEFAULT_COMPACTION_SETTINGS, prepareCompaction } from '../../../core';
import { deadEndTurn, parkedOnDeadEnd } from '../../../core/compaction/dead-end-parking';
import { Branch, text } from './builders';

const settings = { ...DEFAULT_COMPACTION_SETTINGS };

/** One user turn whose tool outputs overflow the keep budget, after `earlier` small turns. */
function hugeTurn(earlier = 0) {
  const b = new Branch();
  for (let i = 0; i < earlier; i += 1) {
    b.user(`small ${i}`);
    b.assistant('done');
  }
  const turn = b.user('run the migration and show every log');
  b.tool('bash', { command: 'cat a.log' }, text(300_000));
  b.tool('bash', { command: 'cat b.log' }, text(300_000));
  return { b, turn };
}

describe('dead-end parking: the dead-end warning at most once per oversized turn (spec §12 case 59)', () => {
  it('names the oversized turn by its turn-start entry, however many tool calls the turn has made since', () => {
    const { b, turn } = hugeTurn(2);
    expect(deadEndTurn(buildCompactionIndex(b.entries))).toBe(turn);
    b.tool('bash', { command: 'cat c.log' }, text(300_000));
    expect(deadEndTurn(buildCompactionIndex(b.entries))).toBe(turn);
  });

  it('parks a no-cut run on the turn of the latest dead end', () => {
    const { b, turn } = hugeTurn();
    const index = buildCompactionIndex(b.entries);
    expect(prepareCompaction(index, settings)).toEqual({ kind: 'skip', reason: 'nothing-to-summarize' });
    expect(parkedOnDeadEnd(index, { turnStartId: turn })).toBe(true);
  });

  it('stays armed without a dead end, or when the dead end was on another turn', () => {
    const { b } = hugeTurn();
    const index = buildCompactionIndex(b.entries);
    expect(parkedOnDeadEnd(index, null)).toBe(false);
    expect(parkedOnDeadEnd(index, undefined)).toBe(false);
    expect(parkedOnDeadEnd(index, { turnStartId: 'some-older-turn' })).toBe(false);
  });

  it('re-arms when a new turn starts after the oversized one', () => {
    const { b, turn } = hugeTurn();
    const next = b.user('now summarise the logs');
    b.tool('bash', { command: 'cat d.log' }, text(300_000));
    const index = buildCompactionIndex(b.entries);
    expect(deadEndTurn(index)).toBe(next);
    expect(parkedOnDeadEnd(index, { turnStartId: turn })).toBe(false);
  });

  it('names a window that opens mid-turn (no turn start in it) by its first row', () => {
    const { b } = hugeTurn();
    const index = buildCompactionIndex(b.entries);
    const tail = new Set(index.ids.slice(2));
    expect(deadEndTurn(index, tail)).toBe(index.ids[2]);
  });

  it('names nothing for an empty window, and an empty window is never parked', () => {
    const index = buildCompactionIndex([]);
    expect(deadEndTurn(index)).toBeUndefined();
    expect(parkedOnDeadEnd(index, { turnStartId: 'x' })).toBe(false);
  });
});
