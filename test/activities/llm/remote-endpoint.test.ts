import { ApplicationFailure } from '@temporalio/common';
import { loadPromptSet } from '../../../activities/llm/prompts';
import type { Resolver } from '../../../activities/llm/endpoint-policy';
import { createRemoteEndpointCompleter } from '../../../activities/llm/remote-endpoint';
import { shortSummary } from '../../../activities/llm/short-summary';
import { summarizeHistory } from '../../../activities/llm/summarize-history';
import { startFakeProvider, type FakeProvider } from '../../fakes/fake-provider-server';

const prompts = loadPromptSet();
let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider();
});
afterEach(() => fake.close());

const request = { system: 'SYS', prompt: 'PROMPT', maxTokens: 8000 };

describe('generic remote endpoint (spec §7.1)', () => {
  it('posts {systemPrompt, prompt, maxTokens} and reads {summary}', async () => {
    fake.script({ status: 200, body: { summary: 'remote says hi', shortSummary: 'ignored' } });
    const endpoint = createRemoteEndpointCompleter({
      url: `${fake.url}/summarize`,
      allow: [fake.url],
      apiKey: 'secret',
    });
    expect(await endpoint.complete(request)).toEqual({
      text: 'remote says hi',
      // No usage in the answer: estimated from the text, bytes/4 rounded up ('SYS' 1 + 'PROMPT' 2; 14 bytes → 4).
      usage: { input: 3, output: 4, estimated: true },
      model: `remote/${new URL(fake.url).host}`,
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/summarize',
      body: { systemPrompt: 'SYS', prompt: 'PROMPT', maxTokens: 8000 },
      headers: { authorization: 'Bearer secret' },
    });
  });

  it("records the answer's own usage when it carries one, the plain and the chat shape", async () => {
    const plain = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: [fake.url] });
    fake.script({
      status: 200,
      body: { summary: 's', usage: { inputTokens: 1200, outputTokens: 80, cachedTokens: 300 } },
    });
    expect((await plain.complete(request)).usage).toEqual({ input: 1200, output: 80, cached: 300 });
    fake.script({ status: 200, body: { summary: 's', usage: { inputTokens: 1200, outputTokens: 80 } } });
    expect((await plain.complete(request)).usage).toEqual({ input: 1200, output: 80 });

    const chat = createRemoteEndpointCompleter({ url: `${fake.url}/v1/chat/completions`, allow: [fake.url] });
    const usage = { prompt_tokens: 900, completion_tokens: 70, prompt_tokens_details: { cached_tokens: 100 } };
    fake.script({ status: 200, body: { choices: [{ message: { content: 'c' } }], usage } });
    expect((await chat.complete(request)).usage).toEqual({ input: 900, output: 70, cached: 100 });
  });

  it.each([
    [{ inputTokens: '1200', outputTokens: 80 }, 'usage.inputTokens', '"1200"'],
    [{ inputTokens: 1200 }, 'usage.outputTokens', 'nothing'],
    [{ inputTokens: 1200, outputTokens: 8.5 }, 'usage.outputTokens', '8.5'],
    [{ inputTokens: 1200, outputTokens: 80, cachedTokens: -1 }, 'usage.cachedTokens', '-1'],
  ])('rejects a malformed usage %j as ProviderRejected naming %s', async (usage, field, got) => {
    const plain = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: [fake.url] });
    fake.script({ status: 200, body: { summary: 'kept nowhere', usage } });
    const rejected = await plain.complete(request).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ApplicationFailure);
    expect(rejected).toMatchObject({
      type: 'ProviderRejected',
      nonRetryable: true,
      message: `remote/${new URL(fake.url).host}: the answer's ${field} must be a non-negative integer, got ${got}`,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects a usage that is no object', async () => {
    const plain = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: [fake.url] });
    fake.script({ status: 200, body: { summary: 's', usage: 'lots' } });
    await expect(plain.complete(request)).rejects.toMatchObject({
      type: 'ProviderRejected',
      message: `remote/${new URL(fake.url).host}: the answer's usage must be an object, got "lots"`,
    });
  });

  it('uses the OpenAI chat shape when the path ends with /chat/completions', async () => {
    fake.script({ status: 200, body: { choices: [{ message: { content: [{ type: 'text', text: 'parts' }] } }] } });
    const endpoint = createRemoteEndpointCompleter({
      url: `${fake.url}/v1/chat/completions`,
      allow: [fake.url],
      model: 'local-llm',
    });
    expect((await endpoint.complete(request)).text).toBe('parts');
    expect(fake.requests[0]?.body).toEqual({
      model: 'local-llm',
      messages: [
        { role: 'system', content: 'SYS' },
        { role: 'user', content: 'PROMPT' },
      ],
      stream: false,
      max_tokens: 8000,
    });
  });

  it('receives the history summary cap as maxTokens in every fold window', async () => {
    const completer = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: [fake.url] });
    await summarizeHistory({ prompts, completer }, { messages: ['[User]: q'], reserveTokens: 10000 });
    await shortSummary(
      { prompts, completer },
      { conversation: '[User]: q', historySummary: 'h', reserveTokens: 10000 },
    );
    expect(fake.requests.map((r) => (r.body as { maxTokens: number }).maxTokens)).toEqual([8000, 512]);
  });

  it.each([
    [{ status: 200, body: { nope: true } }, 'ProviderRejected'],
    [{ status: 200, body: 'not json' }, 'ProviderRejected'],
    [{ error: 'rate-limit', retryAfter: '2' } as const, 'ProviderRateLimited'],
    [{ error: 'server' } as const, 'ProviderUnavailable'],
    [{ error: 'auth' } as const, 'ProviderAuth'],
  ])('maps %j to %s', async (step, type) => {
    fake.script(step);
    const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: [fake.url] });
    await expect(endpoint.complete(request)).rejects.toMatchObject({ type });
  });

  it('times out a hanging endpoint as ProviderUnavailable', async () => {
    fake.script({ hang: true });
    const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: [fake.url], timeoutMs: 200 });
    const error = await endpoint.complete(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationFailure);
    expect(error).toMatchObject({ type: 'ProviderUnavailable', message: expect.stringContaining('timed out') });
  });

  it('reaches an endpoint on 127.0.0.1 only when the allow-list names that origin or address', async () => {
    fake.script({ status: 200, body: { summary: 'allowed' } });
    const byAddress = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: ['127.0.0.1'] });
    expect((await byAddress.complete(request)).text).toBe('allowed');
  });

  it.each([
    [[], 'remote endpoints are not enabled on this server (COMPACTOR_REMOTE_ENDPOINT_ALLOW is empty)'],
    [['https://summarizer.example.com'], 'is not in COMPACTOR_REMOTE_ENDPOINT_ALLOW'],
    [['*.0.0.1'], 'is not in COMPACTOR_REMOTE_ENDPOINT_ALLOW'],
  ])(
    'refuses the endpoint with allow-list %j as a non-retryable RemoteEndpointRefused, sending nothing',
    async (allow, text) => {
      const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow });
      await expect(endpoint.complete(request)).rejects.toMatchObject({
        type: 'RemoteEndpointRefused',
        nonRetryable: true,
        message: expect.stringContaining(text),
      });
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('refuses an allowed host name that resolves to a loopback address at call time (DNS rebinding)', async () => {
    const port = new URL(fake.url).port;
    const resolve: Resolver = (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]);
    const endpoint = createRemoteEndpointCompleter({
      url: `http://summarizer.example.com:${port}/summarize`,
      allow: ['summarizer.example.com'],
      resolve,
    });
    await expect(endpoint.complete(request)).rejects.toMatchObject({
      type: 'RemoteEndpointRefused',
      message: expect.stringContaining('resolves to the non-public address 127.0.0.1'),
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('connects to the address the check resolved for an allowed host name', async () => {
    fake.script({ status: 200, body: { summary: 'via the checked address' } });
    const port = new URL(fake.url).port;
    const resolve: Resolver = (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]);
    const endpoint = createRemoteEndpointCompleter({
      url: `http://summarizer.example.com:${port}/summarize`,
      allow: ['summarizer.example.com', '127.0.0.1'],
      resolve,
    });
    expect((await endpoint.complete(request)).text).toBe('via the checked address');
    expect(fake.requests[0]?.headers).toMatchObject({ host: `summarizer.example.com:${port}` });
  });

  it('does not follow a redirect (a 3xx answer is a failure, the target is never asked)', async () => {
    fake.script({ status: 302, body: 'moved', headers: { location: 'http://169.254.169.254/latest/meta-data' } });
    const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, allow: [fake.url] });
    await expect(endpoint.complete(request)).rejects.toMatchObject({ type: 'ProviderRejected' });
    expect(fake.requests).toHaveLength(1);
  });
});
