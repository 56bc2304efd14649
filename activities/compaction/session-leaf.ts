/** Reads a session's current leaf from the projection (tenant-scoped). */
import type { Db } from '../../store/database';
import { getSessionRow } from '../../store/session-store/session-row';
import { withTenant } from '../../store/with-tenant';

export function getSessionLeaf(db: Db, input: { tenantId: string; sessionId: string }): Promise<string | null> {
  return withTenant(db, input.tenantId, async (tx) => (await getSessionRow(tx, input.sessionId)).leafEntryId);
}
