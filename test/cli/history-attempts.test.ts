/** `compactor history` shows, after a run's usual columns, which methods of the chain passed on and why. */
import { passedOnAttempts } from '../../cli/commands/history';

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
