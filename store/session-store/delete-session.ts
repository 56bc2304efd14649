/**
 * Deleting a session is an event, so its history stays auditable: a `session_deleted` row is appended and the
 * projection's status becomes `deleted`, after which every read and write answers SessionNotFound. Physical removal
 * is a separate retention step (purge-sessions).
 */
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { insertEvents } from './insert-events';
import { getSessionRow } from './session-row';

export interface DeleteSessionInput {
  tenantId: string;
  sessionId: string;
  /** Why, for the audit trail (e.g. "user request"). */
  reason?: string;
}

export interface DeleteSessionResult {
  sessionId: string;
  /** The seq of the `session_deleted` event. */
  seq: number;
}

export function deleteSession(db: Db, input: DeleteSessionInput): Promise<DeleteSessionResult> {
  return withTenant(db, input.tenantId, async (tx) => {
    const session = await getSessionRow(tx, input.sessionId, true);
    const data = { type: 'session_deleted', ...(input.reason ? { reason: input.reason } : {}) };
    const rows = [{ entryId: null, parentId: null, type: 'session_deleted', data }];
    const [stored] = await insertEvents(tx, { tenantId: session.tenantId, session, rows, leafId: session.leafEntryId });
    return { sessionId: input.sessionId, seq: stored!.seq };
  });
}
