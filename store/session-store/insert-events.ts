/**
 * Writes a batch of event rows at the next seqs and moves the `sessions` projection in the same transaction: the
 * last chunk of rows and the projection's update are one statement (a data-modifying CTE), so a batch that fits
 * one chunk — every append of an agent turn — costs one round trip. The statement is written out as SQL rather
 * than through the query builder (which cost more CPU per append than the rest of the store's work), with the same
 * text for every batch of one size, so it stays prepared. SQLSTATE 23505 on the log's unique constraints (a
 * concurrent append took the seq, entry id or key) becomes a typed StreamConflict.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SessionRow } from '../../schema';
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

interface ProjectionMove {
  session: SessionRow;
  leafId: string | null;
  contextTokens?: number | undefined;
}

export async function insertEvents(
  tx: Tx,
  input: ProjectionMove & { tenantId: string; rows: NewEvent[] },
): Promise<StoredEvent[]> {
  const { session, rows } = input;
  const stored: StoredEvent[] = [];
  if (rows.length === 0) await tx.execute(projectionUpdate(rows, input));
  try {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const insert = insertSql(input.tenantId, session, chunk, session.lastSeq + i + 1);
      const last = i + CHUNK >= rows.length;
      const statement = last
        ? sql`with inserted as (${insert}), moved as (${projectionUpdate(rows, input)}) select * from inserted`
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

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

function insertSql(tenantId: string, session: SessionRow, rows: NewEvent[], firstSeq: number): SQL {
  const values = rows.map(
    (row, i) =>
      sql`(${tenantId}, ${session.id}, ${firstSeq + i}::bigint, ${row.entryId}, ${row.parentId}, ${row.type}, ${json(row.data)}::jsonb, ${json(row.settings)}::jsonb, ${row.idempotencyKey ?? null}, ${row.batchSize ?? null}::int)`,
  );
  return sql`insert into session_events
    (tenant_id, session_id, seq, entry_id, parent_id, type, data, settings, idempotency_key, batch_size)
    values ${sql.join(values, sql`, `)}
    returning seq, entry_id, parent_id, type, recorded_at`;
}

/** The projection after the rows: one statement text whatever the batch holds (absent values keep the column). */
function projectionUpdate(rows: readonly NewEvent[], { session, leafId, contextTokens }: ProjectionMove): SQL {
  const at = (index: number) => session.lastSeq + index + 1;
  let compaction = rows.length - 1;
  while (compaction >= 0 && rows[compaction]!.type !== 'compaction') compaction -= 1;
  const status = rows.some((v) => v.type === 'session_deleted')
    ? 'deleted'
    : rows.some((v) => v.type === 'session_handed_off')
      ? 'handed_off'
      : null;
  const tokens = contextTokens !== undefined ? Math.max(0, Math.round(contextTokens)) : null;
  const compactionSeq = compaction >= 0 ? at(compaction) : null;
  const compactionEntry = compaction >= 0 ? rows[compaction]!.entryId : null;
  return sql`update sessions set
      last_seq = ${session.lastSeq + rows.length}::bigint,
      leaf_entry_id = ${leafId}::text,
      last_compaction_seq = coalesce(${compactionSeq}::bigint, last_compaction_seq),
      last_compaction_entry_id = case when ${compactionSeq}::bigint is null then last_compaction_entry_id else ${compactionEntry}::text end,
      status = coalesce(${status}::text, status),
      context_tokens = coalesce(${tokens}::bigint, context_tokens),
      updated_at = now(),
      last_activity_at = now()
    where id = ${session.id}`;
}
