/**
 * The append-only event log: one row per session entry (a tree node) or store event (leaf moves, pruning,
 * handoff). `seq` is gapless per session. No code path updates or deletes a row.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const sessionEvents = pgTable(
  'session_events',
  {
    tenantId: text('tenant_id').notNull(),
    sessionId: text('session_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The entry id for tree nodes; null for store events, which are not tree nodes. */
    entryId: text('entry_id'),
    parentId: text('parent_id'),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    /** Settings state folded over the path root→this entry; written only on compaction entries. */
    settings: jsonb('settings'),
    idempotencyKey: text('idempotency_key'),
    /** Rows in the batch the idempotency key covers (set on the keyed row only). */
    batchSize: integer('batch_size'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No (tenant_id, …) index: with the RLS predicate the planner preferred it over the (session_id, entry_id)
  // lookups of parent walks and scanned the whole session per step.
  // Keys are per tenant (two tenants may use the same session id); tenant_id goes last so that the session-first
  // lookups keep using these indexes as before.
  (t) => [
    primaryKey({ name: 'session_events_pk', columns: [t.sessionId, t.seq, t.tenantId] }),
    unique('session_events_entry_uq').on(t.sessionId, t.entryId, t.tenantId),
    // Partial: almost every row has no key, and a full index on (session_id, idempotency_key, tenant_id) matched the
    // session and RLS tenant predicates of parent walks as well as the entry index did; without statistics the
    // planner took it and filtered the whole session per step (quadratic context reads). Only keyed lookups,
    // which imply `idempotency_key is not null`, can use this one.
    uniqueIndex('session_events_idempotency_uq')
      .on(t.sessionId, t.idempotencyKey, t.tenantId)
      .where(sql`${t.idempotencyKey} is not null`),
    index('session_events_pruned_target_idx')
      .on(t.sessionId, sql`(${t.data} ->> 'targetId')`)
      .where(sql`${t.type} = 'content_pruned'`),
    // Every read of a branch with a compaction folds the warning stamps of its compactions, and a no-cut rescuing
    // run reads the latest dead end: both only over this session's few `compaction_warning` rows, never the session.
    index('session_events_warning_idx')
      .on(t.sessionId, t.seq)
      .where(sql`${t.type} = 'compaction_warning'`),
    // Every read of a branch with a compaction asks which compactions were reverted: only these few rows.
    index('session_events_reverted_idx')
      .on(t.sessionId, t.seq)
      .where(sql`${t.type} = 'compaction_reverted'`),
  ],
);

export type SessionEventRow = typeof sessionEvents.$inferSelect;
