/**
 * Turns a provider's retry hint into a delay in milliseconds: `retry-after-ms`, `retry-after` (seconds or an
 * HTTP date, relative to the `nowMs` the caller passes), or Google's `RetryInfo.retryDelay` ("12.5s") in the
 * error body. Pure; undefined when there is no usable hint.
 */

export interface RetryHints {
  readonly retryAfterMs?: string | null;
  readonly retryAfter?: string | null;
  /** The error body or message, searched for a `"retryDelay": "Ns"` field. */
  readonly body?: string;
}

/** The hinted delay in whole milliseconds (never negative), or undefined. */
export function retryDelayMs(hints: RetryHints, nowMs: number): number | undefined {
  const ms = Number(hints.retryAfterMs);
  if (hints.retryAfterMs && Number.isFinite(ms) && ms >= 0) return Math.ceil(ms);
  const after = hints.retryAfter?.trim();
  if (after) {
    const seconds = Number(after);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - nowMs);
  }
  const delay = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(hints.body ?? '');
  return delay ? Math.ceil(Number(delay[1]) * 1000) : undefined;
}
