/**
 * Projection of a session's event stream, updated in the same transaction as every append and rebuildable from
 * the events: the persisted leaf pointer, the last seq (the optimistic-concurrency token) and the latest compaction.
 */
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const sessions = pgTable(
  'sessions',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    leafEntryId: text('leaf_entry_id'),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastCompactionSeq: bigint('last_compaction_seq', { mode: 'number' }),
    lastCompactionEntryId: text('last_compaction_entry_id'),
    parentSessionId: text('parent_session_id'),
    status: text('status').notNull().default('active'),
    header: jsonb('header').notNull().default({}),
    /** Host-chosen settings (model, auto-compaction, thresholds) the API applies on append. */
    settings: jsonb('settings').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Ids are unique per tenant: a global key would answer "already exists" for another tenant's hidden session.
  (t) => [
    primaryKey({ name: 'sessions_pk', columns: [t.tenantId, t.id] }),
    index('sessions_tenant_activity_idx').on(t.tenantId, t.status, t.lastActivityAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
