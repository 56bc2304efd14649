/**
 * Finished provider results of a summarize activity, per step, keyed by the activity (workflow id, run id and
 * activity id stay the same across its attempts): a retry reads them instead of paying for the call again, also
 * when the heartbeat that carried them never reached Temporal (a server outage longer than the heartbeat timeout).
 * Kept here, not in heartbeat details, because those end up in the workflow history on a timeout. Deleted when the
 * run records its outcome.
 */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const summaryCheckpoints = pgTable(
  'summary_checkpoints',
  {
    tenantId: text('tenant_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    runId: text('run_id').notNull(),
    activityId: text('activity_id').notNull(),
    step: text('step').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'summary_checkpoints_pk',
      columns: [t.tenantId, t.workflowId, t.runId, t.activityId, t.step],
    }),
  ],
);
