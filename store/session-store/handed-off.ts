/** Where a handed-off session continues: the `toSessionId` of its latest `session_handed_off` event. */
import { and, desc, eq } from 'drizzle-orm';
import { sessionEvents } from '../../schema';
import type { Tx } from '../with-tenant';

export async function handedOffTo(tx: Tx, sessionId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ data: sessionEvents.data })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'session_handed_off')))
    .orderBy(desc(sessionEvents.seq))
    .limit(1);
  const to = (row?.data as { toSessionId?: unknown } | undefined)?.toSessionId;
  return typeof to === 'string' ? to : undefined;
}
