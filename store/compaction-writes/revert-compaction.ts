/**
 * Undo of a committed compaction (docs/host-control.md): one `compaction_reverted` event naming the compaction entry
 * and the seqs of the pruning events its run appended, and the audit row's `reverted_at`, in one transaction under
 * the session's row lock. Nothing is deleted; every reader folds the event in. Refused (an outcome, nothing written)
 * while a later compaction of the session stands or a run is in flight, and for runs that committed no compaction.
 */
import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import type { CompactionRevertedEvent } from '../../core/session/entries';
import { compactions, sessionEvents, type CompactionRow } from '../../schema';
import type { Db } from '../database';
import type { Tx } from '../with-tenant';
import { insertEvents } from '../session-store/insert-events';
import { readReverted } from '../session-store/reverted-compactions';
import { withSessionWriter } from '../session-store/session-gate';
import { getSessionRow } from '../session-store/session-row';

export interface RevertCompactionInput {
  tenantId: string;
  sessionId: string;
  /** The run that committed the compaction (the compaction's id in the API). */
  runId: string;
  reason?: string;
}

export type RevertOutcome =
  | { outcome: 'reverted'; compactionEntryId: string; restoredSeqs: number[]; seq: number; revertedAt: Date }
  | { outcome: 'not-found' }
  /** Nothing to undo or not now: `detail` says why (the standing later compaction, the running run, …). */
  | { outcome: 'refused'; detail: string };

export function revertCompaction(db: Db, input: RevertCompactionInput): Promise<RevertOutcome> {
  return withSessionWriter(db, input, async (tx) => {
    const session = await getSessionRow(tx, input.sessionId, true);
    const [row] = await tx
      .select()
      .from(compactions)
      .where(and(eq(compactions.sessionId, input.sessionId), eq(compactions.runId, input.runId)));
    if (!row) return { outcome: 'not-found' };
    const refusal = await refusalOf(tx, row);
    if (refusal) return { outcome: 'refused', detail: refusal };
    const compactionEntryId = row.compactionEntryId!;
    const restoredSeqs = await pruningSeqsOf(tx, row);
    const event: CompactionRevertedEvent = {
      type: 'compaction_reverted',
      compactionEntryId,
      restoredSeqs,
      ...(input.reason !== undefined ? { reason: input.reason } : {}),
    };
    const row0 = { entryId: null, parentId: null, type: event.type, data: event as unknown };
    const [stored] = await insertEvents(tx, {
      tenantId: input.tenantId,
      session,
      rows: [row0],
      leafId: session.leafEntryId,
    });
    const [updated] = await tx
      .update(compactions)
      // now() is the transaction's start: the same instant as the event row's recorded_at.
      .set({ revertedAt: sql`now()` })
      .where(eq(compactions.id, row.id))
      .returning({ revertedAt: compactions.revertedAt });
    return { outcome: 'reverted', compactionEntryId, restoredSeqs, seq: stored!.seq, revertedAt: updated!.revertedAt! };
  });
}

/** Why the run's compaction cannot be reverted now, or undefined when it can. */
async function refusalOf(tx: Tx, row: CompactionRow): Promise<string | undefined> {
  const name = `compaction ${row.runId}`;
  if (row.revertedAt) return `${name} was reverted at ${row.revertedAt.toISOString()}`;
  if (row.handedOffTo) return `${name} handed the session off to ${row.handedOffTo}; a handoff is not undone`;
  if (!row.compactionEntryId) return `${name} committed no compaction entry`;
  const running = await tx
    .select({ runId: compactions.runId })
    .from(compactions)
    .where(and(eq(compactions.sessionId, row.sessionId), eq(compactions.status, 'running')));
  if (running[0]) return `compaction ${running[0].runId} of the session is running; revert once it has finished`;
  const later = await laterStanding(tx, row);
  if (later) return `a later compaction stands: ${later}; revert it first`;
  return undefined;
}

/** The newest compaction entry after the run's own that is not reverted, named by its run id where known. */
async function laterStanding(tx: Tx, row: CompactionRow): Promise<string | undefined> {
  const own = await tx
    .select({ seq: sessionEvents.seq })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, row.sessionId), eq(sessionEvents.entryId, row.compactionEntryId!)));
  const seq = own[0]?.seq ?? 0;
  const later = await tx
    .select({ entryId: sessionEvents.entryId })
    .from(sessionEvents)
    .where(
      and(eq(sessionEvents.sessionId, row.sessionId), eq(sessionEvents.type, 'compaction'), gt(sessionEvents.seq, seq)),
    );
  if (later.length === 0) return undefined;
  const { compactions: reverted } = await readReverted(tx, row.sessionId);
  const standing = later.map((l) => l.entryId!).filter((id) => !reverted.has(id));
  const entryId = standing.at(-1);
  if (entryId === undefined) return undefined;
  const [run] = await tx
    .select({ runId: compactions.runId })
    .from(compactions)
    .where(and(eq(compactions.sessionId, row.sessionId), eq(compactions.compactionEntryId, entryId)));
  return run ? `compaction ${run.runId} (entry ${entryId})` : `compaction entry ${entryId}`;
}

/**
 * The seqs of the `content_pruned` events the run appended: its keyed batches (`prune:<workflow>:<run>[:part]`,
 * `rescue:<workflow>:<run>:…`), each covering its keyed row and the rows after it in the batch.
 */
async function pruningSeqsOf(tx: Tx, row: CompactionRow): Promise<number[]> {
  const run = `${row.workflowId}:${row.runId}`;
  const keyed = await tx
    .select({ seq: sessionEvents.seq, batchSize: sessionEvents.batchSize })
    .from(sessionEvents)
    .where(
      and(
        eq(sessionEvents.sessionId, row.sessionId),
        eq(sessionEvents.type, 'content_pruned'),
        or(
          eq(sessionEvents.idempotencyKey, `prune:${run}`),
          like(sessionEvents.idempotencyKey, `prune:${escapeLike(run)}:%`),
          like(sessionEvents.idempotencyKey, `rescue:${escapeLike(run)}:%`),
        ),
      ),
    );
  return keyed
    .flatMap((k) => Array.from({ length: k.batchSize ?? 1 }, (_, i) => Number(k.seq) + i))
    .sort((a, b) => a - b);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
