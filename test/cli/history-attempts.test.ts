/** `compactor history` shows, after a run's usual columns, which methods of the chain passed on and why. */
import { committedQuality, passedOnAttempts } from '../../cli/commands/history';

describe('passedOnAttempts', () => {
  it('lists every method that passed on, in order, with its reason', () => {
    const attempts = [
      { method: 'remote', outcome: 'passed-on' as const, reason: 'ProviderAuth: remote/x: 401' },
      { method: 'openai-native', outcome: 'passed-on' as const, reason: 'ProviderRejected: no compaction item' },
      { method: 'context-full', outcome: 'used' as const },
    ];
    expect(passedOnAttempts(attempts)).toBe(
      '[remote passed on: ProviderAuth: remote/x: 401] [openai-native passed on: ProviderRejected: no compaction item]',
    );
  });

  it('says nothing for a run whose first method was used, or one recorded before attempts were kept', () => {
    expect(passedOnAttempts([{ method: 'context-full', outcome: 'used' }])).toBe('');
    expect(passedOnAttempts(null)).toBe('');
  });
});

describe('the quality gate in history', () => {
  const failed = {
    mode: 'enforce' as const,
    score: 0.667,
    passed: false,
    missing: ['instruction' as const, 'files' as const],
    retried: true,
  };
  const clean = { mode: 'check' as const, score: 1, passed: true, missing: [], retried: false };

  it('names the failed checks of a summary the enforced gate passed on', () => {
    const attempts = [
      { method: 'context-full', outcome: 'passed-on' as const, reason: 'quality-gate', quality: failed },
      { method: 'snapcompact', outcome: 'used' as const },
    ];
    expect(passedOnAttempts(attempts)).toBe(
      '[context-full passed on: quality-gate, quality 0.67 missing instruction, files, retried]',
    );
    expect(committedQuality(attempts)).toBe('');
  });

  it("shows the committed summary's score, and nothing for a run the gate did not check", () => {
    expect(committedQuality([{ method: 'context-full', outcome: 'used', quality: clean }])).toBe('[quality 1.00]');
    expect(committedQuality([{ method: 'context-full', outcome: 'used' }])).toBe('');
    expect(committedQuality(null)).toBe('');
  });
});
