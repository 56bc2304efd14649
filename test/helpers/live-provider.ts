/**
 * The live tier's providers (`npm run test:live`): each runs with its real key from the environment. Without the key
 * its tests are skipped, the describe title saying why in one line; with COMPACTOR_LIVE=1 a missing key fails the
 * run instead, so a CI job meant to exercise the real providers cannot pass by skipping them.
 */
import { NO_PROVIDERS } from './activities';
import type { LlmSettings } from '../../activities/llm/model-spec';

export interface LiveProvider {
  name: 'openai' | 'anthropic' | 'google';
  keyVariable: string;
  /** A small, cheap model of the provider. */
  model: string;
}

export const LIVE_PROVIDERS: readonly LiveProvider[] = [
  { name: 'openai', keyVariable: 'OPENAI_API_KEY', model: 'openai/gpt-5-mini' },
  { name: 'anthropic', keyVariable: 'ANTHROPIC_API_KEY', model: 'anthropic/claude-haiku-4-5' },
  { name: 'google', keyVariable: 'GEMINI_API_KEY', model: 'google/gemini-2.5-flash' },
];

/** `describe` when the provider's key is set, else `describe.skip` with the reason in the title. */
export function describeLive(provider: LiveProvider, title: string, body: (settings: LlmSettings) => void): void {
  const key = process.env[provider.keyVariable];
  if (!key) {
    if (process.env.COMPACTOR_LIVE === '1')
      throw new Error(
        `COMPACTOR_LIVE=1 but ${provider.keyVariable} is unset: the ${provider.name} live tests cannot run`,
      );
    const reason = `${title}: skipped, ${provider.keyVariable} is unset`;
    process.stdout.write(`${reason}\n`);
    describe.skip(reason, () => body(NO_PROVIDERS));
    return;
  }
  const settings: LlmSettings = { ...NO_PROVIDERS, timeoutMs: 120_000, [provider.name]: { apiKey: key } };
  describe(title, () => body(settings));
}
