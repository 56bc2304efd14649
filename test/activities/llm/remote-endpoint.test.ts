import { ApplicationFailure } from '@temporalio/common';
import { loadPromptSet } from '../../../activities/llm/prompts';
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
    const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, apiKey: 'secret' });
    expect(await endpoint.complete(request)).toEqual({
      text: 'remote says hi',
      usage: { input: 0, output: 0 },
      model: `remote/${new URL(fake.url).host}`,
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/summarize',
      body: { systemPrompt: 'SYS', prompt: 'PROMPT', maxTokens: 8000 },
      headers: { authorization: 'Bearer secret' },
    });
  });

  it('uses the OpenAI chat shape when the path ends with /chat/completions', async () => {
    fake.script({ status: 200, body: { choices: [{ message: { content: [{ type: 'text', text: 'parts' }] } }] } });
    const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/v1/chat/completions`, model: 'local-llm' });
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
    const completer = createRemoteEndpointCompleter({ url: `${fake.url}/summarize` });
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
    const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/summarize` });
    await expect(endpoint.complete(request)).rejects.toMatchObject({ type });
  });

  it('times out a hanging endpoint as ProviderUnavailable', async () => {
    fake.script({ hang: true });
    const endpoint = createRemoteEndpointCompleter({ url: `${fake.url}/summarize`, timeoutMs: 200 });
    const error = await endpoint.complete(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationFailure);
    expect(error).toMatchObject({ type: 'ProviderUnavailable', message: expect.stringContaining('timed out') });
  });
});
