/**
 * The `compactions` audit projection: one row per workflow run, created when the run starts and completed with
 * its outcome. Upserts on (workflow_id, run_id), so retried activities converge on one row. Recording an outcome
 * also deletes the run's summary checkpoints: no attempt of the run summarizes after it.
 */
import { sql } from 'drizzle-orm';
import { compactions, type MethodAttempt } from '../../schema';
import type { Tx } from '../with-tenant';
import { clearSummaryCheckpoints } from './summary-checkpoints';

export type { MethodAttempt };

export type CompactionStatus =
  | 'running'
  | 'proposed'
  | 'committed'
  | 'skipped'
  | 'superseded'
  | 'cancelled'
  | 'failed'
  | 'promoted'
  | 'rejected'
  | 'expired'
  // A speculative compaction's run (store/compaction-writes/speculations.ts).
  | 'armed'
  | 'claimed'
  | 'discarded';

/** A run in one of these states has not ended: its summary checkpoints (and a parked proposal) stay. */
const OPEN: readonly CompactionStatus[] = ['running', 'proposed'];

export interface CompactionAudit {
  tenantId: string;
  sessionId: string;
  workflowId: string;
  runId: string;
  trigger: string;
  status: CompactionStatus;
  method?: string;
  tokensBefore?: number;
  tokensAfter?: number;
  model?: string;
  promptHash?: string;
  coreVersion?: string;
  /** The worker's workflow bundle hash (activities/compaction/deps.ts). */
  programVersion?: string;
  error?: string;
  compactionEntryId?: string;
  firstKeptEntryId?: string;
  /** Strategy `handoff`: the new session. */
  handedOffTo?: string;
  /** Why a preferred method passed on to the one recorded in `method`. */
  passedOn?: string;
  /** Every method of the chain the run tried, in order, with why each passed on. */
  attempts?: MethodAttempt[];
}

export async function recordCompaction(tx: Tx, audit: CompactionAudit): Promise<void> {
  const finished = OPEN.includes(audit.status) ? null : new Date();
  const values = { ...audit, finishedAt: finished };
  const { tenantId: _t, sessionId: _s, workflowId: _w, runId: _r, ...changes } = values;
  await tx
    .insert(compactions)
    .values(values)
    .onConflictDoUpdate({
      target: [compactions.workflowId, compactions.runId],
      set: { ...changes, startedAt: sql`${compactions.startedAt}` },
    });
  if (finished) await clearSummaryCheckpoints(tx, audit);
}
