/**
 * Parent-chain walks over `session_events` with recursive CTEs, each bounded so that reading a context never
 * scans history older than the latest compaction boundary: up to the nearest compaction, or down to a seq floor
 * (a parent always has a smaller seq than its child, because the store only accepts existing parents). Each step
 * is a LATERAL lookup with LIMIT 1 so the planner uses the (session_id, entry_id) index even without statistics
 * (PGlite never auto-analyzes; a hash join over the whole log per step made reads scale with history).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../with-tenant';
import { rowsOf, type RawRow } from './event-rows';

const COLUMNS = sql.raw('seq, entry_id, parent_id, type, data, settings, recorded_at');
const E_COLUMNS = sql.raw('e.seq, e.entry_id, e.parent_id, e.type, e.data, e.settings, e.recorded_at');

/** From `fromId` up through the nearest compaction entry (inclusive), or to the root; newest first. */
export async function walkToCompaction(tx: Tx, sessionId: string, fromId: string): Promise<RawRow[]> {
  const result = await tx.execute(sql`
    with recursive walk as (
      select ${COLUMNS} from session_events where session_id = ${sessionId} and entry_id = ${fromId}
      union all
      select ${E_COLUMNS} from walk w cross join lateral (
        select * from session_events p where p.session_id = ${sessionId} and p.entry_id = w.parent_id limit 1
      ) e
      where w.type <> 'compaction'
    )
    select * from walk order by seq desc`);
  return rowsOf<RawRow>(result);
}

/** From `fromId` up while seq ≥ `minSeq` (use 0 for the root); newest first. */
export async function walkToSeq(tx: Tx, sessionId: string, fromId: string, minSeq: number): Promise<RawRow[]> {
  const result = await tx.execute(sql`
    with recursive walk as (
      select ${COLUMNS} from session_events
        where session_id = ${sessionId} and entry_id = ${fromId} and seq >= ${minSeq}
      union all
      select ${E_COLUMNS} from walk w cross join lateral (
        select * from session_events p where p.session_id = ${sessionId} and p.entry_id = w.parent_id limit 1
      ) e
      where e.seq >= ${minSeq}
    )
    select * from walk order by seq desc`);
  return rowsOf<RawRow>(result);
}

/** Seq of an entry, or undefined. */
export async function seqOf(tx: Tx, sessionId: string, entryId: string): Promise<number | undefined> {
  const result = await tx.execute(
    sql`select seq from session_events where session_id = ${sessionId} and entry_id = ${entryId}`,
  );
  const row = rowsOf<{ seq: number | string }>(result)[0];
  return row ? Number(row.seq) : undefined;
}
