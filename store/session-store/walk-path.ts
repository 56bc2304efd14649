/**
 * Parent-chain walks over `session_events` with recursive CTEs, each bounded so that reading a context never
 * scans history older than the latest compaction boundary: up to the nearest compaction, or down to a seq floor
 * (a parent always has a smaller seq than its child, because the store only accepts existing parents). Each step
 * is a LATERAL lookup with LIMIT 1 so the planner uses the (session_id, entry_id) index even without statistics
 * (PGlite never auto-analyzes; a hash join over the whole log per step made reads scale with history).
 *
 * A walk is read in pages of at most WALK_PAGE_STEPS rows, each page one statement continuing from the last one's
 * oldest parent: a never-compacted 100k-entry branch took 11–12 s as one statement on a loaded machine, close to
 * the pool's statement_timeout (15 s), and over it under more load. A page is a bounded share of that.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../with-tenant';
import { rowsOf, type RawRow } from './event-rows';

/** Rows one statement of a walk reads at most (about 1 s at 0.1 ms a step on a loaded machine). */
export const WALK_PAGE_STEPS = 10_000;

const COLUMNS = sql.raw('seq, entry_id, parent_id, type, data, settings, recorded_at');
const E_COLUMNS = sql.raw('e.seq, e.entry_id, e.parent_id, e.type, e.data, e.settings, e.recorded_at');

/** Where a walk stops: through the nearest compaction entry, or at the first entry below a seq. */
export type Bound = { kind: 'compaction' } | { kind: 'seq'; minSeq: number };

/** From `fromId` up through the nearest compaction entry (inclusive), or to the root; newest first. */
export function walkToCompaction(tx: Tx, sessionId: string, fromId: string): Promise<RawRow[]> {
  return walkPaged(tx, { sessionId, fromId, bound: { kind: 'compaction' } });
}

/** From `fromId` up while seq ≥ `minSeq` (use 0 for the root); newest first. */
export function walkToSeq(tx: Tx, sessionId: string, fromId: string, minSeq: number): Promise<RawRow[]> {
  return walkPaged(tx, { sessionId, fromId, bound: { kind: 'seq', minSeq } });
}

/** A walk from `fromId` up to its bound, `pageSteps` rows a statement (default WALK_PAGE_STEPS); newest first. */
export async function walkPaged(
  tx: Tx,
  walk: { sessionId: string; fromId: string; bound: Bound; pageSteps?: number },
): Promise<RawRow[]> {
  const pageSteps = walk.pageSteps ?? WALK_PAGE_STEPS;
  const rows: RawRow[] = [];
  for (let from: string | null = walk.fromId; from !== null;) {
    const page = await walkPage(tx, { ...walk, fromId: from, pageSteps });
    rows.push(...page);
    const oldest = page.at(-1);
    const ended = page.length < pageSteps || !oldest || (walk.bound.kind === 'compaction' && isCompaction(oldest));
    from = ended ? null : oldest.parent_id;
  }
  return rows;
}

/** One statement of a walk: at most `pageSteps` rows from `fromId` up, newest first. */
async function walkPage(
  tx: Tx,
  walk: { sessionId: string; fromId: string; bound: Bound; pageSteps: number },
): Promise<RawRow[]> {
  const { sessionId, fromId, bound, pageSteps } = walk;
  const startFloor = bound.kind === 'seq' ? sql` and seq >= ${bound.minSeq}` : sql``;
  const step = bound.kind === 'seq' ? sql`e.seq >= ${bound.minSeq}` : sql`w.type <> 'compaction'`;
  const result = await tx.execute(sql`
    with recursive walk as (
      select ${COLUMNS}, 1 as depth from session_events
        where session_id = ${sessionId} and entry_id = ${fromId}${startFloor}
      union all
      select ${E_COLUMNS}, w.depth + 1 from walk w cross join lateral (
        select * from session_events p where p.session_id = ${sessionId} and p.entry_id = w.parent_id limit 1
      ) e
      where ${step} and w.depth < ${pageSteps}
    )
    select ${COLUMNS} from walk order by seq desc`);
  return rowsOf<RawRow>(result);
}

const isCompaction = (row: RawRow): boolean => row.type === 'compaction';

/** Seq of an entry, or undefined. */
export async function seqOf(tx: Tx, sessionId: string, entryId: string): Promise<number | undefined> {
  const result = await tx.execute(
    sql`select seq from session_events where session_id = ${sessionId} and entry_id = ${entryId}`,
  );
  const row = rowsOf<{ seq: number | string }>(result)[0];
  return row ? Number(row.seq) : undefined;
}
