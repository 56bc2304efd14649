/**
 * The in-activity retries of a provider call that the spec gives a retry budget of its own (OpenAI V2 streaming
 * compaction, compaction spec §7.3: up to two retries, `2^attempt·1000` ms apart, on timeouts and transient errors,
 * never on a 4xx). Transient means the ProviderUnavailable failure (timeouts, 5xx, 408/409/425/529, connection
 * errors; ./classify-error.ts); every other failure, and the caller's cancellation, ends the loop at once. The
 * failure that remains once the budget is spent is made non-retryable, so that Temporal's own retry policy does not
 * repeat the whole budget again (spec §14: retries never stack); Temporal still retries an attempt lost to the worker.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ApplicationFailure } from '@temporalio/common';
import { isFailureOf } from '../failures';

export interface TransientRetries {
  /** Retries after the first attempt. */
  readonly maxRetries: number;
  /** The wait before retry `attempt` (0 = the first retry); the spec's `2^attempt·1000` ms by default. */
  readonly backoffMs?: (attempt: number) => number;
  /** Cancels the wait between attempts (the activity's cancellation). */
  readonly signal?: AbortSignal;
}

export const exponentialBackoffMs = (attempt: number): number => 2 ** attempt * 1000;

export async function retryTransient<T>(options: TransientRetries, call: () => Promise<T>): Promise<T> {
  const backoff = options.backoffMs ?? exponentialBackoffMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (options.signal?.aborted || !isFailureOf(error, 'ProviderUnavailable')) throw error;
      if (attempt >= options.maxRetries) throw spent(error, attempt + 1);
      await sleep(backoff(attempt), undefined, options.signal ? { signal: options.signal } : {}).catch(
        (aborted: unknown) => {
          // Temporal must see its own cancellation, not the timer's AbortError.
          throw options.signal?.reason ?? aborted;
        },
      );
    }
  }
}

/**
 * The last transient failure, final: same type and details, its original error as the cause (not the failure
 * itself: the audit names the innermost typed failure, and this one says how many attempts were made).
 */
function spent(last: ApplicationFailure, attempts: number): ApplicationFailure {
  return ApplicationFailure.create({
    type: last.type ?? undefined,
    message: `${last.message} (after ${attempts} attempts)`,
    nonRetryable: true,
    cause: last.cause,
    details: last.details ? [...last.details] : undefined,
  });
}
