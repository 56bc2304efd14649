import { buildCompactionIndex, SUPERSEDED_NOTICE } from '../../../core';
import { TURN_IDLE_FLUSH_MS, turnMaintenance } from '../../../core/compaction/turn-maintenance';
import { Branch, T0, text } from './builders';

const MINUTE = 60_000;
const on = { compactionEnabled: true, failedTurn: false };

/** A superseded read followed by `suffixChars` of answer text, then the read that superseded it. */
function staleRead(suffixChars: number) {
  const b = new Branch();
  b.user('go');
  const older = b.read('src/parser.ts', text(2000));
  if (suffixChars > 0) b.assistant(text(suffixChars));
  const newer = b.read('src/parser.ts', text(2000));
  const now = T0 + b.entries.length * 1000;
  return { index: buildCompactionIndex(b.entries), older, newer, now };
}

describe('turnMaintenance (per-turn pruning of an appended turn, spec §3.3 steps 6–8)', () => {
  it('blanks a read the turn superseded near the tail and counts the tokens freed less the notice', () => {
    const { index, older, now } = staleRead(0);
    const result = turnMaintenance(index, { ...on, now });
    expect(result.decisions).toEqual([{ id: older, reason: 'superseded', tokens: 500 }]);
    // The notice is 41 characters: 11 tokens under the bytes/4 estimate.
    expect(SUPERSEDED_NOTICE).toHaveLength(41);
    expect(result.tokensFreed).toBe(500 - 11);
  });

  it('leaves a read deep in the warm cache prefix alone until the previous answer is older than the idle spell', () => {
    const { index, older, now } = staleRead(40_000);
    expect(turnMaintenance(index, { ...on, now }).decisions).toEqual([]);
    // The turn itself just answered: the idle rule measures from the answer before it.
    const justUnder = { ...on, now, lastActivityAt: now - TURN_IDLE_FLUSH_MS + 1 };
    expect(turnMaintenance(index, justUnder).decisions).toEqual([]);
    const idled = { ...on, now, lastActivityAt: now - TURN_IDLE_FLUSH_MS };
    expect(turnMaintenance(index, idled).decisions.map((d) => d.id)).toEqual([older]);
    // A model whose prompt cache lives longer than the host flush waits for its cache lifetime.
    const longCache = { ...idled, idleFlushMs: 120 * MINUTE };
    expect(turnMaintenance(index, longCache).decisions).toEqual([]);
  });

  it('honours supersedeReads and dropUseless switched off, and runs with compaction off', () => {
    const b = new Branch();
    b.user('go');
    const older = b.read('a.ts', text(800));
    b.read('a.ts', text(800));
    const useless = b.tool('grep', { pattern: 'TODO' }, `No matches found.${text(400, ' ')}`, { useless: true });
    const index = buildCompactionIndex(b.entries);
    const now = T0 + b.entries.length * 1000;
    const off = { compactionEnabled: false, failedTurn: false, now };
    expect(turnMaintenance(index, off).decisions.map((d) => [d.id, d.reason])).toEqual([
      [older, 'superseded'],
      [useless, 'useless'],
    ]);
    expect(turnMaintenance(index, { ...off, supersedeReads: false }).decisions.map((d) => d.id)).toEqual([useless]);
    expect(turnMaintenance(index, { ...off, dropUseless: false }).decisions.map((d) => d.id)).toEqual([older]);
    expect(turnMaintenance(index, { ...off, dropUseless: false, supersedeReads: false })).toEqual({
      decisions: [],
      tokensFreed: 0,
    });
  });

  it('never blanks protected results (skill reads) even when superseded or flagged useless', () => {
    const b = new Branch();
    b.user('go');
    b.read('skill://review/SKILL.md', text(800));
    b.read('skill://review/SKILL.md', text(800));
    b.tool('skill', { name: 'review' }, text(800), { useless: true });
    const index = buildCompactionIndex(b.entries);
    expect(turnMaintenance(index, { ...on, now: T0 + b.entries.length * 1000 })).toEqual({
      decisions: [],
      tokensFreed: 0,
    });
  });
});
