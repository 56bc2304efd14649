/**
 * Boundary checks of an append batch: every entry against the entry schema (the error names the entry's index
 * and field path), unique ids, and references (parent, label target, kept entry) that name an entry already in
 * the store or earlier in the batch (a compaction keeping nothing may name itself as its first kept entry).
 * Nothing is written when a check fails.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionEntry } from '../../core/session/entries';
import { validateEntry } from '../../core/session/entry-schema';
import { sessionEvents } from '../../schema';
import type { Tx } from '../with-tenant';
import { InvalidEntry } from './errors';

export function validateBatch(raw: readonly unknown[]): SessionEntry[] {
  return raw.map((value, index) => {
    const result = validateEntry(value);
    if (!result.ok) throw new InvalidEntry(`entry ${index}: ${result.message}`, result.path, undefined, index);
    return result.entry;
  });
}

function references(entry: SessionEntry): [string, string][] {
  const refs: [string, string][] = [];
  if (entry.parentId !== null) refs.push(['parentId', entry.parentId]);
  if (entry.type === 'label') refs.push(['targetId', entry.targetId]);
  // A compaction that keeps nothing (an imported transcript's) names itself: no kept region starts there.
  if (entry.type === 'compaction' && entry.firstKeptEntryId !== entry.id) {
    refs.push(['firstKeptEntryId', entry.firstKeptEntryId]);
  }
  return refs;
}

/** The batch's first duplicate id, and the references it makes to entries outside it (by id, first use). */
function outsideOf(entries: readonly SessionEntry[]) {
  const seen = new Set<string>();
  const outside = new Map<string, { index: number; field: string }>();
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry.id)) return { duplicate: { index, id: entry.id }, outside };
    for (const [field, id] of references(entry)) {
      if (!seen.has(id) && !outside.has(id)) outside.set(id, { index, field });
    }
    seen.add(entry.id);
  }
  return { outside };
}

/** The ids of stored entries the batch must find (what checkReferences looks up). */
export function storedReferences(entries: readonly SessionEntry[]): string[] {
  return [...outsideOf(entries).outside.keys()];
}

/**
 * Throws InvalidEntry (with the batch index) for a duplicate id or a reference to an unknown entry. `allFound`: the
 * caller has already counted every stored reference in the store (the append's row lock does), so none is looked up.
 */
export async function checkReferences(
  tx: Tx,
  sessionId: string,
  entries: readonly SessionEntry[],
  allFound = false,
): Promise<void> {
  const { duplicate, outside } = outsideOf(entries);
  if (duplicate) {
    const { index, id } = duplicate;
    throw new InvalidEntry(`entry ${index}: id: duplicate id ${id}`, 'id', undefined, index);
  }
  if (outside.size === 0 || allFound) return;
  const ids = [...outside.keys()];
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await tx
      .select({ id: sessionEvents.entryId })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, sessionId), inArray(sessionEvents.entryId, ids.slice(i, i + 5000))));
    for (const r of rows) if (r.id) found.add(r.id);
  }
  const missing = ids.find((id) => !found.has(id));
  if (missing === undefined) return;
  const { index, field } = outside.get(missing)!;
  throw new InvalidEntry(
    `entry ${index}: ${field}: no earlier entry ${missing} in this session`,
    field,
    undefined,
    index,
  );
}
