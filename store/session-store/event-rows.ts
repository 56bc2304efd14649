/**
 * Reading rows of `session_events` back as entries: the row shape the store returns, the fold of `content_pruned`
 * events into the tool results they blank and of `compaction_warning` events into the compaction entries they stamp
 * (spec §14: pruning and warning stamps are events, not mutations).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompactionWarningEvent, ContentPrunedEvent, SessionEntry } from '../../core/session/entries';
import { applyContentPruned } from '../../core/session/pruned-entry';
import { sessionEvents } from '../../schema';
import type { Tx } from '../with-tenant';

/** One stored row: an entry (tree node) or a store event. */
export interface StoredEvent {
  seq: number;
  entryId: string | null;
  parentId: string | null;
  type: string;
  data: Record<string, unknown>;
  recordedAt: string;
}

export interface RawRow {
  seq: number | string;
  entry_id: string | null;
  parent_id: string | null;
  type: string;
  data: unknown;
  settings?: unknown;
  recorded_at?: Date | string;
}

export const toStoredEvent = (row: RawRow): StoredEvent => ({
  seq: Number(row.seq),
  entryId: row.entry_id,
  parentId: row.parent_id,
  type: row.type,
  data: parseJson(row.data) as Record<string, unknown>,
  recordedAt: new Date(row.recorded_at ?? 0).toISOString(),
});

/** postgres.js returns jsonb from raw queries as text when the column is cast; PGlite as objects. */
export function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Rows from `tx.execute` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Both folds: what every reader of entries applies. */
export async function foldStoreEvents(tx: Tx, sessionId: string, entries: SessionEntry[]): Promise<SessionEntry[]> {
  return foldWarnings(tx, sessionId, await foldPruning(tx, sessionId, entries));
}

/** Applies the latest `compaction_warning` of each compaction among `entries`: its warning replaces the entry's. */
export async function foldWarnings(tx: Tx, sessionId: string, entries: SessionEntry[]): Promise<SessionEntry[]> {
  const targets = entries.filter((e) => e.type === 'compaction').map((e) => e.id);
  const stamps = await latestEventsOn<CompactionWarningEvent>(tx, sessionId, {
    type: 'compaction_warning',
    key: 'compactionEntryId',
    targets,
  });
  if (stamps.size === 0) return entries;
  return entries.map((e) => {
    const stamp = stamps.get(e.id);
    return stamp && e.type === 'compaction' ? { ...e, warning: stamp.warning } : e;
  });
}

/** Applies the latest `content_pruned` event of each tool result among `entries` (ids already on them). */
export async function foldPruning(tx: Tx, sessionId: string, entries: SessionEntry[]): Promise<SessionEntry[]> {
  const targets = entries.filter((e) => e.type === 'message' && e.message.role === 'toolResult').map((e) => e.id);
  const pruned = await latestEventsOn<ContentPrunedEvent>(tx, sessionId, {
    type: 'content_pruned',
    key: 'targetId',
    targets,
  });
  if (pruned.size === 0) return entries;
  return entries.map((e) => applyContentPruned(e, pruned.get(e.id)));
}

/** The field naming the entry an event applies to; a fixed name, inlined so the expression index matches. */
type TargetKey = 'targetId' | 'compactionEntryId';

/** The latest store event of `type` naming each of `targets` in its `key` field, by target id. */
async function latestEventsOn<T>(
  tx: Tx,
  sessionId: string,
  on: { type: 'content_pruned' | 'compaction_warning'; key: TargetKey; targets: string[] },
): Promise<Map<string, T>> {
  if (on.targets.length === 0) return new Map();
  const rows = await tx
    .select({ data: sessionEvents.data })
    .from(sessionEvents)
    .where(
      and(
        eq(sessionEvents.sessionId, sessionId),
        eq(sessionEvents.type, on.type),
        inArray(sql`(${sessionEvents.data} ->> ${sql.raw(`'${on.key}'`)})`, on.targets),
      ),
    )
    .orderBy(sessionEvents.seq);
  // Ordered by seq, so a later event for the same target replaces an earlier one.
  return new Map(rows.map((r) => [(r.data as Record<TargetKey, string>)[on.key], r.data as T]));
}
