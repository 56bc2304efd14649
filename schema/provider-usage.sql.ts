/**
 * Usage attribution: one row per provider call an activity of a compaction (or a branch summary) made, with the
 * tokens the provider reported. Rows are appended by the activities and never changed; `GET /v1/usage` sums them.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const providerUsage = pgTable(
  'provider_usage',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    /** The run that made the call (a compaction's audit row has the same workflow and run id). */
    workflowId: text('workflow_id').notNull(),
    runId: text('run_id').notNull(),
    /** The activity that made the call (summarizeCompaction, generateHandoff, …): a closed set. */
    activity: text('activity').notNull(),
    /** `provider/id` as the call was made. */
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    /** Input tokens read from the provider's prompt cache (0 when the provider reported none). */
    cachedTokens: integer('cached_tokens').notNull(),
    /**
     * Image tokens among the input: as the provider split them out (Gemini's per-modality counts), else estimated
     * from the sizes of the images sent; null where nothing is known of them (rows from before, server-side
     * compactors, remote endpoints).
     */
    imageInputTokens: integer('image_input_tokens'),
    /** Some figure of the row is a local estimate rather than the provider's report. */
    estimated: boolean('estimated').notNull().default(false),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_usage_tenant_idx').on(t.tenantId, t.recordedAt),
    index('provider_usage_session_idx').on(t.tenantId, t.sessionId, t.recordedAt),
  ],
);

export type ProviderUsageRow = typeof providerUsage.$inferSelect;
export type NewProviderUsage = typeof providerUsage.$inferInsert;
