/**
 * A fresh wire-level fake provider for each test, and model specs pointing a real SDK at it (OpenAI kinds under
 * `/v1`, as the SDKs expect their base URL), for tests of the completers' exact requests.
 */
import type { ModelSpec, ProviderKind } from '../../activities/llm/providers/types';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';

export interface FakeProviderPerTest {
  /** The current test's fake. */
  readonly fake: FakeProvider;
  spec(provider: ProviderKind, extra?: Partial<ModelSpec>): ModelSpec;
}

export function fakeProviderPerTest(modelId: string): FakeProviderPerTest {
  let current: FakeProvider | undefined;
  beforeEach(async () => {
    current = await startFakeProvider();
  });
  afterEach(() => current?.close());
  const fake = (): FakeProvider => {
    if (!current) throw new Error('the fake provider runs only inside a test');
    return current;
  };
  return {
    get fake() {
      return fake();
    },
    spec(provider, extra = {}) {
      const baseUrl = provider.startsWith('openai') ? `${fake().url}/v1` : fake().url;
      return { provider, id: modelId, apiKey: 'test-key', baseUrl, timeoutMs: 5000, ...extra };
    },
  };
}
