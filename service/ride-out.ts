/**
 * Waiting for a compaction's result across a Temporal server restart. The result is a long poll on the workflow
 * history; while the frontend is down every poll fails with gRPC UNAVAILABLE (code 14), although the workflow
 * itself keeps its state and completes once the server and a worker are back. So the wait retries UNAVAILABLE with
 * a bounded backoff; past the budget it fails with TemporalUnavailable, which says the run may still finish.
 */

const GRPC_UNAVAILABLE = 14;

/** The result could not be read because Temporal stayed unavailable for the whole retry budget. */
export class TemporalUnavailable extends Error {
  override readonly name = 'TemporalUnavailable';
  readonly type = 'TemporalUnavailable';
  constructor(
    readonly waitedMs: number,
    cause: unknown,
  ) {
    super(
      `Temporal was unavailable for ${Math.round(waitedMs / 1000)} s while waiting for the compaction result; ` +
        'the run keeps going on the server: check it later with `compactor history`',
      { cause },
    );
  }
}

export interface RideOutOptions {
  /** How long UNAVAILABLE is retried in all before giving up. */
  readonly budgetMs: number;
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

export const RESULT_RIDE_OUT: RideOutOptions = { budgetMs: 180_000, initialDelayMs: 500, maxDelayMs: 5_000 };

/** True when `error` or one of its causes is a gRPC UNAVAILABLE. */
export function isUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if ((e as { code?: unknown }).code === GRPC_UNAVAILABLE) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `call`, retrying it while it fails with UNAVAILABLE and the budget lasts; other errors pass through. */
export async function rideOutUnavailable<T>(call: () => Promise<T>, options = RESULT_RIDE_OUT): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  const started = now();
  let delay = options.initialDelayMs;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      const waited = now() - started;
      if (waited + delay > options.budgetMs) throw new TemporalUnavailable(waited, error);
      await sleep(delay);
      delay = Math.min(delay * 2, options.maxDelayMs);
    }
  }
}
