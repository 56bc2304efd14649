import { billedTokens, billingFamily, frameTokenEstimate } from '../../../core/snapcompact/billing';
import {
  parseShapeSetting,
  resolveShape,
  resolveSnapcompact,
  UnknownShapeError,
} from '../../../core/snapcompact/resolve-shape';

const pick = (s: ReturnType<typeof resolveShape>) => [
  s.name,
  s.frameSize,
  s.family,
  s.frameTokenEstimate,
  s.imageDetail,
];

describe('model → shape resolution', () => {
  it.each([
    ['anthropic-messages', 'claude-sonnet-4-5', ['6x12-dim', 1568, 'anthropic', 3293, undefined]],
    ['anthropic-messages', 'claude-3-5-sonnet-20241022', ['6x12-dim', 1568, 'anthropic', 3293, undefined]],
    ['anthropic-messages', 'claude-opus-4-6', ['6x12-dim', 1568, 'anthropic', 3293, undefined]],
    ['anthropic-messages', 'claude-opus-4-20250514', ['6x12-dim', 1568, 'anthropic', 3293, undefined]],
    ['anthropic-messages', 'claude-3-opus-20240229', ['6x12-dim', 1568, 'anthropic', 3293, undefined]],
    ['anthropic-messages', 'claude-opus-4-7', ['6x12-dim', 1932, 'anthropic', 5000, undefined]],
    ['anthropic-messages', 'claude-opus-4-8', ['6x12-dim', 1932, 'anthropic', 5000, undefined]],
    ['anthropic-messages', 'anthropic--claude-4.8-opus', ['6x12-dim', 1932, 'anthropic', 5000, undefined]],
    ['anthropic-messages', 'claude-opus-4-10', ['6x12-dim', 1932, 'anthropic', 5000, undefined]],
    ['anthropic-messages', 'CLAUDE-OPUS-5', ['6x12-dim', 1932, 'anthropic', 5000, undefined]],
    ['anthropic-messages', 'claude-opus-5-11', ['6x12-dim', 1932, 'anthropic', 5000, undefined]],
    ['anthropic-messages', 'claude-fable-5', ['6x12-dim', 1932, 'anthropic', 5000, undefined]],
    ['openai-completions', '~anthropic/claude-mythos-latest', ['6x12-dim', 1932, 'openai', 4466, 'original']],
    ['google-vertex', 'claude-fable-5@20250929', ['6x12-dim', 1932, 'google', 1120, undefined]],
    ['openai-completions', 'anthropic/claude-sonnet-4.5', ['6x12-dim', 1568, 'openai', 2882, 'original']],
    ['google-generative-ai', 'gemini-3.5-flash', ['doc-8on16-sent-dim', 2048, 'google', 1120, undefined]],
    ['openai-completions', 'google/gemini-3-pro', ['doc-8on16-sent-dim', 2048, 'openai', 4916, 'original']],
    ['openai-responses', 'gpt-5.5', ['8on16-bw', 1568, 'openai', 2882, 'original']],
    ['openai-codex-responses', 'gpt-5.3-codex', ['8on16-bw', 1568, 'openai', 2882, 'original']],
    ['openai-completions', 'moonshotai/kimi-k2.6', ['8on16-bw', 1568, 'openai', 2882, 'original']],
    ['openai-completions', 'z-ai/glm-4.6v', ['8on16-bw', 1568, 'openai', 2882, 'original']],
    ['anthropic-messages', 'some-new-model', ['6x12-dim', 1568, 'anthropic', 3293, undefined]],
    ['google-generative-ai', 'learnlm-9', ['doc-8on16-sent-dim', 1568, 'google', 1120, undefined]],
    ['openai-completions', 'qwen/qwen3-vl', ['8on16-bw', 1568, 'openai', 2882, 'original']],
    ['mistral-conversations', 'pixtral-large', ['6x12-dim', 1568, 'unknown', 3293, undefined]],
    [undefined, undefined, ['6x12-dim', 1568, 'unknown', 3293, undefined]],
  ] as const)('%s %s → %j', (api, id, expected) => {
    expect(pick(resolveShape({ api, id }))).toEqual(expected);
  });

  it('a forced variant keeps its own geometry and frame size and is re-priced for the carrying API', () => {
    expect(pick(resolveShape({ api: 'openai-responses', id: 'claude-fable-5' }, '8x8r-bw'))).toEqual([
      '8x8r-bw',
      1568,
      'openai',
      2882,
      'original',
    ]);
    expect(pick(resolveShape({ api: 'google-generative-ai' }, '5x8-bw'))).toEqual([
      '5x8-bw',
      2576,
      'google',
      1120,
      undefined,
    ]);
    expect(resolveShape({ api: 'anthropic-messages' }, '5x8-sent').frameTokenEstimate).toBe(5024);
    expect(resolveShape({ api: 'anthropic-messages', id: 'gemini-3' }, 'auto')).toEqual(
      resolveShape({ api: 'anthropic-messages', id: 'gemini-3' }),
    );
  });

  it('rejects an unknown shape setting with a typed error', () => {
    expect(() => resolveShape({}, '8on22-bw' as never)).toThrow(UnknownShapeError);
    expect(() => parseShapeSetting('6x10-sent')).toThrow(UnknownShapeError);
    expect(parseShapeSetting(undefined)).toBe('auto');
    expect(parseShapeSetting('doc-8on16-bw')).toBe('doc-8on16-bw');
  });
});

describe('snapcompact availability', () => {
  it('falls back to an LLM summary for a text-only model, naming it', () => {
    expect(resolveSnapcompact({ id: 'glm-5.2', api: 'openai-completions', input: ['text'] })).toEqual({
      kind: 'fallback',
      reason: 'text-only-model',
      message: 'snapcompact needs a vision-capable model (glm-5.2 is text-only) — using an LLM summary instead',
    });
  });

  it('falls back when the input modalities are unknown', () => {
    expect(resolveSnapcompact({ id: 'x' })).toMatchObject({ kind: 'fallback', reason: 'unknown-input-modalities' });
  });

  it('resolves the shape for a vision model', () => {
    const decision = resolveSnapcompact({ id: 'gpt-5.5', api: 'openai-responses', input: ['text', 'image'] });
    expect(decision.kind === 'snapcompact' && decision.shape.name).toBe('8on16-bw');
  });
});

describe('billing', () => {
  it.each([
    ['anthropic', 1568, 3293],
    ['anthropic', 1932, 5000],
    ['anthropic', 2048, 5024],
    ['anthropic', 2576, 5024],
    ['unknown', 1568, 3293],
    ['openai', 1568, 2882],
    ['openai', 1932, 4466],
    ['openai', 2048, 4916],
    ['openai', 2576, 7874],
    ['google', 1568, 1120],
    ['google', 2576, 1120],
  ] as const)('%s bills a %i px square frame %i tokens', (family, size, tokens) => {
    expect(frameTokenEstimate(family, size)).toBe(tokens);
  });

  it('prices short frames by their real height for patch-billed APIs, not for Gemini', () => {
    expect(billedTokens('anthropic', 1568, 120)).toBe(Math.ceil(56 * 5 * 1.05));
    expect(billedTokens('openai', 1568, 120)).toBe(Math.ceil(49 * 4 * 1.2));
    expect(billedTokens('google', 1568, 120)).toBe(1120);
  });

  it('maps wire APIs to billing families', () => {
    expect(billingFamily('bedrock-converse-stream')).toBe('anthropic');
    expect(billingFamily('azure-openai-responses')).toBe('openai');
    expect(billingFamily('google-gemini-cli')).toBe('google');
    expect(billingFamily('ollama')).toBe('unknown');
    expect(billingFamily(undefined)).toBe('unknown');
  });
});
