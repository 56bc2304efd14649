/**
 * Fixed-window request counts shared by every API node on the database: one upsert per counted request (or per batch
 * of requests a node counts together: `by`) returns the window's count and how long it has left, so N nodes behind a load balancer grant a key its limit once in total.
 * Windows are aligned to the epoch (every node agrees on their edges without a clock of its own: the database's
 * `now()` decides); a key's older windows are deleted when its next window opens. The upsert commits without waiting
 * for its WAL flush (synchronous_commit off, for this statement's transaction only): a crash of the database may
 * forget the last fraction of a second of counts, which a rate limit can afford, and no request waits on a disk
 * flush for its count.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../session-store/event-rows';

export interface WindowCount {
  /** Requests counted in the current window, these included. */
  count: number;
  /** Milliseconds until the window closes. */
  ttlMs: number;
}

export async function countInWindow(db: Db, key: string, windowMs: number, by = 1): Promise<WindowCount> {
  const [row] = rowsOf<{ count: number | string; start_ms: number | string; now_ms: number | string }>(
    await db.execute(sql`
      with w as (
        select to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}) * ${windowMs} / 1000.0) as start
      ), unflushed as (
        select set_config('synchronous_commit', 'off', true)
      )
      insert into rate_limit_windows (key, window_start, count)
      select ${key}, w.start, ${by}::int from w, unflushed
      on conflict (key, window_start) do update set count = rate_limit_windows.count + ${by}::int
      returning count, extract(epoch from window_start) * 1000 as start_ms, extract(epoch from now()) * 1000 as now_ms`),
  );
  const count = Number(row!.count);
  const start = Number(row!.start_ms);
  // Only the upsert that opened the window leaves exactly its own count there.
  if (count === by) {
    await db.execute(
      sql`delete from rate_limit_windows where key = ${key} and window_start < to_timestamp(${start} / 1000.0)`,
    );
  }
  return { count, ttlMs: Math.max(0, start + windowMs - Number(row!.now_ms)) };
}
