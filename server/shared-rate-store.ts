/**
 * A store for @fastify/rate-limit that keeps the counts in the database every API node shares
 * (store/rate-limits/rate-window.ts), instead of each process's memory: two nodes then grant a tenant its
 * per-minute limit once, not twice. A store failure lets the request through (the limiter's `skipOnError`): the
 * request itself then meets the outage and answers its own 503.
 *
 * A node has at most one upsert in flight per key: requests that arrive meanwhile are counted together by the next
 * one (`count + n`), each answered with its own place in the window's count. Every request of a tenant touches the
 * same row, so one upsert per request made the tenant's requests queue on that row's lock, a commit each; batched,
 * the limit holds exactly as before at one commit per batch.
 */
import type { Db } from '../store/database';
import { countInWindow } from '../store/rate-limits/rate-window';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Per key: the callbacks waiting for the next upsert; a key is present in `inFlight` while one runs. */
class CoalescedCounts {
  private readonly waiting = new Map<string, Callback[]>();
  private readonly inFlight = new Set<string>();

  constructor(private readonly db: Db) {}

  incr(key: string, callback: Callback, windowMs: number): void {
    const queue = this.waiting.get(key);
    if (queue) queue.push(callback);
    else this.waiting.set(key, [callback]);
    if (!this.inFlight.has(key)) this.flush(key, windowMs);
  }

  private flush(key: string, windowMs: number): void {
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    this.inFlight.add(key);
    countInWindow(this.db, key, windowMs, batch.length)
      .then(
        ({ count, ttlMs }) => {
          const first = count - batch.length;
          batch.forEach((callback, i) => callback(null, { current: first + i + 1, ttl: ttlMs }));
        },
        (error: Error) => batch.forEach((callback) => callback(error)),
      )
      .finally(() => {
        this.inFlight.delete(key);
        this.flush(key, windowMs);
      });
  }
}

/** The store class the limiter instantiates (it passes its own options, which this store does not need). */
export function sharedRateStore(db: Db) {
  const counts = new CoalescedCounts(db);
  return class SharedRateStore {
    private prefix = 'rate';

    incr(key: string, callback: Callback, timeWindow: number): void {
      counts.incr(`${this.prefix}:${key}`, callback, timeWindow);
    }

    /** A route with its own limit counts apart (none has one today: the limit is per tenant, over all routes). */
    child(routeOptions: { url?: string; method?: string | string[] }): SharedRateStore {
      const child = new SharedRateStore();
      child.prefix = `${this.prefix}:${String(routeOptions.method)}:${routeOptions.url ?? ''}`;
      return child;
    }
  };
}
