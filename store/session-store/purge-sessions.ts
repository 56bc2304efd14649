/**
 * Retention: physically removes the rows of a tenant's sessions that were deleted before a bound — their events,
 * audit rows, spend-guard events, eval reports and projection row (provider usage rows stay: they are the tenant's
 * bill). The application role may not delete (the log is append-only for it), so this runs as the connecting
 * (owner) role; row-level security is forced on the owner too, so `app.tenant` is set as usual, and every statement
 * also names the tenant. Content-addressed snapcompact frames are shared by a tenant's sessions and stay.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { compactions, sessionEvals, sessionEvents, sessions, spendGuardEvents } from '../../schema';
import type { Db } from '../database';

export interface PurgeInput {
  tenantId: string;
  /** Sessions deleted before this instant are removed. */
  deletedBefore: Date;
}

export interface PurgedSession {
  sessionId: string;
  events: number;
}

export function purgeDeletedSessions(db: Db, input: PurgeInput): Promise<PurgedSession[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant', ${input.tenantId}, true)`);
    const doomed = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.tenantId, input.tenantId),
          eq(sessions.status, 'deleted'),
          lt(sessions.updatedAt, input.deletedBefore),
        ),
      )
      .for('update');
    const ids = doomed.map((s) => s.id);
    if (ids.length === 0) return [];
    const events = await tx
      .delete(sessionEvents)
      .where(and(eq(sessionEvents.tenantId, input.tenantId), inArray(sessionEvents.sessionId, ids)))
      .returning({ sessionId: sessionEvents.sessionId });
    await tx
      .delete(compactions)
      .where(and(eq(compactions.tenantId, input.tenantId), inArray(compactions.sessionId, ids)));
    await tx
      .delete(spendGuardEvents)
      .where(and(eq(spendGuardEvents.tenantId, input.tenantId), inArray(spendGuardEvents.sessionId, ids)));
    await tx
      .delete(sessionEvals)
      .where(and(eq(sessionEvals.tenantId, input.tenantId), inArray(sessionEvals.sessionId, ids)));
    await tx.delete(sessions).where(and(eq(sessions.tenantId, input.tenantId), inArray(sessions.id, ids)));
    return ids
      .sort()
      .map((sessionId) => ({ sessionId, events: events.filter((e) => e.sessionId === sessionId).length }));
  });
}
