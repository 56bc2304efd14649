/** The session's newest `leaf_moved` event, so a retried drop can recognise the move it already made. */
import { and, desc, eq } from 'drizzle-orm';
import type { LeafMovedEvent } from '../../core/session/entries';
import { sessionEvents } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';

export function lastLeafMove(
  db: Db,
  input: { tenantId: string; sessionId: string },
): Promise<LeafMovedEvent | undefined> {
  return withTenant(db, input.tenantId, async (tx) => {
    const [row] = await tx
      .select({ data: sessionEvents.data })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, input.sessionId), eq(sessionEvents.type, 'leaf_moved')))
      .orderBy(desc(sessionEvents.seq))
      .limit(1);
    return row?.data as LeafMovedEvent | undefined;
  });
}
