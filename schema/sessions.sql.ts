/**
 * Projection of a session's event stream, updated in the same transaction as every append and rebuildable from
 * the events: the persisted leaf pointer, the last seq (the optimistic-concurrency token) and the latest compaction.
 */
import { sql } from 'drizzle-orm';
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
    /** The local token estimate of the active context, kept current by appends and compactions. */
    contextTokens: bigint('context_tokens', { mode: 'number' }).notNull().default(0),
    /**
     * The host's live system prompt and tool definitions (the latest `agent_config_set` event), for a handoff made
     * with the live agent's request prefix; null until the host sets one.
     */
    agentConfig: jsonb('agent_config'),
    /** When the API last started a compaction of the session: a tenant slot until the run's audit row exists. */
    compactionClaimedAt: timestamp('compaction_claimed_at', { withTimezone: true }),
  },
  // Ids are unique per tenant: a global key would answer "already exists" for another tenant's hidden session.
  (t) => [
    primaryKey({ name: 'sessions_pk', columns: [t.tenantId, t.id] }),
    index('sessions_tenant_activity_idx').on(t.tenantId, t.status, t.lastActivityAt),
    // The idle sweep's keyset across tenants: active sessions oldest activity first (one tenant: the index above).
    index('sessions_idle_sweep_idx')
      .on(t.lastActivityAt, t.tenantId, t.id)
      .where(sql`${t.status} = 'active'`),
    index('sessions_compaction_claims_idx')
      .on(t.tenantId, t.compactionClaimedAt)
      .where(sql`${t.compactionClaimedAt} IS NOT NULL`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
