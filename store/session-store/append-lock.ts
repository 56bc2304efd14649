/**
 * The append's first statement: the session row locked for update, with what the append would otherwise look up
 * one round trip at a time — how many of the batch's stored references exist, and whether its idempotency key has
 * been used — read under the same lock and tenant.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sessionEvents, sessions, type SessionRow } from '../../schema';
import type { Tx } from '../with-tenant';
import { SessionNotFound } from './errors';

export interface LockedForAppend {
  session: SessionRow;
  /** How many of the probed references name an entry of the session. */
  referencesFound: number;
  /** The probed idempotency key is on a stored row (the append may be a replay). */
  keyUsed: boolean;
}

export async function lockForAppend(
  tx: Tx,
  sessionId: string,
  probe: { references: readonly string[]; idempotencyKey?: string | undefined },
): Promise<LockedForAppend> {
  const ofSession = eq(sessionEvents.sessionId, sessionId);
  const found =
    probe.references.length === 0
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from ${sessionEvents} where ${and(ofSession, inArray(sessionEvents.entryId, [...probe.references]))})`;
  const keyUsed =
    probe.idempotencyKey === undefined
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`(select 1 from ${sessionEvents} where ${and(ofSession, eq(sessionEvents.idempotencyKey, probe.idempotencyKey))})`;
  const [row] = await tx
    .select({ session: sessions, found, keyUsed })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update', { of: sessions });
  if (!row || row.session.status === 'deleted') throw new SessionNotFound(sessionId);
  return { session: row.session, referencesFound: Number(row.found), keyUsed: row.keyUsed !== null };
}
