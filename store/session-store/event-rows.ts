/**
 * Reading rows of `session_events` back as entries: the row shape the store returns, the fold of `content_pruned`
 * events into the tool results they blank, of `compaction_warning` events into the compaction entries they stamp and
 * of `compaction_reverted` events into the compactions they undo (spec §14: pruning, warning stamps and reverts are
 * events, not mutations; a reverted compaction's pruning events no longer apply).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompactionWarningEvent, ContentPrunedEvent, SessionEntry } from '../../core/session/entries';
import { applyContentPruned } from '../../core/session/pruned-entry';
import { sessionEvents } from '../../schema';
import type { Tx } from '../with-tenant';
import { revertedOnce, type RevertedSet } from './reverted-compactions';

type Reverted = () => Promise<RevertedSet>;

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

/** Every fold: what every reader of entries applies (`reverted` when the caller has read the set already). */
export async function foldStoreEvents(
  tx: Tx,
  sessionId: string,
  entries: SessionEntry[],
  reverted: Reverted = revertedOnce(tx, sessionId),
): Promise<SessionEntry[]> {
  const pruned = await foldPruning(tx, sessionId, entries, reverted);
  return foldReverted(await foldWarnings(tx, sessionId, pruned), reverted);
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

/** Marks the reverted compactions among `entries` (and only those: a stored `reverted` field means nothing). */
async function foldReverted(entries: SessionEntry[], reverted: Reverted): Promise<SessionEntry[]> {
  if (!entries.some((e) => e.type === 'compaction')) return entries;
  const { compactions } = await reverted();
  return entries.map((e) => {
    if (e.type !== 'compaction' || (e.reverted === undefined && !compactions.has(e.id))) return e;
    const { reverted: _stored, ...entry } = e;
    return compactions.has(e.id) ? { ...entry, reverted: true } : entry;
  });
}

/**
 * Applies the latest `content_pruned` event of each tool result among `entries` (ids already on them), leaving out
 * the pruning events of reverted compactions.
 */
export async function foldPruning(
  tx: Tx,
  sessionId: string,
  entries: SessionEntry[],
  reverted: Reverted = revertedOnce(tx, sessionId),
): Promise<SessionEntry[]> {
  const targets = entries.filter((e) => e.type === 'message' && e.message.role === 'toolResult').map((e) => e.id);
  const events = await eventsOn<ContentPrunedEvent>(tx, sessionId, {
    type: 'content_pruned',
    key: 'targetId',
    targets,
  });
  if (events.length === 0) return entries;
  const { restoredSeqs } = await reverted();
  const pruned = latestByTarget(
    events.filter((e) => !restoredSeqs.has(e.seq)),
    'targetId',
  );
  if (pruned.size === 0) return entries;
  return entries.map((e) => applyContentPruned(e, pruned.get(e.id)));
}

/** The field naming the entry an event applies to; a fixed name, inlined so the expression index matches. */
type TargetKey = 'targetId' | 'compactionEntryId';

type EventsOn = { type: 'content_pruned' | 'compaction_warning'; key: TargetKey; targets: string[] };

/** The latest store event of `type` naming each of `targets` in its `key` field, by target id. */
async function latestEventsOn<T>(tx: Tx, sessionId: string, on: EventsOn): Promise<Map<string, T>> {
  return latestByTarget(await eventsOn<T>(tx, sessionId, on), on.key);
}

/** Ordered by seq, so a later event for the same target replaces an earlier one. */
function latestByTarget<T>(events: { seq: number; data: T }[], key: TargetKey): Map<string, T> {
  return new Map(events.map((e) => [(e.data as Record<TargetKey, string>)[key], e.data]));
}

/** The store events of `type` naming any of `targets` in its `key` field, oldest first. */
async function eventsOn<T>(tx: Tx, sessionId: string, on: EventsOn): Promise<{ seq: number; data: T }[]> {
  if (on.targets.length === 0) return [];
  const rows = await tx
    .select({ seq: sessionEvents.seq, data: sessionEvents.data })
    .from(sessionEvents)
    .where(
      and(
        eq(sessionEvents.sessionId, sessionId),
        eq(sessionEvents.type, on.type),
        inArray(sql`(${sessionEvents.data} ->> ${sql.raw(`'${on.key}'`)})`, on.targets),
      ),
    )
    .orderBy(sessionEvents.seq);
  return rows.map((r) => ({ seq: Number(r.seq), data: r.data as T }));
}
