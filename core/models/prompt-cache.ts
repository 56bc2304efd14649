/**
 * How long a provider keeps a prompt's cache warm after the last request that used it. A turn within that time
 * reads the cached prefix at a fraction of the input price; after it, the whole prompt is paid again. Defaults per
 * provider (their documented default lifetimes), overridable per model. Pure data and lookups.
 */
import { parseModelRef } from './model-catalog';

/** Anthropic's default ephemeral cache lives 5 minutes, refreshed on every hit. */
const PROVIDER_CACHE_SECONDS: Readonly<Record<string, number>> = {
  anthropic: 300,
  // OpenAI evicts cached prefixes after 5–10 minutes of inactivity: the upper bound, so it is surely cold.
  openai: 600,
  'openai-chat': 600,
  // Gemini's context caches default to a one-hour time to live.
  google: 3600,
  vertex: 3600,
};

/** Models whose cache lives longer or shorter than their provider's default. */
const MODEL_CACHE_SECONDS: Readonly<Record<string, number>> = {};

/** Unknown providers: assume the common five minutes. */
export const DEFAULT_CACHE_SECONDS = 300;

/** The prompt-cache lifetime of a `provider/id` model in seconds; an override (from settings) wins. */
export function promptCacheSeconds(model: string | undefined, override?: number): number {
  if (override !== undefined && override > 0) return override;
  if (model === undefined) return DEFAULT_CACHE_SECONDS;
  const exact = MODEL_CACHE_SECONDS[model];
  if (exact !== undefined) return exact;
  const provider = parseModelRef(model)?.provider;
  return (provider !== undefined ? PROVIDER_CACHE_SECONDS[provider] : undefined) ?? DEFAULT_CACHE_SECONDS;
}
