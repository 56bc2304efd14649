/**
 * Reads the content a compaction method needs by entry id: a set of ids, or the parent-chain range between two
 * entries (inclusive). Pruning and warning stamps are folded in. Missing ids are simply absent from the result.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionEntry } from '../../core/session/entries';
import { sessionEvents } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { InvalidEntry } from './errors';
import { foldStoreEvents } from './event-rows';
import { getSessionRow } from './session-row';
import { seqOf, walkToSeq } from './walk-path';

export interface ReadEntriesInput {
  tenantId: string;
  sessionId: string;
  ids: readonly string[];
}

/** Entries with the given ids, in seq order. */
export function readEntries(db: Db, input: ReadEntriesInput): Promise<SessionEntry[]> {
  return withTenant(db, input.tenantId, async (tx) => {
    await getSessionRow(tx, input.sessionId);
    if (input.ids.length === 0) return [];
    const rows = await tx
      .select({ data: sessionEvents.data })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, input.sessionId), inArray(sessionEvents.entryId, [...input.ids])))
      .orderBy(sessionEvents.seq);
    return foldStoreEvents(
      tx,
      input.sessionId,
      rows.map((r) => r.data as SessionEntry),
    );
  });
}

export interface ReadRangeInput {
  tenantId: string;
  sessionId: string;
  /** The oldest entry of the range; must be an ancestor of (or equal to) `toId`. */
  fromId: string;
  toId: string;
}

/** The path fromId → toId (inclusive, oldest first), walking parent links up from `toId`. */
export function readEntryRange(db: Db, input: ReadRangeInput): Promise<SessionEntry[]> {
  return withTenant(db, input.tenantId, async (tx) => {
    await getSessionRow(tx, input.sessionId);
    const floor = await seqOf(tx, input.sessionId, input.fromId);
    if (floor === undefined) throw new InvalidEntry(`fromId: no entry ${input.fromId}`, 'fromId');
    const rows = (await walkToSeq(tx, input.sessionId, input.toId, floor)).reverse();
    if (rows[0]?.entry_id !== input.fromId) {
      throw new InvalidEntry(`fromId: ${input.fromId} is not an ancestor of ${input.toId}`, 'fromId');
    }
    const entries = rows.map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as SessionEntry);
    return foldStoreEvents(tx, input.sessionId, entries);
  });
}
