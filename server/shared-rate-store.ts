/**
 * A store for @fastify/rate-limit that keeps the counts in the database every API node shares
 * (store/rate-limits/rate-window.ts), instead of each process's memory: two nodes then grant a tenant its
 * per-minute limit once, not twice. A store failure lets the request through (the limiter's `skipOnError`): the
 * request itself then meets the outage and answers its own 503.
 */
import type { Db } from '../store/database';
import { countInWindow } from '../store/rate-limits/rate-window';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store class the limiter instantiates (it passes its own options, which this store does not need). */
export function sharedRateStore(db: Db) {
  return class SharedRateStore {
    private prefix = 'rate';

    incr(key: string, callback: Callback, timeWindow: number): void {
      countInWindow(db, `${this.prefix}:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** A route with its own limit counts apart (none has one today: the limit is per tenant, over all routes). */
    child(routeOptions: { url?: string; method?: string | string[] }): SharedRateStore {
      const child = new SharedRateStore();
      child.prefix = `${this.prefix}:${String(routeOptions.method)}:${routeOptions.url ?? ''}`;
      return child;
    }
  };
}
