/**
 * A session's own stored settings (the host's knobs; validated by the caller before they get here). Runs inside the
 * caller's tenant transaction, so another tenant's session is simply not there.
 */
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../schema';
import { storedSettings, type SessionSettings } from '../../core/session/session-settings-schema';
import type { Tx } from '../with-tenant';
import { rowsOf } from './event-rows';

/** The session's own settings, or undefined when there is no such session. */
export async function readSessionSettings(tx: Tx, sessionId: string): Promise<SessionSettings | undefined> {
  const [row] = await tx.select({ settings: sessions.settings }).from(sessions).where(eq(sessions.id, sessionId));
  return row ? storedSettings(row.settings) : undefined;
}

/**
 * Replaces the session's settings; false when there is no such session. `live`: a deleted session is left alone and
 * counts as absent (a host's settings write); without it the row is written whatever its status (creation).
 */
export async function writeSessionSettings(
  tx: Tx,
  sessionId: string,
  settings: SessionSettings,
  options: { live: boolean },
): Promise<boolean> {
  const status = options.live ? sql`and status <> 'deleted'` : sql``;
  const updated = await tx.execute(
    sql`update sessions set settings = ${JSON.stringify(settings)}::jsonb, updated_at = now()
        where id = ${sessionId} ${status} returning id`,
  );
  return rowsOf(updated).length > 0;
}
