import { createLlm, loadPromptSet } from '../../../activities/llm';
import { parseConfig } from '../../../worker/config';
import { startFakeProvider, type FakeProvider } from '../../fakes/fake-provider-server';

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider();
});
afterEach(() => fake.close());

const settingsFor = (url: string, env: Record<string, string> = {}) =>
  parseConfig(
    {
      COMPACTOR_SUMMARY_MODEL: 'google/gemini-flash-test',
      GEMINI_API_KEY: 'g',
      GOOGLE_GEMINI_BASE_URL: url,
      ANTHROPIC_API_KEY: 'a',
      ANTHROPIC_BASE_URL: url,
      COMPACTOR_REMOTE_ENDPOINT_ALLOW: url,
      ...env,
    },
    '/x',
  ).llm;

describe('createLlm', () => {
  it('builds summarizers for the configured model and for an explicit reference', async () => {
    const llm = createLlm({ settings: settingsFor(fake.url) });
    const first = await llm.summarizer().completer.complete({ system: 's', prompt: 'p', maxTokens: 10 });
    const second = await llm
      .summarizer('anthropic/claude-test')
      .completer.complete({ system: 's', prompt: 'p', maxTokens: 10 });
    expect([first.model, second.model]).toEqual(['google/gemini-flash-test', 'anthropic/claude-test']);
    expect(fake.requests.map((r) => r.kind)).toEqual(['google', 'anthropic']);
    expect(llm.prompts.hash).toBe(loadPromptSet().hash);
  });

  it('turns a bad model reference into a non-retryable failure', () => {
    const llm = createLlm({ settings: settingsFor(fake.url) });
    expect(() => llm.summarizer('mistral/large')).toThrow(
      expect.objectContaining({ type: 'ProviderRejected', nonRetryable: true }),
    );
  });

  it('routes the remote summarizer to the endpoint', async () => {
    const llm = createLlm({ settings: settingsFor(fake.url) });
    const result = await llm
      .remoteSummarizer({ url: `${fake.url}/summarize` })
      .completer.complete({ system: 's', prompt: 'p', maxTokens: 7 });
    expect(result.text).toBe('summary 1');
    expect(fake.requests[0]?.body).toEqual({ systemPrompt: 's', prompt: 'p', maxTokens: 7 });
  });
});
