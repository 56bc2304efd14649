/**
 * The real activity set for tests: the given store, LLM settings pointing at a fake provider (or none), hooks and a
 * pinned clock.
 */
import { createActivities, type ActivityDeps } from '../../activities';
import type { Db } from '../../store/database';
import { createLlm } from '../../activities/llm';
import type { LlmSettings } from '../../activities/llm/model-spec';

export const NO_PROVIDERS: LlmSettings = {
  timeoutMs: 10_000,
  openai: {},
  anthropic: {},
  google: {},
  openaiCompatible: {},
};

/** What a test may set of the activities' dependencies: any of them, and the LLM settings the LLM is made from. */
export type TestActivityOverrides = Partial<Omit<ActivityDeps, 'db'>> & { llmSettings?: LlmSettings };

export function testActivities(db: Db, overrides: TestActivityOverrides = {}) {
  const { llmSettings, ...rest } = overrides;
  return createActivities({ db, llm: createLlm({ settings: llmSettings ?? NO_PROVIDERS }), ...rest });
}

/** LLM settings that send summaries to the fake provider at `fake.url` (and allow it as a remote endpoint). */
export function summarizerSettings(fake: { url: string }) {
  return {
    ...NO_PROVIDERS,
    summaryModel: 'anthropic/summarizer-1',
    anthropic: { apiKey: 'test-key', baseUrl: fake.url },
    remoteEndpointAllow: [fake.url],
  };
}
