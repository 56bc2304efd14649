/**
 * Writes a batch of event rows at the next seqs and moves the `sessions` projection in the same transaction: the
 * last chunk of rows and the projection's update are one statement (a data-modifying CTE), so a batch that fits
 * one chunk — every append of an agent turn — costs one round trip. The statement is written out as SQL rather
 * than through the query builder (which cost more CPU per append than the rest of the store's work), with the same
 * text for every batch of one size, so it stays prepared. SQLSTATE 23505 on the log's unique constraints (a
 * concurrent append took the seq, entry id or key) becomes a typed StreamConflict.
 */
import type { SessionRow } from '../../schema';
import type { Tx } from '../with-tenant';
import { StreamConflict, uniqueViolation } from './errors';
import { toStoredEvent, type RawRow, type StoredEvent } from './event-rows';
import { queryRows } from '../statement';
import { MAX_PREPARED_PARAMETERS } from '../prepared-client';

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
const COLUMNS = 10;
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
  if (rows.length === 0) await queryRows(tx, projectionText(1), projectionParams(rows, input));
  try {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const params = insertParams(input.tenantId, session, chunk, session.lastSeq + i + 1);
      const last = i + CHUNK >= rows.length;
      const text = last
        ? `with inserted as (${insertText(chunk.length)}), moved as (${projectionText(params.length + 1)}) select * from inserted`
        : insertText(chunk.length);
      if (last) params.push(...projectionParams(rows, input));
      const inserted = await queryRows<RawRow>(tx, text, params);
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

const INSERT_TEXTS = new Map<number, string>();

/** The insert of `count` rows, their ten parameters each from $1 on. */
function insertText(count: number): string {
  let text = INSERT_TEXTS.get(count);
  if (text) return text;
  const values = Array.from({ length: count }, (_, row) => {
    const $ = (column: number) => `$${row * COLUMNS + column}`;
    return `(${$(1)}, ${$(2)}, ${$(3)}::bigint, ${$(4)}, ${$(5)}, ${$(6)}, ${$(7)}::jsonb, ${$(8)}::jsonb, ${$(9)}, ${$(10)}::int)`;
  });
  text = `insert into session_events
    (tenant_id, session_id, seq, entry_id, parent_id, type, data, settings, idempotency_key, batch_size)
    values ${values.join(', ')}
    returning seq, entry_id, parent_id, type, recorded_at`;
  // The texts a connection keeps prepared (store/prepared-client.ts) are the ones kept here.
  if (count * COLUMNS <= MAX_PREPARED_PARAMETERS) INSERT_TEXTS.set(count, text);
  return text;
}

function insertParams(tenantId: string, session: SessionRow, rows: NewEvent[], firstSeq: number): unknown[] {
  return rows.flatMap((row, i) => [
    tenantId,
    session.id,
    firstSeq + i,
    row.entryId,
    row.parentId,
    row.type,
    json(row.data),
    json(row.settings),
    row.idempotencyKey ?? null,
    row.batchSize ?? null,
  ]);
}

/** The projection after the rows, its seven parameters from $first on: one text whatever the batch holds. */
function projectionText(first: number): string {
  const $ = (i: number) => `$${first + i}`;
  return `update sessions set
      last_seq = ${$(0)}::bigint,
      leaf_entry_id = ${$(1)}::text,
      last_compaction_seq = coalesce(${$(2)}::bigint, last_compaction_seq),
      last_compaction_entry_id = case when ${$(2)}::bigint is null then last_compaction_entry_id else ${$(3)}::text end,
      status = coalesce(${$(4)}::text, status),
      context_tokens = coalesce(${$(5)}::bigint, context_tokens),
      updated_at = now(),
      last_activity_at = now()
    where id = ${$(6)}`;
}

/** Absent values keep their column. */
function projectionParams(rows: readonly NewEvent[], { session, leafId, contextTokens }: ProjectionMove): unknown[] {
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
  return [session.lastSeq + rows.length, leafId, compactionSeq, compactionEntry, status, tokens, session.id];
}
