/**
 * The fence between a run's commit and its recorded end. An attempt of `commitCompaction` that timed out at
 * Temporal can still be running against the database; once the workflow has recorded the run as failed or
 * cancelled, that attempt must not append an entry (the audit row would then contradict the store). Both sides
 * take the session row lock first, so they serialize: a commit that finds a terminal non-commit outcome refuses,
 * and an outcome recorded after a commit landed reports the commit instead of hiding it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { compactions, sessionEvents, sessions } from '../../schema';
import type { Tx } from '../with-tenant';
import { recordCompaction, type CompactionAudit } from './record-compaction';

/** Outcomes after which the run may no longer commit. */
const CLOSED: readonly string[] = ['failed', 'cancelled'];

/** A leftover attempt tried to commit a run whose audit row already records it as failed or cancelled. */
export class RunAlreadyFinished extends Error {
  override readonly name = 'RunAlreadyFinished';
  constructor(
    readonly workflowId: string,
    readonly status: string,
  ) {
    super(`compaction run ${workflowId} already finished as ${status}; this attempt does not commit`);
  }
}

/** Throws RunAlreadyFinished when the run's audit row is closed. Call with the session row locked. */
export async function assertRunOpen(tx: Tx, run: { workflowId: string; runId: string }): Promise<void> {
  const [row] = await tx
    .select({ status: compactions.status })
    .from(compactions)
    .where(
      and(
        eq(compactions.workflowId, run.workflowId),
        eq(compactions.runId, run.runId),
        inArray(compactions.status, [...CLOSED]),
      ),
    );
  if (row) throw new RunAlreadyFinished(run.workflowId, row.status);
}

/** Locks the session row (when it exists), so that recording an outcome serializes with a commit of the session. */
export async function lockSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
}

/** The entry a run committed under its idempotency key, if any. */
export async function committedEntry(tx: Tx, sessionId: string, key: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ entryId: sessionEvents.entryId })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.idempotencyKey, key)));
  return row?.entryId ?? undefined;
}

export const isClosingStatus = (status: string): boolean => CLOSED.includes(status);

/**
 * Records a run's outcome. A failed or cancelled outcome first takes the session lock; if the run's entry is in
 * the store by then (a timed-out attempt that did land), the audit row says committed, as the store does.
 */
export async function recordRunOutcome(tx: Tx, audit: CompactionAudit, idempotencyKey: string): Promise<void> {
  if (!isClosingStatus(audit.status)) return recordCompaction(tx, audit);
  await lockSession(tx, audit.sessionId);
  const landed = await committedEntry(tx, audit.sessionId, idempotencyKey);
  if (!landed) return recordCompaction(tx, audit);
  const [row] = await tx
    .select({ status: compactions.status })
    .from(compactions)
    .where(and(eq(compactions.workflowId, audit.workflowId), eq(compactions.runId, audit.runId)));
  if (row?.status !== 'committed')
    await recordCompaction(tx, { ...audit, status: 'committed', compactionEntryId: landed });
}
