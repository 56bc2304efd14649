/**
 * One pooled connection per session for the writes that lock its row. Writers of one session serialize on the row
 * lock anyway; without this gate each waiting writer holds a pooled connection while it waits, so a session whose
 * row is stuck (a long transaction elsewhere) can take the whole pool and stall every other tenant. With it, one
 * writer per session (per process and store) holds a connection; up to MAX_SESSION_WAITERS more wait in memory,
 * in order; any further writer fails at once with SessionBusy (retryable: try again shortly).
 */
import type { Db } from '../database';
import { withTenant, type Tx } from '../with-tenant';
import { SessionBusy } from './errors';

/** Generous for hosts that append to one session concurrently; a bound on memory and on the wait, not a limit. */
export const MAX_SESSION_WAITERS = 16;

/** Keyed FIFO gate: one holder per key, a bounded queue of waiters behind it. */
export class KeyedGate {
  /** Present while the key is held; the waiters' wake-ups in arrival order. */
  private readonly queues = new Map<string, (() => void)[]>();

  constructor(private readonly maxWaiters = MAX_SESSION_WAITERS) {}

  /** Runs `fn` once `key` is free; throws `busy()` instead of queueing when the queue is full. */
  async run<T>(key: string, fn: () => Promise<T>, busy: () => Error): Promise<T> {
    const queue = this.queues.get(key);
    if (!queue) this.queues.set(key, []);
    else if (queue.length >= this.maxWaiters) throw busy();
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await fn();
    } finally {
      this.release(key);
    }
  }

  /** Writers holding or waiting for `key` (0 when free). */
  load(key: string): number {
    const queue = this.queues.get(key);
    return queue ? queue.length + 1 : 0;
  }

  private release(key: string): void {
    const queue = this.queues.get(key);
    const next = queue?.shift();
    // The key passes straight to the next waiter; it is freed only when nobody waits.
    if (next) next();
    else this.queues.delete(key);
  }
}

const gates = new WeakMap<Db, KeyedGate>();

/** The gate of a store (one per opened database, so separate stores in one process do not share it). */
export function sessionGateOf(db: Db): KeyedGate {
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = new KeyedGate()));
  return gate;
}

/** A tenant transaction that will lock the session's row, behind the session's gate. */
export function withSessionWriter<T>(
  db: Db,
  ids: { tenantId: string; sessionId: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = `${ids.tenantId}\u0000${ids.sessionId}`;
  return sessionGateOf(db).run(
    key,
    () => withTenant(db, ids.tenantId, fn),
    () => new SessionBusy(ids.sessionId, MAX_SESSION_WAITERS),
  );
}
