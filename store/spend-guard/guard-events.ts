/**
 * The spend guards' rows (schema/spend-guard-events.sql.ts) and the reads their decisions need: a session's latest
 * loop-guard row and its automatic compactions since an instant (from the audit rows).
 */
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { compactions, spendGuardEvents, type SpendGuardEventRow } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';

type Ids = { tenantId: string; sessionId: string };
export type GuardEvent = Omit<SpendGuardEventRow, 'id' | 'tenantId'>;

export async function insertGuardEvent(
  db: Db,
  ids: Ids,
  event: Pick<SpendGuardEventRow, 'kind' | 'message' | 'details'>,
): Promise<void> {
  await withTenant(db, ids.tenantId, (tx) => tx.insert(spendGuardEvents).values({ ...ids, ...event }));
}

/** The session's newest row of one of `kinds`. */
export function latestGuardEvent(db: Db, ids: Ids, kinds: readonly string[]): Promise<GuardEvent | undefined> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(spendGuardEvents)
      .where(
        and(
          eq(spendGuardEvents.tenantId, ids.tenantId),
          eq(spendGuardEvents.sessionId, ids.sessionId),
          inArray(spendGuardEvents.kind, [...kinds]),
        ),
      )
      .orderBy(desc(spendGuardEvents.id))
      .limit(1);
    return row && publicRow(row);
  });
}

/** The session's rows, oldest first. */
export function selectGuardEvents(db: Db, ids: Ids): Promise<GuardEvent[]> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(spendGuardEvents)
      .where(and(eq(spendGuardEvents.tenantId, ids.tenantId), eq(spendGuardEvents.sessionId, ids.sessionId)))
      .orderBy(asc(spendGuardEvents.id));
    return rows.map(publicRow);
  });
}

const publicRow = ({ id: _id, tenantId: _tenant, ...row }: SpendGuardEventRow): GuardEvent => row;

/** The session's committed compactions of `triggers` started at or after `since`, oldest first. */
export function compactionsSince(
  db: Db,
  ids: Ids,
  input: { since: Date; triggers: readonly string[] },
): Promise<{ startedAt: Date; tokensBefore: number | null; tokensAfter: number | null }[]> {
  return withTenant(db, ids.tenantId, (tx) =>
    tx
      .select({
        startedAt: compactions.startedAt,
        tokensBefore: compactions.tokensBefore,
        tokensAfter: compactions.tokensAfter,
      })
      .from(compactions)
      .where(
        and(
          eq(compactions.tenantId, ids.tenantId),
          eq(compactions.sessionId, ids.sessionId),
          inArray(compactions.trigger, [...input.triggers]),
          eq(compactions.status, 'committed'),
          gte(compactions.startedAt, input.since),
        ),
      )
      .orderBy(asc(compactions.startedAt)),
  );
}
