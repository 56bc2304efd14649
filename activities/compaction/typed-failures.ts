/**
 * Store errors leave compaction activities as typed, non-retryable ApplicationFailures (docs/architecture.md,
 * "Workflows"): a missing session or an invalid entry does not heal by retrying, and the workflow branches on the
 * failure type. Other errors pass through unchanged (provider failures are already typed; anything else is
 * infrastructure and retried).
 */
import { failure } from '../failures';
import {
  EntryNotFound,
  InvalidEntry,
  SessionHandedOff,
  SessionNotFound,
  StreamConflict,
} from '../../store/session-store';

export function typedStoreFailure(error: unknown): unknown {
  if (error instanceof SessionNotFound) return failure('SessionNotFound', { message: error.message, cause: error });
  if (error instanceof StreamConflict) return failure('StreamConflict', { message: error.message, cause: error });
  if (error instanceof InvalidEntry) return failure('InvalidEntry', { message: error.message, cause: error });
  if (error instanceof SessionHandedOff) return failure('SessionHandedOff', { message: error.message, cause: error });
  if (error instanceof EntryNotFound) return failure('EntryNotFound', { message: error.message, cause: error });
  return error;
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

/** Wraps every activity of `activities` so that store errors become typed failures. */
export function withTypedFailures<T extends Record<string, AsyncFn>>(activities: T): T {
  const wrapped: Record<string, AsyncFn> = {};
  for (const [name, fn] of Object.entries(activities)) {
    wrapped[name] = async (...args: never[]) => {
      try {
        return await fn(...args);
      } catch (error) {
        throw typedStoreFailure(error);
      }
    };
  }
  return wrapped as T;
}
