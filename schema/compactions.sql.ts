/** Audit projection: one row per compaction attempt (workflow run), with its outcome, numbers and provenance. */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** One method of the chain a run tried (compaction spec §3.9): used, or passed on with the reason. */
export interface MethodAttempt {
  method: string;
  outcome: 'used' | 'passed-on';
  reason?: string;
  /** The quality gate's record of the summary this attempt made (core/quality's SummaryQuality). */
  quality?: {
    mode: 'check' | 'enforce';
    score: number;
    passed: boolean;
    /** The failed checks by name, never what they found missing. */
    missing: string[];
    retried: boolean;
    /** `compaction.qualityGateModel`: the small model's probe score, or `failed: 'gate-model-failed'`. */
    gateModel?: { model: string; score: number; probes: number } | { model: string; failed: 'gate-model-failed' };
  };
}

/** A decision on a proposal (mode `propose`): approved or rejected by a key, or expired at its TTL. */
export interface ProposalDecisionRecord {
  decision: 'approved' | 'rejected' | 'expired';
  /** The deciding API key's id, or `ttl` for an expiry. */
  by: string;
  /** An ISO 8601 instant. */
  at: string;
  reason?: string;
}

export const compactions = pgTable(
  'compactions',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    runId: text('run_id').notNull(),
    trigger: text('trigger').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    tokensBefore: integer('tokens_before'),
    tokensAfter: integer('tokens_after'),
    model: text('model'),
    promptHash: text('prompt_hash'),
    coreVersion: text('core_version'),
    /** The workflow program that wrote the row: the worker's bundle hash (null for rows written before it was kept). */
    programVersion: text('program_version'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    compactionEntryId: text('compaction_entry_id'),
    firstKeptEntryId: text('first_kept_entry_id'),
    /** Idle compactions: whether the provider's prompt cache had expired when the run started (null: unknown). */
    cacheExpired: boolean('cache_expired'),
    /** Strategy `handoff`: the new session the compacted one continues in (null for every other method). */
    handedOffTo: text('handed_off_to'),
    /** Why a preferred method passed on to the one that ran (e.g. handoff refused for overflow); null when none did. */
    passedOn: text('passed_on'),
    /** Every method the run tried, in order, with its outcome; null for runs recorded before attempts were kept. */
    attempts: jsonb('attempts').$type<MethodAttempt[]>(),
    /** When a host reverted the committed compaction (its `compaction_reverted` event); null while it stands. */
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    /** A proposal's decision (who, when, why); null for runs that were not proposals or are still undecided. */
    decision: jsonb('decision').$type<ProposalDecisionRecord>(),
  },
  (t) => [
    unique('compactions_run_uq').on(t.workflowId, t.runId),
    index('compactions_session_idx').on(t.tenantId, t.sessionId, t.startedAt),
  ],
);

export type CompactionRow = typeof compactions.$inferSelect;
