/** The models `compactor eval` accepts: known to the catalog on openai, anthropic or google, with the provider's key. */
import { NO_PROVIDERS } from '../../helpers/activities';
import { checkEvalModel } from '../../../service/quality-eval/eval-models';

const settings = { ...NO_PROVIDERS, anthropic: { apiKey: 'a' } };

describe('checkEvalModel', () => {
  it('accepts a catalog model whose provider has a key, and a dated snapshot of it', () => {
    expect(checkEvalModel('--reader', 'anthropic/claude-haiku-4-5', settings)).toEqual({
      ok: true,
      ref: 'anthropic/claude-haiku-4-5',
    });
    expect(checkEvalModel('--judge', 'anthropic/claude-haiku-4-5-20251001', settings)).toEqual({
      ok: true,
      ref: 'anthropic/claude-haiku-4-5-20251001',
    });
  });

  it.each([['anthropic/claude-nonexistent-9'], ['mistral/large'], ['deepseek/deepseek-chat'], ['no-slash']])(
    'refuses %s as unknown-model',
    (ref) => {
      expect(checkEvalModel('--reader', ref, settings)).toEqual({
        ok: false,
        type: 'unknown-model',
        message: `--reader ${ref}: not a model of the catalog on openai, anthropic, google (provider/id)`,
      });
    },
  );

  it.each([
    ['openai/gpt-5-mini', 'openai', 'OPENAI_API_KEY'],
    ['google/gemini-2.5-flash', 'google', 'GEMINI_API_KEY (or GOOGLE_API_KEY)'],
  ])('refuses %s without its key as missing-model-key', (ref, provider, variable) => {
    expect(checkEvalModel('--probe-writer', ref, settings)).toEqual({
      ok: false,
      type: 'missing-model-key',
      message: `--probe-writer ${ref}: no API key for ${provider}, set ${variable}`,
    });
  });
});
