/**
 * The two checks every append makes under the session lock: a repeated idempotency key returns the rows it wrote
 * the first time, and an expected seq or leaf that no longer holds is a StreamConflict.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { sessionEvents } from '../../schema';
import type { Tx } from '../with-tenant';
import { StreamConflict } from './errors';
import { toStoredEvent, type StoredEvent } from './event-rows';

/** What an append expects of the stream (AppendEntriesInput's concurrency fields). */
export interface Expectations {
  sessionId: string;
  expectedSeq?: number;
  /** The leaf the caller believes is current (null: an empty session or a reset leaf). */
  expectedLeaf?: string | null;
}

export function expectState(input: Expectations, seq: number, leaf: string | null): void {
  const { sessionId } = input;
  if (input.expectedSeq !== undefined && input.expectedSeq !== seq) {
    throw new StreamConflict(`session ${sessionId} is at seq ${seq}, expected ${input.expectedSeq}`, {
      sessionId,
      expected: input.expectedSeq,
      actual: seq,
    });
  }
  if (input.expectedLeaf !== undefined && input.expectedLeaf !== leaf) {
    throw new StreamConflict(`session ${sessionId} leaf is ${leaf}, expected ${input.expectedLeaf}`, {
      sessionId,
      expected: input.expectedLeaf,
      actual: leaf,
    });
  }
}

export async function replayed(
  tx: Tx,
  sessionId: string,
  key: string,
): Promise<{ events: StoredEvent[]; replayed: true } | undefined> {
  const [first] = await tx
    .select({ seq: sessionEvents.seq, batchSize: sessionEvents.batchSize })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.idempotencyKey, key)));
  if (!first) return undefined;
  const rows = await tx
    .select()
    .from(sessionEvents)
    .where(
      and(
        eq(sessionEvents.sessionId, sessionId),
        gte(sessionEvents.seq, first.seq),
        lte(sessionEvents.seq, first.seq + (first.batchSize ?? 1) - 1),
      ),
    )
    .orderBy(sessionEvents.seq);
  const events = rows.map((r) =>
    toStoredEvent({
      seq: r.seq,
      entry_id: r.entryId,
      parent_id: r.parentId,
      type: r.type,
      data: r.data,
      recorded_at: r.recordedAt,
    }),
  );
  return { events, replayed: true };
}
