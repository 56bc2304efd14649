/** Tenants of the HTTP API: the unit of isolation every key, session and limit belongs to. */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name'),
  /** Tenant-wide compaction settings (the session settings' shape); a session's own settings win over them. */
  settings: jsonb('settings').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by an operator: every request of the tenant's keys is then refused (403 tenant-disabled). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

export type TenantRow = typeof tenants.$inferSelect;
