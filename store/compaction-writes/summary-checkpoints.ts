/**
 * The store side of summary checkpoints (schema/summary-checkpoints.sql.ts): a summarize activity saves each
 * finished provider result under its activity key, a later attempt of the same activity loads them, and the run's
 * outcome (commit or recorded end) deletes the run's rows.
 */
import { and, eq } from 'drizzle-orm';
import { summaryCheckpoints } from '../../schema';
import type { Db } from '../database';
import { withTenant, type Tx } from '../with-tenant';

/** One summarize activity across its attempts. */
export interface ActivityKey {
  tenantId: string;
  workflowId: string;
  runId: string;
  activityId: string;
}

const ofActivity = (key: ActivityKey) =>
  and(
    eq(summaryCheckpoints.workflowId, key.workflowId),
    eq(summaryCheckpoints.runId, key.runId),
    eq(summaryCheckpoints.activityId, key.activityId),
  );

export function loadSummaryCheckpoints(db: Db, key: ActivityKey): Promise<Record<string, unknown>> {
  return withTenant(db, key.tenantId, async (tx) => {
    const rows = await tx
      .select({ step: summaryCheckpoints.step, result: summaryCheckpoints.result })
      .from(summaryCheckpoints)
      .where(ofActivity(key));
    return Object.fromEntries(rows.map((r) => [r.step, r.result]));
  });
}

/** Saves a step's result once; a step saved before (by a lost attempt) keeps its first result. */
export async function saveSummaryCheckpoint(db: Db, key: ActivityKey, step: string, result: unknown): Promise<void> {
  await withTenant(db, key.tenantId, (tx) =>
    tx
      .insert(summaryCheckpoints)
      .values({ ...key, step, result })
      .onConflictDoNothing(),
  );
}

/** Deletes the checkpoints of a run: called in the transaction that records its outcome. */
export async function clearSummaryCheckpoints(tx: Tx, run: { workflowId: string; runId: string }): Promise<void> {
  await tx
    .delete(summaryCheckpoints)
    .where(and(eq(summaryCheckpoints.workflowId, run.workflowId), eq(summaryCheckpoints.runId, run.runId)));
}
