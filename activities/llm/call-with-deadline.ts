/**
 * Runs one provider request under our own deadline combined with the caller's signal, and turns what it
 * throws into a typed failure: the caller's cancellation passes through untouched (Temporal must see it), our
 * deadline becomes ProviderUnavailable "timed out", anything else goes to the classifier. Our own deadline
 * decides "timed out" because SDK timeout errors differ per SDK and lose their identity across realms (jest).
 */
import type { ApplicationFailure } from '@temporalio/common';
import { failure } from '../failures';

export interface DeadlineOptions {
  readonly model: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  readonly classify: (error: unknown) => ApplicationFailure;
}

export async function callWithDeadline<T>(
  options: DeadlineOptions,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    return await run(signal);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (deadline.aborted) {
      const message = `${options.model}: request timed out after ${options.timeoutMs} ms`;
      throw failure('ProviderUnavailable', {
        message,
        cause: error,
        details: { model: options.model, timedOut: true },
      });
    }
    throw options.classify(error);
  }
}
