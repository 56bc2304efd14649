import {
  foldInputBudget,
  historySummaryMaxTokens,
  minFoldInputTokens,
  shortSummaryMaxTokens,
  shrunkFoldBudget,
  turnPrefixMaxTokens,
} from '../../../core/summary';

describe('summary budgets (spec §6.3, case 28)', () => {
  it.each([
    [150000, 16384, 16384, 512],
    [10000, 8000, 5000, 512],
    [undefined, 13107, 8192, 512],
    [1000, 800, 500, 200],
  ])('reserve %p → history %p, turn prefix %p, short %p', (reserve, history, prefix, short) => {
    expect([historySummaryMaxTokens(reserve), turnPrefixMaxTokens(reserve), shortSummaryMaxTokens(reserve)]).toEqual([
      history,
      prefix,
      short,
    ]);
  });

  it.each([
    [undefined, 16384],
    [40000, 5000],
    [4000, 1024],
    [1_000_000, 16384],
  ])('minimum fold input for window %p is %p', (window, min) => {
    expect(minFoldInputTokens(window)).toBe(min);
  });

  it('gives each fold call 0.8·W minus the output cap and 16384 of headroom, never below the minimum', () => {
    expect(foldInputBudget(undefined, 13107)).toBe(160000 - 13107 - 16384);
    expect(foldInputBudget(40000, 13107)).toBe(5000);
  });

  it('halves the smaller of budget and sent tokens, or gives up below the minimum', () => {
    expect(shrunkFoldBudget({ windowBudget: 130509, sentTokens: 48000, minInput: 16384 })).toBe(24000);
    expect(shrunkFoldBudget({ windowBudget: 40000, sentTokens: 90000, minInput: 16384 })).toBe(20000);
    expect(shrunkFoldBudget({ windowBudget: 24000, sentTokens: 23000, minInput: 16384 })).toBeUndefined();
  });
});
