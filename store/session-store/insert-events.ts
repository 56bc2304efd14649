/**
 * Writes a batch of event rows at the next seqs and moves the `sessions` projection in the same transaction.
 * SQLSTATE 23505 on the log's unique constraints (a concurrent append took the seq, entry id or key) becomes a
 * typed StreamConflict.
 */
import { eq, sql } from 'drizzle-orm';
import { sessionEvents, sessions, type SessionRow } from '../../schema';
import type { Tx } from '../with-tenant';
import { StreamConflict, uniqueViolation } from './errors';
import { toStoredEvent, type StoredEvent } from './event-rows';

export interface NewEvent {
  entryId: string | null;
  parentId: string | null;
  type: string;
  data: unknown;
  settings?: unknown;
  idempotencyKey?: string;
  batchSize?: number;
}

// 10 bound columns per row; Postgres allows 65535 parameters per statement.
const CHUNK = 2000;

export async function insertEvents(
  tx: Tx,
  input: { tenantId: string; session: SessionRow; rows: NewEvent[]; leafId: string | null; contextTokens?: number },
): Promise<StoredEvent[]> {
  const { session, rows } = input;
  const values = rows.map((row, i) => ({
    ...row,
    tenantId: input.tenantId,
    sessionId: session.id,
    seq: session.lastSeq + i + 1,
  }));
  const stored: StoredEvent[] = [];
  try {
    for (let i = 0; i < values.length; i += CHUNK) {
      const inserted = await tx
        .insert(sessionEvents)
        .values(values.slice(i, i + CHUNK))
        .returning({
          seq: sessionEvents.seq,
          entryId: sessionEvents.entryId,
          parentId: sessionEvents.parentId,
          type: sessionEvents.type,
          recordedAt: sessionEvents.recordedAt,
        });
      for (const [j, r] of inserted.entries()) {
        const data = values[i + j]!.data;
        stored.push(
          toStoredEvent({
            seq: r.seq,
            entry_id: r.entryId,
            parent_id: r.parentId,
            type: r.type,
            data,
            recorded_at: r.recordedAt,
          }),
        );
      }
    }
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    throw new StreamConflict(`concurrent append to session ${session.id} (${constraint})`, {
      sessionId: session.id,
      constraint,
    });
  }
  await updateProjection(tx, session, values, input);
  return stored;
}

async function updateProjection(
  tx: Tx,
  session: SessionRow,
  values: { seq: number; type: string; entryId: string | null }[],
  { leafId, contextTokens }: { leafId: string | null; contextTokens?: number | undefined },
): Promise<void> {
  const compaction = [...values].reverse().find((v) => v.type === 'compaction');
  const handedOff = values.some((v) => v.type === 'session_handed_off');
  const deleted = values.some((v) => v.type === 'session_deleted');
  await tx
    .update(sessions)
    .set({
      lastSeq: session.lastSeq + values.length,
      leafEntryId: leafId,
      ...(compaction ? { lastCompactionSeq: compaction.seq, lastCompactionEntryId: compaction.entryId } : {}),
      ...(handedOff ? { status: 'handed_off' } : {}),
      ...(deleted ? { status: 'deleted' } : {}),
      ...(contextTokens !== undefined ? { contextTokens: Math.max(0, Math.round(contextTokens)) } : {}),
      updatedAt: sql`now()`,
      lastActivityAt: sql`now()`,
    })
    .where(eq(sessions.id, session.id));
}
