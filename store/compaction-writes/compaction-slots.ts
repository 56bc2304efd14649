/**
 * A tenant's concurrent-compaction slots, held at start time. A run counts from the moment the API starts it: a
 * session's claim (`sessions.compaction_claimed_at`) is a slot until the run's audit row exists, and a `running`
 * audit row is a slot until the run ends. Claims are checked and taken under a per-tenant transaction lock, so
 * simultaneous starts cannot all see a free slot before any of their workflows has written its audit row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../session-store/event-rows';
import { withTenant } from '../with-tenant';

export interface SlotClaim {
  /** At most this many sessions of the tenant may hold a slot. */
  limit: number;
  /** A claim older than this no longer counts: its run failed to start or ended without an audit row. */
  claimSeconds: number;
}

/** Takes a slot for the session (a session already holding one keeps it); false when the tenant's slots are full. */
export function claimCompactionSlot(
  db: Db,
  ids: { tenantId: string; sessionId: string },
  claim: SlotClaim,
): Promise<boolean> {
  return withTenant(db, ids.tenantId, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`compactor.compaction-slots:${ids.tenantId}`}))`);
    const busy = await tx.execute<{ session_id: string }>(sql`
      SELECT session_id FROM compactions WHERE tenant_id = ${ids.tenantId} AND status = 'running'
      UNION
      SELECT s.id FROM sessions s
       WHERE s.tenant_id = ${ids.tenantId}
         AND s.compaction_claimed_at > now() - make_interval(secs => ${claim.claimSeconds})
         AND NOT EXISTS (
           SELECT 1 FROM compactions c
            WHERE c.tenant_id = s.tenant_id AND c.session_id = s.id AND c.started_at >= s.compaction_claimed_at)`);
    const sessions = rowsOf<{ session_id: string }>(busy).map((row) => row.session_id);
    if (sessions.length >= claim.limit && !sessions.includes(ids.sessionId)) return false;
    await tx.execute(sql`
      UPDATE sessions SET compaction_claimed_at = now() WHERE tenant_id = ${ids.tenantId} AND id = ${ids.sessionId}`);
    return true;
  });
}
