/**
 * Speculative compactions (compaction spec §3.7) in the store: each run has an audit row in `compactions` (trigger
 * `speculation`; status `running`, then `armed`, `claimed` or `discarded` with the reason in `error`), and its
 * armed result is parked by reference in `summary_checkpoints` under the run (activity `armed`, step: its snapshot
 * leaf), never in a workflow history. Settling the run (claimed or discarded) records its outcome, which deletes
 * the parked result with the run's other checkpoints.
 */
import { and, desc, eq } from 'drizzle-orm';
import { speculationWorkflowId, type ArmedCut } from '../../core/compaction/speculation';
import type { FileOpsDetails } from '../../core/session/entries';
import { compactions, summaryCheckpoints } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { recordCompaction } from './record-compaction';

/** What a speculation parks: the cut it summarized, the summary and its provenance, and the size it started at. */
export interface ArmedResult extends ArmedCut {
  /** The method that made the summary: the session's remote endpoint, or (absent before it could be) the LLM summary. */
  method?: 'context-full' | 'remote';
  summary: string;
  shortSummary?: string;
  details?: FileOpsDetails;
  model: string;
  promptHash: string;
  contextTokensAtStart: number;
}

type Ids = { tenantId: string; sessionId: string };
type Run = Ids & { runId: string };

const ARMED = 'armed';

/** The speculation's audit row while it runs (an upsert keyed by the run: safe to repeat). */
export function recordSpeculationStart(db: Db, run: Run & { tokensBefore: number }): Promise<void> {
  return withTenant(db, run.tenantId, (tx) =>
    recordCompaction(tx, { ...run, workflowId: idOf(run), trigger: 'speculation', status: 'running' }),
  );
}

/**
 * Arms the run: its audit row says `armed`, its result is parked under the run and snapshot leaf. A run settled
 * already (cancelled by a manual compaction while its summary was still being written, the activity finishing
 * after the workflow gave up on it) stays settled and parks nothing: false.
 */
export function armSpeculation(db: Db, run: Run & { armed: ArmedResult }): Promise<boolean> {
  const { armed, ...ids } = run;
  return withTenant(db, run.tenantId, async (tx) => {
    const [row] = await tx
      .select({ status: compactions.status })
      .from(compactions)
      .where(and(eq(compactions.workflowId, idOf(run)), eq(compactions.runId, run.runId)))
      .for('update');
    if (row && row.status !== 'running') return false;
    const audit = { ...ids, workflowId: idOf(run), trigger: 'speculation', model: armed.model };
    await recordCompaction(tx, {
      ...audit,
      status: 'armed',
      tokensBefore: armed.contextTokensAtStart,
      promptHash: armed.promptHash,
      firstKeptEntryId: armed.firstKeptEntryId,
    });
    const key = { tenantId: run.tenantId, workflowId: idOf(run), runId: run.runId, activityId: ARMED };
    await tx
      .insert(summaryCheckpoints)
      .values({ ...key, step: armed.snapshotLeafId, result: armed })
      .onConflictDoNothing();
    return true;
  });
}

/** The session's newest armed result with the run that armed it, or null. */
export function readArmedSpeculation(db: Db, ids: Ids): Promise<{ runId: string; armed: ArmedResult } | null> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const [row] = await tx
      .select({ runId: summaryCheckpoints.runId, result: summaryCheckpoints.result })
      .from(summaryCheckpoints)
      .where(and(eq(summaryCheckpoints.workflowId, idOf(ids)), eq(summaryCheckpoints.activityId, ARMED)))
      .orderBy(desc(summaryCheckpoints.createdAt))
      .limit(1);
    return row ? { runId: row.runId, armed: row.result as ArmedResult } : null;
  });
}

/** Ends the run: `claimed` by a compaction, or `discarded` with its reason; its parked result goes. */
export function settleSpeculation(
  db: Db,
  run: Run & { status: 'claimed' | 'discarded'; reason?: string },
): Promise<void> {
  const { status, reason, ...ids } = run;
  return withTenant(db, run.tenantId, (tx) =>
    recordCompaction(tx, {
      ...ids,
      workflowId: idOf(run),
      trigger: 'speculation',
      status,
      ...(reason ? { error: reason } : {}),
    }),
  );
}

const idOf = (ids: Ids) => speculationWorkflowId(ids.tenantId, ids.sessionId);
