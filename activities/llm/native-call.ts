/**
 * What every native compaction request sets up the same way: the SDK client's options (retries off, Temporal owns
 * retrying; the SDK's own timeout a backstop behind ours) and our deadline, combined with the caller's signal, that
 * turns every error but the caller's cancellation into a typed failure (./call-with-deadline.ts).
 */
import type { DeadlineOptions } from './call-with-deadline';
import { classifyProviderError } from './classify-error';
import type { ModelSpec } from './providers/types';

/** The SDKs' own timeouts are a backstop behind our deadline. */
const SDK_TIMEOUT_SLACK_MS = 1000;

/** The options both SDKs' clients take alike. */
export const nativeClientOptions = (spec: ModelSpec) => ({
  apiKey: spec.apiKey || 'unused',
  baseURL: spec.baseUrl,
  maxRetries: 0,
  timeout: spec.timeoutMs + SDK_TIMEOUT_SLACK_MS,
});

/** Our deadline for one request of `model` (`provider/id`); `now` dates a rate limit's retry-after. */
export function nativeDeadline(spec: ModelSpec, now: () => number, signal?: AbortSignal): DeadlineOptions {
  const model = `${spec.provider}/${spec.id}`;
  const classify = (error: unknown) => classifyProviderError(error, { model, nowMs: now() });
  return { model, timeoutMs: spec.timeoutMs, signal, classify };
}
