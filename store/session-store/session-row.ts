/** Reading and locking the `sessions` projection row inside a tenant transaction. */
import { eq } from 'drizzle-orm';
import { sessions, type SessionRow } from '../../schema';
import type { Tx } from '../with-tenant';
import { SessionNotFound } from './errors';

/**
 * The session row, locked for the rest of the transaction when `forUpdate` (appends serialize per session). A
 * deleted session is not found: reads and writes answer as if it never existed.
 */
export async function getSessionRow(tx: Tx, sessionId: string, forUpdate = false): Promise<SessionRow> {
  const query = tx.select().from(sessions).where(eq(sessions.id, sessionId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || row.status === 'deleted') throw new SessionNotFound(sessionId);
  return row;
}
