/**
 * The spend guards' audit (docs/usage-and-budgets.md): one row each time a guard stops or refuses a session's
 * compaction (the loop guard tripping, a budget refusing) and each time a stopped loop guard is re-armed (a manual
 * compaction, a settings change). Appended, never changed; the latest loop-guard row says whether it holds.
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const spendGuardEvents = pgTable(
  'spend_guard_events',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    /** loop-guard-tripped, loop-guard-rearmed, budget-exceeded: a closed set (service/spend-guard.ts). */
    kind: text('kind').notNull(),
    /** The warning as a host reads it. */
    message: text('message').notNull(),
    /** The numbers behind it (compactions counted, window, tokens, budget and usage). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spend_guard_events_session_idx').on(t.tenantId, t.sessionId, t.id)],
);

export type SpendGuardEventRow = typeof spendGuardEvents.$inferSelect;
