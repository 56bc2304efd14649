/**
 * The reverted compactions of a session (docs/host-control.md, "Undo"): the entry ids its `compaction_reverted` events
 * name and the seqs of the pruning events reverted with them. Every reader of entries folds these in, so that a
 * reverted compaction is no compaction and its pruning no pruning anywhere. Read only when a fold needs it.
 */
import { and, eq } from 'drizzle-orm';
import type { CompactionRevertedEvent } from '../../core/session/entries';
import { sessionEvents } from '../../schema';
import type { Tx } from '../with-tenant';

export interface RevertedSet {
  compactions: ReadonlySet<string>;
  restoredSeqs: ReadonlySet<number>;
}

export const NOTHING_REVERTED: RevertedSet = { compactions: new Set(), restoredSeqs: new Set() };

export async function readReverted(tx: Tx, sessionId: string): Promise<RevertedSet> {
  const rows = await tx
    .select({ data: sessionEvents.data })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'compaction_reverted')));
  if (rows.length === 0) return NOTHING_REVERTED;
  const events = rows.map((r) => r.data as CompactionRevertedEvent);
  return {
    compactions: new Set(events.map((e) => e.compactionEntryId)),
    restoredSeqs: new Set(events.flatMap((e) => e.restoredSeqs)),
  };
}

/** A reader of the set that asks the store at most once, and only when a fold needs it. */
export function revertedOnce(tx: Tx, sessionId: string): () => Promise<RevertedSet> {
  let read: Promise<RevertedSet> | undefined;
  return () => (read ??= readReverted(tx, sessionId));
}
