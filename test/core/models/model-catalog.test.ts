import { parseModelRef, promotionTargetFor, resolveModel, supportsImages } from '../../../core/models/model-catalog';

describe('model catalog', () => {
  it('splits provider/id references, keeping slashes inside the id', () => {
    expect(parseModelRef('anthropic/claude-opus-4-5')).toEqual({ provider: 'anthropic', id: 'claude-opus-4-5' });
    expect(parseModelRef('openrouter/anthropic/claude-opus-4-5')).toEqual({
      provider: 'openrouter',
      id: 'anthropic/claude-opus-4-5',
    });
    expect(parseModelRef('claude')).toBeUndefined();
    expect(parseModelRef('/x')).toBeUndefined();
    expect(parseModelRef('x/')).toBeUndefined();
  });

  it('resolves a known model with its window, output cap and modalities', () => {
    expect(resolveModel('anthropic/claude-opus-4-5')).toEqual({
      provider: 'anthropic',
      id: 'claude-opus-4-5',
      api: 'anthropic-messages',
      contextWindow: 200_000,
      maxOutputTokens: 64_000,
      input: ['text', 'image'],
    });
  });

  it('matches a dated snapshot to its model line but keeps the dated id', () => {
    expect(resolveModel('anthropic/claude-opus-4-5-20251101')).toMatchObject({
      id: 'claude-opus-4-5-20251101',
      contextWindow: 200_000,
    });
  });

  it('describes an unknown model conservatively from its provider family', () => {
    expect(resolveModel('google/gemini-9-ultra')).toEqual({
      provider: 'google',
      id: 'gemini-9-ultra',
      api: 'google-generative-ai',
      contextWindow: 128_000,
      maxOutputTokens: 16_384,
      input: ['text'],
    });
    expect(resolveModel('local/llama')?.api).toBe('openai-completions');
  });

  it('applies overrides over the catalog and ignores undefined ones', () => {
    const model = resolveModel('local/llama', {
      contextWindow: 32_768,
      input: ['text', 'image'],
      maxOutputTokens: undefined,
    });
    expect(model).toMatchObject({ contextWindow: 32_768, maxOutputTokens: 16_384, input: ['text', 'image'] });
    expect(supportsImages(model!)).toBe(true);
    expect(supportsImages(resolveModel('deepseek/deepseek-chat')!)).toBe(false);
  });

  it('promotes only to a strictly larger window', () => {
    expect(promotionTargetFor(resolveModel('anthropic/claude-sonnet-4-5')!)?.contextWindow).toBe(1_000_000);
    expect(promotionTargetFor(resolveModel('anthropic/claude-opus-4-5')!)).toBeUndefined();
    const shrinking = { ...resolveModel('openai/gpt-4.1')!, promotionTarget: 'openai/gpt-4o' };
    expect(promotionTargetFor(shrinking)).toBeUndefined();
  });
});
