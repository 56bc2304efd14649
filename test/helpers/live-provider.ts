/**
 * The live tier's providers (`npm run test:live`): each runs with its real key from the environment. Without the key
 * its tests are skipped, the describe title saying why in one line; with COMPACTOR_LIVE=1 a missing key fails the
 * run instead, so a CI job meant to exercise the real providers cannot pass by skipping them. `liveRule` is that
 * decision alone (tested in the unit tier); `describeLive` applies it.
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

export const liveProvider = (name: LiveProvider['name']): LiveProvider => LIVE_PROVIDERS.find((p) => p.name === name)!;

export type LiveDecision =
  | { run: true; settings: LlmSettings }
  | { run: false; fail: true; message: string }
  | { run: false; fail: false; reason: string };

/** Whether `title`'s tests run for `provider` in `env`: with its key; without, skipped, or failed under COMPACTOR_LIVE=1. */
export function liveRule(
  provider: LiveProvider,
  title: string,
  env: Readonly<Record<string, string | undefined>>,
): LiveDecision {
  const key = env[provider.keyVariable];
  if (key) return { run: true, settings: { ...NO_PROVIDERS, timeoutMs: 120_000, [provider.name]: { apiKey: key } } };
  if (env.COMPACTOR_LIVE === '1')
    return {
      run: false,
      fail: true,
      message: `COMPACTOR_LIVE=1 but ${provider.keyVariable} is unset: the ${provider.name} live tests cannot run`,
    };
  return { run: false, fail: false, reason: `${title}: skipped, ${provider.keyVariable} is unset` };
}

/** `describe` when the provider's key is set, else `describe.skip` with the reason in the title (or a failure). */
export function describeLive(provider: LiveProvider, title: string, body: (settings: LlmSettings) => void): void {
  const decision = liveRule(provider, title, process.env);
  if (decision.run) {
    describe(title, () => body(decision.settings));
    return;
  }
  if (decision.fail) throw new Error(decision.message);
  process.stdout.write(`${decision.reason}\n`);
  describe.skip(decision.reason, () => body(NO_PROVIDERS));
}
