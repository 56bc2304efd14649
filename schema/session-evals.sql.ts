/**
 * Quality evals of stored sessions (docs/quality-eval.md): one row per `compactor eval <sessionId>` run, holding its
 * report for that session (every strategy's numbers and grades) and who read the probes. Appended, never changed;
 * the viewer and `GET /v1/sessions/{id}/evals/latest` show the newest.
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sessionEvals = pgTable(
  'session_evals',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    /** The eval's run id (`eval-…`), the prefix of the session copies it compacted. */
    run: text('run').notNull(),
    /** The reader's label: the reference reader (an upper bound of recall) or a live model by name. */
    reader: text('reader').notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_evals_session_idx').on(t.tenantId, t.sessionId, t.id)],
);
