/**
 * A summarizer wired to a fresh fake Anthropic server per test: `const s = useFakeSummarizer()`, then
 * `s.deps()` for SummarizerDeps and `s.fake` for the recorded requests.
 */
import { loadPromptSet } from '../../activities/llm/prompts';
import { createCompleter } from '../../activities/llm/providers/create-completer';
import type { ModelSpec } from '../../activities/llm/providers/types';
import { startFakeProvider, type FakeProvider } from './fake-provider-server';

export function useFakeSummarizer() {
  const prompts = loadPromptSet();
  let fake: FakeProvider | undefined;
  beforeEach(async () => {
    fake = await startFakeProvider();
  });
  afterEach(() => fake?.close());
  const current = () => {
    if (!fake) throw new Error('the fake provider is used outside a test');
    return fake;
  };
  return {
    prompts,
    get fake() {
      return current();
    },
    deps(extra: Partial<ModelSpec> = {}) {
      const spec: ModelSpec = {
        provider: 'anthropic',
        id: 'summarizer-1',
        baseUrl: current().url,
        apiKey: 'k',
        timeoutMs: 5000,
      };
      return { prompts, completer: createCompleter({ ...spec, ...extra }) };
    },
  };
}
