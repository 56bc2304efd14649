import { ApplicationFailure } from '@temporalio/common';
import { candidateRefs, summarizerCandidates } from '../../../activities/llm/summarizer-candidates';
import { NO_PROVIDERS } from '../../helpers/activities';

const KEY = { apiKey: 'k' };

describe('summarizer candidates (compaction spec §6.7)', () => {
  it('orders the requested target, the active model, the configured summary model, then the largest available', () => {
    const settings = { ...NO_PROVIDERS, anthropic: KEY, openai: KEY, summaryModel: 'openai/gpt-5-mini' };
    expect(
      candidateRefs(settings, { target: 'anthropic/claude-haiku-4-5', active: 'anthropic/claude-opus-4-5' }),
    ).toEqual(['anthropic/claude-haiku-4-5', 'anthropic/claude-opus-4-5', 'openai/gpt-5-mini', 'openai/gpt-4.1']);
  });

  it('lists a model once however many roles name it', () => {
    const settings = { ...NO_PROVIDERS, anthropic: KEY, summaryModel: 'anthropic/claude-sonnet-4-5-1m' };
    expect(candidateRefs(settings, { active: 'anthropic/claude-sonnet-4-5-1m' })).toEqual([
      'anthropic/claude-sonnet-4-5-1m',
    ]);
  });

  it('passes over candidates without credentials or without an SDK, and keeps the usable ones in order', () => {
    const settings = { ...NO_PROVIDERS, google: KEY };
    const found = summarizerCandidates(settings, { active: 'deepseek/deepseek-chat', target: 'openai/gpt-5' });
    expect(found.usable.map((s) => `${s.provider}/${s.id}`)).toEqual(['google/gemini-2.5-pro']);
    expect(found.usable[0]).toMatchObject({ apiKey: 'k', contextWindow: 1_048_576 });
    expect(found.passedOver).toEqual([
      { model: 'openai/gpt-5', reason: 'no credentials: OPENAI_API_KEY is not set' },
      { model: 'deepseek/deepseek-chat', reason: 'no summarizer SDK for provider deepseek' },
    ]);
  });

  it('uses the configured summary context window for the configured summary model only', () => {
    const settings = { ...NO_PROVIDERS, openai: KEY, summaryModel: 'openai/tiny', summaryContextWindow: 32_000 };
    const found = summarizerCandidates(settings, { active: 'openai/gpt-5' });
    expect(found.usable.map((s) => [s.id, s.contextWindow])).toEqual([
      ['gpt-5', 400_000],
      ['tiny', 32_000],
      ['gpt-4.1', 1_047_576],
    ]);
  });

  it('accepts an OpenAI-compatible server by its base URL, without a key', () => {
    const settings = { ...NO_PROVIDERS, openaiCompatible: { baseUrl: 'http://127.0.0.1:1/v1' } };
    const found = summarizerCandidates(settings, { active: 'openai-compatible/llama' });
    expect(found.usable).toMatchObject([{ provider: 'openai-compatible', id: 'llama', apiKey: undefined }]);
  });

  it('fails as non-retryable ProviderAuth naming the provider and variable when no candidate is usable', () => {
    const attempt = () => summarizerCandidates(NO_PROVIDERS, { active: 'anthropic/claude-opus-4-5' });
    expect(attempt).toThrow(ApplicationFailure);
    expect(attempt).toThrow(
      'Compaction requires usable credentials for anthropic/claude-opus-4-5: set ANTHROPIC_API_KEY on the worker',
    );
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ type: 'ProviderAuth', nonRetryable: true });
    }
  });

  it('says no candidate has a supported provider when none does', () => {
    expect(() => summarizerCandidates(NO_PROVIDERS, { active: 'zai/glm-4.6' })).toThrow(
      'Compaction has no summarizer: no candidate names a supported provider (openai, openai-chat, openai-compatible, anthropic, google). Tried: zai/glm-4.6 (no summarizer SDK for provider zai)',
    );
  });

  it('rejects a malformed requested target like any model reference', () => {
    expect(() => candidateRefs(NO_PROVIDERS, { target: 'gpt-5', active: 'openai/gpt-5' })).toThrow(
      'model must be <provider>/<id>',
    );
  });
});
