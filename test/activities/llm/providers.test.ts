import { ApplicationFailure } from '@temporalio/common';
import { createCompleter } from '../../../activities/llm/providers/create-completer';
import { fakeProviderPerTest } from '../../helpers/fake-provider-per-test';

// Each provider through its real SDK against the wire-level wire.fake.
const wire = fakeProviderPerTest('summarizer-1');
const { spec } = wire;

const NOW = Date.parse('2026-11-29T12:00:00Z');

const request = { system: 'SYSTEM TEXT', prompt: 'PROMPT TEXT', maxTokens: 321 };

async function failureOf(promise: Promise<unknown>): Promise<ApplicationFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApplicationFailure);
  return error as ApplicationFailure;
}

describe.each([
  ['openai', '/v1/responses'],
  ['openai-chat', '/v1/chat/completions'],
  ['openai-compatible', '/v1/chat/completions'],
  ['anthropic', '/v1/messages'],
  ['google', '/v1beta/models/summarizer-1:generateContent'],
] as const)('%s', (provider, path) => {
  it('returns the text, usage and model of one request to the provider path', async () => {
    wire.fake.script({ text: 'the summary' });
    const completion = await createCompleter(spec(provider)).complete(request);
    expect(completion).toMatchObject({
      text: 'the summary',
      usage: { input: 101, output: 11, cached: 1 },
      model: `${provider}/summarizer-1`,
    });
    expect(wire.fake.requests.map((r) => [r.method, r.path])).toEqual([['POST', path]]);
    expect(JSON.stringify(wire.fake.requests[0]?.body)).toContain('SYSTEM TEXT');
    expect(JSON.stringify(wire.fake.requests[0]?.body)).toContain('PROMPT TEXT');
    expect(JSON.stringify(wire.fake.requests[0]?.body)).toContain('321');
  });

  it.each([
    ['overflow', 'ContextOverflow', true],
    ['server', 'ProviderUnavailable', false],
    ['auth', 'ProviderAuth', true],
  ] as const)('maps a %s error to %s after exactly one request', async (error, type, nonRetryable) => {
    wire.fake.script({ error });
    const failure = await failureOf(createCompleter(spec(provider)).complete(request));
    expect(failure.type).toBe(type);
    expect(failure.nonRetryable).toBe(nonRetryable);
    expect(failure.cause).toBeInstanceOf(Error);
    expect(wire.fake.requests).toHaveLength(1);
  });

  it('maps a 429 to a retryable ProviderRateLimited delayed by retry-after', async () => {
    wire.fake.script({ error: 'rate-limit', retryAfter: '3' });
    const failure = await failureOf(createCompleter(spec(provider), { now: () => NOW }).complete(request));
    expect(failure.type).toBe('ProviderRateLimited');
    expect(failure.nonRetryable).toBe(false);
    expect(failure.nextRetryDelay).toBe(3000);
    expect(wire.fake.requests).toHaveLength(1);
  });

  it('maps a hanging provider to ProviderUnavailable once the timeout passes', async () => {
    wire.fake.script({ hang: true });
    const failure = await failureOf(createCompleter(spec(provider, { timeoutMs: 300 })).complete(request));
    expect(failure.type).toBe('ProviderUnavailable');
    expect(failure.message).toContain('timed out');
  });
});

describe('provider specifics', () => {
  it('sends the key the way each SDK does', async () => {
    await createCompleter(spec('openai-chat')).complete(request);
    await createCompleter(spec('google')).complete(request);
    expect(wire.fake.requests[0]?.headers.authorization).toBe('Bearer test-key');
    expect(wire.fake.requests[1]?.headers['x-goog-api-key']).toBe('test-key');
  });

  it("reads Gemini's RetryInfo delay from the error body", async () => {
    wire.fake.script({ error: 'rate-limit' });
    const failure = await failureOf(createCompleter(spec('google')).complete(request));
    expect(failure.nextRetryDelay).toBe(7000);
  });

  it('takes an HTTP-date retry-after relative to now', async () => {
    wire.fake.script({ error: 'rate-limit', retryAfter: 'Sun, 29 Nov 2026 12:00:05 GMT' });
    const failure = await failureOf(createCompleter(spec('anthropic'), { now: () => NOW }).complete(request));
    expect(failure.nextRetryDelay).toBe(5000);
  });

  it('sends a reasoning effort only to models that support one', async () => {
    await createCompleter(spec('openai', { id: 'gpt-5-mini' })).complete({ ...request, reasoning: 'high' });
    await createCompleter(spec('anthropic', { id: 'claude-sonnet-4-9' })).complete({ ...request, reasoning: 'low' });
    await createCompleter(spec('google', { id: 'gemini-2.5-pro' })).complete({ ...request, reasoning: 'medium' });
    await createCompleter(spec('openai-chat', { id: 'o3' })).complete({ ...request, reasoning: 'low' });
    const [responses, anthropic, google, chat] = wire.fake.requests.map((r) => r.body as Record<string, unknown>);
    expect(responses).toMatchObject({ reasoning: { effort: 'high' }, max_output_tokens: 321 + 16384, store: false });
    expect(anthropic).toMatchObject({ thinking: { type: 'enabled', budget_tokens: 2048 }, max_tokens: 321 + 2048 });
    expect(google).toMatchObject({ generationConfig: { thinkingConfig: { thinkingBudget: 8192 } } });
    expect(chat).toMatchObject({ reasoning_effort: 'low', max_completion_tokens: 321 + 2048 });
  });

  it('lists no reasoning efforts for unknown OpenAI-compatible models and Claude 3.5', () => {
    expect(createCompleter(spec('openai-compatible', { id: 'qwen3-32b' })).reasoningEfforts).toEqual([]);
    expect(createCompleter(spec('anthropic', { id: 'claude-3-5-haiku' })).reasoningEfforts).toEqual([]);
    expect(createCompleter(spec('openai', { id: 'gpt-5' })).reasoningEfforts).toEqual([
      'minimal',
      'low',
      'medium',
      'high',
    ]);
  });

  it('fails with ProviderAuth before any request when the key is missing (never read from the environment)', async () => {
    const failure = await failureOf(createCompleter(spec('anthropic', { apiKey: undefined })).complete(request));
    expect(failure).toMatchObject({ type: 'ProviderAuth', nonRetryable: true });
    expect(wire.fake.requests).toHaveLength(0);
  });

  it('lets OpenAI-compatible servers run without a key', async () => {
    await createCompleter(spec('openai-compatible', { apiKey: undefined })).complete(request);
    expect(wire.fake.requests).toHaveLength(1);
  });

  it('sends max_tokens to OpenAI-compatible servers', async () => {
    await createCompleter(spec('openai-compatible')).complete(request);
    expect(wire.fake.requests[0]?.body).toMatchObject({ max_tokens: 321, model: 'summarizer-1' });
  });
});

describe('image tokens of a call', () => {
  /** A PNG of 1568 × 1568 as far as its size goes (signature and IHDR), which is all the wire carries here. */
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(1568, 16);
  header.writeUInt32BE(1568, 20);
  const image = { type: 'image', mimeType: 'image/png', data: header.toString('base64') };
  const withImage = {
    ...request,
    history: [{ role: 'user', content: [{ type: 'text', text: 'look' }, image], timestamp: 1 }],
  } as unknown as typeof request;

  it.each([
    // Gemini splits its input by modality (the fake: 1,120 per image, quality.md §3): reported, not estimated.
    ['google', { input: 101 + 1120, image: 1120 }],
    // One input figure: the image's share estimated from its size, ⌈1568/32⌉² × 1.2 and ⌈1568/28⌉² × 1.05.
    ['openai', { input: 101, image: 2882, estimated: true }],
    ['openai-chat', { input: 101, image: 2882, estimated: true }],
    ['anthropic', { input: 101, image: 3293, estimated: true }],
  ] as const)('%s: %j', async (provider, usage) => {
    wire.fake.script({ text: 'seen' });
    const completion = await createCompleter(spec(provider)).complete(withImage);
    expect(completion.usage).toEqual({ output: 11, cached: 1, ...usage });
  });

  it.each(['openai', 'anthropic', 'google'] as const)('%s: 0 for a call without images, not estimated', async (p) => {
    wire.fake.script({ text: 'plain' });
    expect((await createCompleter(spec(p)).complete(request)).usage).toEqual({
      input: 101,
      output: 11,
      cached: 1,
      image: 0,
    });
  });
});
