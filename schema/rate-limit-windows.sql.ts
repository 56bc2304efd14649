/**
 * Request counts per limit key and fixed window, shared by every API node on the database, so that N nodes grant
 * a tenant its limit once, not N times. Rows of past windows are deleted as new windows open.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_limit_windows_pk', columns: [t.key, t.windowStart] })],
);
