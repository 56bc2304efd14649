import {
  applyPruneDecisions,
  buildCompactionIndex,
  compactionThreshold,
  contextEstimate,
  DEFAULT_COMPACTION_SETTINGS,
  pruneNotice,
  prepareCompaction,
} from '../../../core';
import { headroomBand, progressLimit, rescueShakeDecisions } from '../../../core/compaction/dead-end-rescue';
import { Branch, text } from './builders';

const settings = { ...DEFAULT_COMPACTION_SETTINGS };

/** One user turn whose tool outputs alone overflow the keep budget: the live window has no cut point. */
function oneHugeTurn() {
  const b = new Branch();
  b.user('refactor everything');
  const big1 = b.read('src/a.ts', text(200_000));
  const skill = b.tool('skill', { name: 'review' }, text(40_000));
  const tiny = b.tool('bash', { command: 'true' }, 'ok');
  const big2 = b.tool('bash', { command: 'cat log' }, text(400_000));
  return { b, big1, skill, tiny, big2 };
}

describe('progress guard dead-end rescue tiers (spec §3.9 steps 9 and 11)', () => {
  it('finds no cut point when the live window is one turn ending in huge tool outputs', () => {
    const { b } = oneHugeTurn();
    const plan = prepareCompaction(buildCompactionIndex(b.entries), settings);
    expect(plan).toEqual({ kind: 'skip', reason: 'nothing-to-summarize' });
  });

  it('shake-elides every unprotected tool result with the rescue config (protect window 0, no minimum savings)', () => {
    const { b, big1, big2 } = oneHugeTurn();
    const index = buildCompactionIndex(b.entries);
    expect(rescueShakeDecisions(index)).toEqual([
      { id: big1, reason: 'rescue', tokens: 50_000 },
      { id: big2, reason: 'rescue', tokens: 100_000 },
    ]);
  });

  it('never elides protected (skill), already pruned or too-small results', () => {
    const { b, big1, skill, tiny } = oneHugeTurn();
    const index = buildCompactionIndex(b.entries);
    const once = applyPruneDecisions(index, rescueShakeDecisions(index));
    const elided = new Set(rescueShakeDecisions(index).map((d) => d.id));
    expect(elided.has(skill)).toBe(false);
    expect(elided.has(tiny)).toBe(false);
    expect(elided.has(big1)).toBe(true);
    expect(rescueShakeDecisions(once)).toEqual([]);
  });

  it('limits the kept-tail rescue to the rows the compaction keeps', () => {
    const { b, big2 } = oneHugeTurn();
    const index = buildCompactionIndex(b.entries);
    expect(rescueShakeDecisions(index, new Set([big2])).map((d) => d.id)).toEqual([big2]);
  });

  it('brings the one-turn window within the headroom band once its outputs are elided', () => {
    const { b } = oneHugeTurn();
    const index = buildCompactionIndex(b.entries);
    const window = 200_000;
    expect(contextEstimate(index)).toBeGreaterThan(headroomBand(window, settings));
    const rescued = applyPruneDecisions(index, rescueShakeDecisions(index));
    expect(contextEstimate(rescued)).toBeLessThanOrEqual(headroomBand(window, settings));
    // Still no cut point: the rescue itself is the progress (the run reports `rescued`, not a compaction).
    expect(prepareCompaction(rescued, settings).kind).toBe('skip');
  });

  it('uses the shake placeholder without an artifact link for rescued results', () => {
    expect(pruneNotice({ reason: 'rescue', tokens: 1234 })).toBe('[shaken ~1234 tokens]');
  });

  it('asks non-retrying triggers for headroom (floor(0.8·threshold)) and retrying ones for a retry that fits', () => {
    const window = 200_000;
    const threshold = compactionThreshold(window, settings);
    expect(progressLimit('threshold', window, settings)).toBe(Math.floor(0.8 * threshold));
    expect(progressLimit('overflow', window, settings)).toBe(window - 30_000);
    expect(progressLimit('incomplete', window, { ...settings, reserveTokens: 50_000 })).toBe(150_000);
  });
});
