import {
  DEFAULT_COMPACTION_SETTINGS,
  DEFAULT_RESERVE_TOKENS,
  budgetReserveTokens,
  compactionContextTokens,
  compactionThreshold,
  effectiveReserveTokens,
  shouldCompact,
  type CompactionSettings,
} from '../../../core';

const settings = (over: Partial<CompactionSettings> = {}): CompactionSettings => ({
  ...DEFAULT_COMPACTION_SETTINGS,
  ...over,
});

describe('compaction settings defaults', () => {
  it('matches the engine-level defaults and leaves the reserve unset', () => {
    expect(DEFAULT_COMPACTION_SETTINGS).toEqual({
      enabled: true,
      strategy: 'context-full',
      thresholdPercent: -1,
      thresholdTokens: -1,
      midTurnEnabled: true,
      keepRecentTokens: 20000,
      autoContinue: true,
      remoteEnabled: true,
      remoteStreamingV2Enabled: true,
      v2RetainedMessageBudget: 64000,
    });
    expect('reserveTokens' in settings()).toBe(false);
    expect(DEFAULT_RESERVE_TOKENS).toBe(16384);
  });
});

describe('threshold resolution', () => {
  it('uses 15% of a 200k window as reserve by default: threshold 170000', () => {
    expect(effectiveReserveTokens(200_000, settings())).toBe(30_000);
    expect(compactionThreshold(200_000, settings())).toBe(170_000);
  });

  it('compacts above window minus an explicit reserve (case 3)', () => {
    const s = settings({ reserveTokens: 10_000 });
    expect(compactionThreshold(100_000, s)).toBe(85_000);
    expect(shouldCompact(95_000, 100_000, s)).toBe(true);
    expect(shouldCompact(86_000, 100_000, s)).toBe(true);
    expect(shouldCompact(84_000, 100_000, s)).toBe(false);
  });

  it('falls back to a proportional reserve on a small window only while the reserve is unset (case 4)', () => {
    expect(compactionThreshold(16_385, settings())).toBe(13_928);
    expect(shouldCompact(10_000, 16_385, settings())).toBe(false);
    expect(shouldCompact(13_929, 16_385, settings())).toBe(true);
    const explicit = settings({ reserveTokens: 16_384 });
    expect(compactionThreshold(16_385, explicit)).toBe(1);
    expect(shouldCompact(2, 16_385, explicit)).toBe(true);
  });

  it('honours large reserves, percentages and reserve changes exactly at the boundary (case 5)', () => {
    const big = settings({ reserveTokens: 90_000 });
    expect(compactionThreshold(100_000, big)).toBe(10_000);
    expect(shouldCompact(10_000, 100_000, big)).toBe(false);
    expect(shouldCompact(10_001, 100_000, big)).toBe(true);
    const percent = settings({ thresholdPercent: 90 });
    expect(shouldCompact(89_000, 100_000, percent)).toBe(false);
    expect(shouldCompact(90_001, 100_000, percent)).toBe(true);
    const thirty = settings({ reserveTokens: 30_000 });
    expect(shouldCompact(70_000, 100_000, thirty)).toBe(false);
    expect(shouldCompact(70_001, 100_000, thirty)).toBe(true);
  });

  it('clamps the percentage to [1, 99] and fixed tokens to [1, window − 1]', () => {
    expect(compactionThreshold(100_000, settings({ thresholdPercent: 150 }))).toBe(99_000);
    expect(compactionThreshold(100_000, settings({ thresholdPercent: 0.5 }))).toBe(1_000);
    expect(compactionThreshold(100_000, settings({ thresholdPercent: Number.NaN }))).toBe(83_616);
    expect(compactionThreshold(100_000, settings({ thresholdTokens: 50_000, thresholdPercent: 90 }))).toBe(50_000);
    expect(compactionThreshold(100_000, settings({ thresholdTokens: 500_000 }))).toBe(99_999);
    expect(compactionThreshold(100_000, settings({ thresholdTokens: 0.5 }))).toBe(1);
    expect(compactionThreshold(100_000, settings({ thresholdTokens: Number.POSITIVE_INFINITY }))).toBe(83_616);
  });

  it('never compacts when disabled or with strategy off (case 6)', () => {
    expect(shouldCompact(99_000, 100_000, settings({ strategy: 'off' }))).toBe(false);
    expect(shouldCompact(99_000, 100_000, settings({ enabled: false }))).toBe(false);
    expect(shouldCompact(99_000, 0, settings())).toBe(false);
  });

  it('distinguishes an explicit default reserve from an unset one on a 19k window (case 7)', () => {
    const explicit = settings({ reserveTokens: 16_384 });
    expect(budgetReserveTokens(19_000, explicit)).toBe(16_384);
    expect(compactionThreshold(19_000, explicit)).toBe(2_616);
    expect(shouldCompact(2_616, 19_000, explicit)).toBe(false);
    expect(shouldCompact(2_617, 19_000, explicit)).toBe(true);
    const spread = { ...DEFAULT_COMPACTION_SETTINGS };
    expect(budgetReserveTokens(19_000, spread)).toBe(2_850);
    expect(compactionThreshold(19_000, spread)).toBe(16_150);
    expect(shouldCompact(16_150, 19_000, spread)).toBe(false);
    expect(shouldCompact(16_151, 19_000, spread)).toBe(true);
  });

  it('keeps a positive reserve and a threshold below the window on tiny windows (case 8)', () => {
    for (let w = 1; w <= 10; w += 1) {
      expect(budgetReserveTokens(w, settings())).toBeGreaterThanOrEqual(1);
      expect(compactionThreshold(w, settings())).toBeLessThan(w);
    }
    expect(budgetReserveTokens(6, settings())).toBe(1);
    expect(compactionThreshold(6, settings())).toBe(5);
    expect(compactionThreshold(1, settings())).toBe(0);
    expect(budgetReserveTokens(16_385, settings({ reserveTokens: 90_000 }))).toBe(2_457);
  });

  it('decides on the floored local estimate when provider usage is deflated (case 9)', () => {
    const s = settings({ reserveTokens: 10_000 });
    expect(compactionContextTokens(20_000, 90_000)).toBe(90_000);
    expect(compactionContextTokens(85_000, 80_000)).toBe(85_000);
    expect(compactionContextTokens(-5, -10)).toBe(0);
    expect(compactionContextTokens(-5, 100)).toBe(100);
    expect(shouldCompact(20_000, 100_000, s)).toBe(false);
    expect(shouldCompact(compactionContextTokens(20_000, 95_000), 100_000, s)).toBe(true);
  });
});
