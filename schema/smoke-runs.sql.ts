/** Smoke-run rows: written by the foundation workflow so a health check proves Temporal and Postgres together. */
import { pgTable, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';

export const smokeRuns = pgTable(
  'smoke_runs',
  {
    tenantId: text('tenant_id').notNull(),
    runId: text('run_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'smoke_runs_pk', columns: [t.tenantId, t.runId] })],
);

export type SmokeRun = typeof smokeRuns.$inferSelect;
