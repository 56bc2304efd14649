/**
 * The tenant's concurrent-compaction limit, held at start time. A run counts from the moment the API starts it: a
 * session's claim (`sessions.compaction_claimed_at`) is a slot until the run's audit row exists, and a `running`
 * audit row is a slot until the run ends. Claims are checked and taken under a per-tenant transaction lock, so
 * simultaneous starts cannot all see a free slot before any of their workflows has written its audit row.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../store/session-store/event-rows';
import { withTenant } from '../store/with-tenant';
import type { ServiceDeps } from './deps';
import { CompactionLimitReached } from './errors';

/** What a client refused by the limit is told to wait: compactions take seconds to minutes. */
const LIMIT_RETRY_AFTER_SECONDS = 5;

/** A claim older than this no longer counts: its run failed to start or ended without an audit row. */
const CLAIM_SECONDS = 60;

/** Takes a slot for the session, or throws CompactionLimitReached; a session already holding one keeps it. */
export async function claimCompactionSlot(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
): Promise<void> {
  await withTenant(deps.db, ids.tenantId, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`compactor.compaction-slots:${ids.tenantId}`}))`);
    const busy = await tx.execute<{ session_id: string }>(sql`
      SELECT session_id FROM compactions WHERE tenant_id = ${ids.tenantId} AND status = 'running'
      UNION
      SELECT s.id FROM sessions s
       WHERE s.tenant_id = ${ids.tenantId}
         AND s.compaction_claimed_at > now() - make_interval(secs => ${CLAIM_SECONDS})
         AND NOT EXISTS (
           SELECT 1 FROM compactions c
            WHERE c.tenant_id = s.tenant_id AND c.session_id = s.id AND c.started_at >= s.compaction_claimed_at)`);
    const sessions = rowsOf<{ session_id: string }>(busy).map((row) => row.session_id);
    if (sessions.length >= deps.maxConcurrentCompactions && !sessions.includes(ids.sessionId)) {
      throw new CompactionLimitReached(deps.maxConcurrentCompactions, LIMIT_RETRY_AFTER_SECONDS);
    }
    await tx.execute(sql`
      UPDATE sessions SET compaction_claimed_at = now() WHERE tenant_id = ${ids.tenantId} AND id = ${ids.sessionId}`);
  });
}
