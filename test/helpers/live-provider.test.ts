/**
 * The live tier's rule: a provider's live tests run with its key, are skipped with a one-line reason without it, and
 * fail the run without it when COMPACTOR_LIVE=1 says the real providers must be exercised.
 */
import { NO_PROVIDERS } from './activities';
import { liveProvider, liveRule } from './live-provider';

const anthropic = liveProvider('anthropic');

describe('the live tier rule', () => {
  it("runs with the provider's key, and only that provider configured", () => {
    expect(liveRule(anthropic, 't', { ANTHROPIC_API_KEY: 'sk-1', OPENAI_API_KEY: 'sk-2' })).toEqual({
      run: true,
      settings: { ...NO_PROVIDERS, timeoutMs: 120_000, anthropic: { apiKey: 'sk-1' } },
    });
  });

  it('skips without the key, saying why in one line', () => {
    expect(
      liveRule(anthropic, 'the anthropic summarizer, live', { OPENAI_API_KEY: 'sk-2', ANTHROPIC_API_KEY: '' }),
    ).toEqual({
      run: false,
      fail: false,
      reason: 'the anthropic summarizer, live: skipped, ANTHROPIC_API_KEY is unset',
    });
  });

  it('fails without the key when COMPACTOR_LIVE=1', () => {
    expect(liveRule(liveProvider('google'), 't', { COMPACTOR_LIVE: '1' })).toEqual({
      run: false,
      fail: true,
      message: 'COMPACTOR_LIVE=1 but GEMINI_API_KEY is unset: the google live tests cannot run',
    });
  });

  it('COMPACTOR_LIVE other than 1 still skips; a set key runs under COMPACTOR_LIVE=1', () => {
    expect(liveRule(anthropic, 't', { COMPACTOR_LIVE: 'true' })).toMatchObject({ run: false, fail: false });
    expect(liveRule(anthropic, 't', { COMPACTOR_LIVE: '1', ANTHROPIC_API_KEY: 'k' })).toMatchObject({ run: true });
  });
});
