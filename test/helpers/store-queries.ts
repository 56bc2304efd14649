/** Direct reads of the store that tests assert on (through the tenant transaction, as RLS requires). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../store/database';
import { withTenant } from '../../store/with-tenant';
import { compactions, providerUsage, sessionEvents, sessions } from '../../schema';
import type { SessionEntry } from '../../core';
import { readEntries } from '../../store/session-store';

type Ids = { tenantId: string; sessionId: string };

/** Event rows of one type, in seq order. */
export const eventsOf = (db: Db, ids: Ids, type: string) =>
  withTenant(db, ids.tenantId, (tx) =>
    tx
      .select()
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, ids.sessionId), eq(sessionEvents.type, type)))
      .orderBy(asc(sessionEvents.seq)),
  );

export const sessionRow = (db: Db, ids: Ids) =>
  withTenant(
    db,
    ids.tenantId,
    async (tx) => (await tx.select().from(sessions).where(eq(sessions.id, ids.sessionId)))[0]!,
  );

export const leafOf = async (db: Db, ids: Ids) => (await sessionRow(db, ids)).leafEntryId;

export const auditOf = (db: Db, ids: Ids) =>
  withTenant(db, ids.tenantId, (tx) =>
    tx
      .select()
      .from(compactions)
      .where(and(eq(compactions.tenantId, ids.tenantId), eq(compactions.sessionId, ids.sessionId))),
  );

/** The compaction entry the session's first audit row committed, if it committed one. */
export async function compactionEntryOf(db: Db, ids: Ids) {
  const entryId = (await auditOf(db, ids))[0]?.compactionEntryId;
  if (!entryId) return undefined;
  const [entry] = await readEntries(db, { ...ids, ids: [entryId] });
  return entry as Extract<SessionEntry, { type: 'compaction' }>;
}

/** Every event row of the session (entries and store events). */
export const countRows = (db: Db, ids: Ids) =>
  withTenant(
    db,
    ids.tenantId,
    async (tx) => (await tx.select().from(sessionEvents).where(eq(sessionEvents.sessionId, ids.sessionId))).length,
  );

/** The session's provider usage rows (one per provider call), oldest first, as the tokens and who made the call. */
export const usageRowsOf = async (db: Db, ids: Ids) =>
  (
    await withTenant(db, ids.tenantId, (tx) =>
      tx
        .select()
        .from(providerUsage)
        .where(and(eq(providerUsage.tenantId, ids.tenantId), eq(providerUsage.sessionId, ids.sessionId)))
        .orderBy(asc(providerUsage.id)),
    )
  ).map((r) => ({
    activity: r.activity,
    model: r.model,
    inputTokens: r.inputTokens,
    outputTokens: r.outputTokens,
    cachedTokens: r.cachedTokens,
  }));
