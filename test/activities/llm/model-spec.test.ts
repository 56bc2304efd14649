import { ModelRefError, parseModelRef, resolveModelSpec, type LlmSettings } from '../../../activities/llm/model-spec';
import { parseConfig } from '../../../worker/config';

const settings: LlmSettings = parseConfig(
  {
    COMPACTOR_SUMMARY_MODEL: 'anthropic/claude-sonnet-4-5',
    COMPACTOR_SUMMARY_CONTEXT_WINDOW: '200000',
    ANTHROPIC_API_KEY: 'sk-a',
    OPENAI_API_KEY: 'sk-o',
    OPENAI_BASE_URL: 'https://gw.example/v1',
    COMPACTOR_OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:8080/v1',
  },
  '/x',
).llm;

describe('resolveModelSpec', () => {
  it('names the environment variable of a provider that has no key', () => {
    expect(() => resolveModelSpec(settings, 'google/gemini-2.5-flash')).toThrow(
      new ModelRefError('no API key for google/gemini-2.5-flash: set GEMINI_API_KEY (or GOOGLE_API_KEY) on the worker'),
    );
    const keyless = parseConfig({ COMPACTOR_SUMMARY_MODEL: 'anthropic/claude-sonnet-4-5' }, '/x').llm;
    expect(() => resolveModelSpec(keyless)).toThrow(
      'no API key for anthropic/claude-sonnet-4-5: set ANTHROPIC_API_KEY on the worker',
    );
    expect(() => resolveModelSpec(keyless, 'openai/gpt-5')).toThrow('set OPENAI_API_KEY on the worker');
    expect(resolveModelSpec(keyless, 'openai-compatible/local')).toMatchObject({ apiKey: undefined });
  });

  it('uses the configured summary model with its key and window', () => {
    expect(resolveModelSpec(settings)).toEqual({
      provider: 'anthropic',
      id: 'claude-sonnet-4-5',
      apiKey: 'sk-a',
      baseUrl: undefined,
      timeoutMs: 180_000,
      contextWindow: 200000,
    });
  });

  it('resolves another reference with its own provider access and no assumed window', () => {
    expect(resolveModelSpec(settings, 'openai-chat/gpt-4.1')).toMatchObject({
      provider: 'openai-chat',
      apiKey: 'sk-o',
      baseUrl: 'https://gw.example/v1',
      contextWindow: undefined,
    });
    expect(resolveModelSpec(settings, 'openai-compatible/org/model:q4')).toMatchObject({
      id: 'org/model:q4',
      baseUrl: 'http://127.0.0.1:8080/v1',
    });
  });

  it('rejects unknown providers and a missing model with a typed error', () => {
    expect(() => parseModelRef('cohere/command')).toThrow(ModelRefError);
    expect(() => parseModelRef('gpt-5')).toThrow('model must be <provider>/<id>');
    expect(() => resolveModelSpec({ ...settings, summaryModel: undefined })).toThrow('no summary model configured');
  });
});
