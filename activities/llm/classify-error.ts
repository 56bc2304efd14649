/**
 * Maps whatever a provider SDK (or the generic endpoint's fetch) threw into the closed failure list: auth,
 * rate limit (with the provider's retry hint), context overflow (core's pattern table), unavailable (5xx,
 * timeouts, connection errors) or rejected (any other 4xx). Duck-typed on `status`/`headers`/`name` so it
 * covers openai, @anthropic-ai/sdk and @google/genai alike. Keeps the original error as the cause.
 */
import type { ApplicationFailure } from '@temporalio/common';
import { isContextOverflowError, isProviderAuthError, retryDelayMs } from '../../core/summary';
import { failure } from '../failures';

export interface ErrorContext {
  /** `provider/id` of the model the call went to, recorded in the failure details. */
  readonly model: string;
  /** Wall-clock now, for HTTP-date retry-after values. */
  readonly nowMs: number;
  /** Retry-after hint captured outside the error object (Google's SDK drops response headers). */
  readonly retryAfter?: string | null;
}

interface ErrorShape {
  status?: number;
  message: string;
  name: string;
  header: (name: string) => string | null | undefined;
}

const TIMEOUT_NAMES = new Set(['APIConnectionTimeoutError', 'TimeoutError', 'AbortError']);
const TRANSIENT_STATUSES = new Set([408, 409, 425, 500, 502, 503, 504, 529]);

/** The typed failure for a provider error. Never throws; an unknown error becomes ProviderUnavailable. */
export function classifyProviderError(error: unknown, context: ErrorContext): ApplicationFailure {
  const shape = describe(error);
  const details = { model: context.model, status: shape.status };
  const what = `${context.model}: ${shape.message}`;
  const delay = () =>
    retryDelayMs(
      {
        retryAfterMs: shape.header('retry-after-ms'),
        retryAfter: shape.header('retry-after') ?? context.retryAfter,
        body: shape.message,
      },
      context.nowMs,
    );
  const status = shape.status;
  if (isProviderAuthError({ status, message: shape.message }))
    return failure('ProviderAuth', { message: what, cause: error, details });
  if (status === 429) {
    return failure('ProviderRateLimited', { message: what, cause: error, details, nextRetryDelayMs: delay() });
  }
  if (isContextOverflowError({ status, message: shape.message })) {
    return failure('ContextOverflow', { message: what, cause: error, details });
  }
  if (status === undefined || status >= 500 || TRANSIENT_STATUSES.has(status)) {
    const timedOut = status === undefined && TIMEOUT_NAMES.has(shape.name);
    const message = timedOut ? `${context.model}: request timed out (${shape.message})` : what;
    return failure('ProviderUnavailable', { message, cause: error, details, nextRetryDelayMs: delay() });
  }
  return failure('ProviderRejected', { message: what, cause: error, details });
}

function describe(error: unknown): ErrorShape {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const headers = e.headers as { get?: (n: string) => string | null } | Record<string, string> | undefined;
  const header = (name: string) => {
    if (!headers) return undefined;
    if (typeof headers.get === 'function') return (headers.get as (n: string) => string | null)(name);
    return (headers as Record<string, string>)[name];
  };
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : typeof e.name === 'string' ? e.name : 'Error';
  return { status, message, name, header };
}
