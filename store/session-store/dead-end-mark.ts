/** The latest dead end of a session: the turn its `compaction_warning` event parked (core/compaction/dead-end-parking.ts). */
import { and, desc, eq } from 'drizzle-orm';
import type { DeadEndMark } from '../../core/compaction/dead-end-parking';
import { sessionEvents } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { getSessionRow } from './session-row';

export function latestDeadEnd(db: Db, input: { tenantId: string; sessionId: string }): Promise<DeadEndMark | null> {
  return withTenant(db, input.tenantId, async (tx) => {
    await getSessionRow(tx, input.sessionId);
    const [row] = await tx
      .select({ data: sessionEvents.data })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, input.sessionId), eq(sessionEvents.type, 'compaction_warning')))
      .orderBy(desc(sessionEvents.seq))
      .limit(1);
    const turn = (row?.data as { turnStartId?: unknown } | undefined)?.turnStartId;
    return typeof turn === 'string' ? { turnStartId: turn } : null;
  });
}
