/** Reads the `compactions` audit rows of one session, oldest first. */
import { and, asc, eq } from 'drizzle-orm';
import { compactions, type CompactionRow } from '../../schema';
import type { Db } from '../database';
import { getSessionRow } from '../session-store/session-row';
import { withTenant } from '../with-tenant';

export function listCompactions(db: Db, input: { tenantId: string; sessionId: string }): Promise<CompactionRow[]> {
  return withTenant(db, input.tenantId, async (tx) => {
    await getSessionRow(tx, input.sessionId);
    return tx
      .select()
      .from(compactions)
      .where(and(eq(compactions.tenantId, input.tenantId), eq(compactions.sessionId, input.sessionId)))
      .orderBy(asc(compactions.startedAt), asc(compactions.id));
  });
}
