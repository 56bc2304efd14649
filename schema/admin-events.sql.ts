/**
 * The audit trail of administration: one row per operator action over HTTP (who: the operator key, what: the
 * action and its target, when). Append-only; read by operators through /v1/admin/audit.
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const adminEvents = pgTable(
  'admin_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorKeyId: text('operator_key_id').notNull(),
    action: text('action').notNull(),
    tenantId: text('tenant_id'),
    target: text('target'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('admin_events_tenant_idx').on(t.tenantId, t.id)],
);

export type AdminEventRow = typeof adminEvents.$inferSelect;
