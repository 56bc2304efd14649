/**
 * Leaf moves as `leaf_moved` events (tree navigation, dropped failed turns): upstream keeps the leaf in memory;
 * here the move is durable and the projection follows in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { LeafMovedEvent } from '../../core/session/entries';
import { sessionEvents } from '../../schema';
import type { Db } from '../database';
import type { Tx } from '../with-tenant';
import { EntryNotFound, StreamConflict } from './errors';
import { insertEvents } from './insert-events';
import { getSessionRow } from './session-row';
import { withSessionWriter } from './session-gate';

export interface MoveLeafInput {
  tenantId: string;
  sessionId: string;
  /** The new leaf; null makes the next append a new root. */
  to: string | null;
  expectedLeaf?: string | null;
  reason?: LeafMovedEvent['reason'];
}

export interface MoveLeafResult {
  moved: boolean;
  from: string | null;
  to: string | null;
  lastSeq: number;
}

export function moveLeaf(db: Db, input: MoveLeafInput): Promise<MoveLeafResult> {
  return withSessionWriter(db, input, (tx) => moveLeafIn(tx, input));
}

/** The move inside an open tenant transaction (an import ending on a rolled-back branch moves its leaf so). */
export async function moveLeafIn(tx: Tx, input: Omit<MoveLeafInput, 'tenantId'>): Promise<MoveLeafResult> {
  const session = await getSessionRow(tx, input.sessionId, true);
  const from = session.leafEntryId;
  if (input.expectedLeaf !== undefined && input.expectedLeaf !== from) {
    throw new StreamConflict(`session ${input.sessionId} leaf is ${from}, expected ${input.expectedLeaf}`, {
      sessionId: input.sessionId,
      expected: input.expectedLeaf,
      actual: from,
    });
  }
  if (input.to === from) return { moved: false, from, to: from, lastSeq: session.lastSeq };
  if (input.to !== null) {
    const [target] = await tx
      .select({ id: sessionEvents.entryId })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, input.sessionId), eq(sessionEvents.entryId, input.to)));
    if (!target) throw new EntryNotFound(input.sessionId, input.to);
  }
  const event: LeafMovedEvent = { type: 'leaf_moved', from, to: input.to, reason: input.reason ?? 'navigate' };
  const row = { entryId: null, parentId: null, type: event.type, data: event };
  await insertEvents(tx, { tenantId: session.tenantId, session, rows: [row], leafId: input.to });
  return { moved: true, from, to: input.to, lastSeq: session.lastSeq + 1 };
}
