/**
 * Tree navigation with a branch summary (compaction spec §9.1 step 7) as one transaction: a `leaf_moved` event to
 * the new leaf, then the `branch_summary` entry under it, which becomes the leaf. Both or neither: a failure in
 * between leaves the session as it was. A repeated idempotency key returns the first result and writes nothing.
 */
import type { BranchSummaryEntry, LeafMovedEvent } from '../../core/session/entries';
import type { Db } from '../database';
import { appendValidated } from './append-entries';
import { insertEvents } from './insert-events';
import { getSessionRow } from './session-row';
import { withSessionWriter } from './session-gate';
import { expectState, replayed } from './stream-guards';

export interface BranchWithSummaryInput {
  tenantId: string;
  sessionId: string;
  /** The leaf the navigation was planned from; another leaf now is a StreamConflict. */
  expectedLeaf: string | null;
  /** The summary entry, parented to the new leaf (null: a new root). */
  entry: BranchSummaryEntry;
  idempotencyKey: string;
}

export interface BranchWithSummaryResult {
  from: string | null;
  summaryEntryId: string;
  lastSeq: number;
  replayed: boolean;
}

export function branchWithSummary(db: Db, input: BranchWithSummaryInput): Promise<BranchWithSummaryResult> {
  return withSessionWriter(db, input, async (tx) => {
    const session = await getSessionRow(tx, input.sessionId, true);
    const replay = await replayed(tx, input.sessionId, input.idempotencyKey);
    if (replay) {
      const entryId = replay.events.find((e) => e.type === 'branch_summary')?.entryId ?? input.entry.id;
      return { from: input.expectedLeaf, summaryEntryId: entryId, lastSeq: session.lastSeq, replayed: true };
    }
    expectState({ sessionId: input.sessionId, expectedLeaf: input.expectedLeaf }, session.lastSeq, session.leafEntryId);
    const to = input.entry.parentId;
    if (to !== session.leafEntryId) {
      const event: LeafMovedEvent = { type: 'leaf_moved', from: session.leafEntryId, to, reason: 'branch-summary' };
      const row = { entryId: null, parentId: null, type: event.type, data: event };
      await insertEvents(tx, { tenantId: session.tenantId, session, rows: [row], leafId: to });
    }
    const appended = await appendValidated(tx, {
      sessionId: input.sessionId,
      entries: [input.entry],
      idempotencyKey: input.idempotencyKey,
    });
    return {
      from: session.leafEntryId,
      summaryEntryId: input.entry.id,
      lastSeq: appended.lastSeq,
      replayed: false,
    };
  });
}
