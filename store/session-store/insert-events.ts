/**
 * Writes a batch of event rows at the next seqs and moves the `sessions` projection in the same transaction: the
 * last chunk of rows and the projection's update are one statement (a data-modifying CTE), so a batch that fits
 * one chunk — every append of an agent turn — costs one round trip. SQLSTATE 23505 on the log's unique constraints
 * (a concurrent append took the seq, entry id or key) becomes a typed StreamConflict.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { sessionEvents, sessions, type SessionRow } from '../../schema';
import type { Tx } from '../with-tenant';
import { StreamConflict, uniqueViolation } from './errors';
import { rowsOf, toStoredEvent, type RawRow, type StoredEvent } from './event-rows';

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
  if (values.length === 0) await tx.execute(projectionUpdate(tx, values, input));
  try {
    for (let i = 0; i < values.length; i += CHUNK) {
      const chunk = values.slice(i, i + CHUNK);
      const insert = tx.insert(sessionEvents).values(chunk).returning(RETURNED).getSQL();
      const last = i + CHUNK >= values.length;
      const statement = last
        ? sql`with inserted as (${insert}), moved as (${projectionUpdate(tx, values, input)}) select * from inserted`
        : insert;
      const inserted = rowsOf<RawRow>(await tx.execute(statement));
      for (const [j, r] of inserted.entries()) stored.push(toStoredEvent({ ...r, data: chunk[j]!.data }));
    }
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    throw new StreamConflict(`concurrent append to session ${session.id} (${constraint})`, {
      sessionId: session.id,
      constraint,
    });
  }
  return stored;
}

/** The raw columns an insert returns (named as toStoredEvent reads them). */
const RETURNED = {
  seq: sql<number>`${sessionEvents.seq}`.as('seq'),
  entry_id: sql<string | null>`${sessionEvents.entryId}`.as('entry_id'),
  parent_id: sql<string | null>`${sessionEvents.parentId}`.as('parent_id'),
  type: sql<string>`${sessionEvents.type}`.as('type'),
  recorded_at: sql<string>`${sessionEvents.recordedAt}`.as('recorded_at'),
};

function projectionUpdate(
  tx: Tx,
  values: { seq: number; type: string; entryId: string | null }[],
  {
    session,
    leafId,
    contextTokens,
  }: { session: SessionRow; leafId: string | null; contextTokens?: number | undefined },
): SQL {
  const compaction = [...values].reverse().find((v) => v.type === 'compaction');
  const handedOff = values.some((v) => v.type === 'session_handed_off');
  const deleted = values.some((v) => v.type === 'session_deleted');
  return tx
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
    .where(eq(sessions.id, session.id))
    .getSQL();
}
