/**
 * The tenant's concurrent-compaction limit, held at start time (the claim itself: store/compaction-writes/
 * compaction-slots.ts). A start beyond the limit is a CompactionLimitReached with a retry hint.
 */
import { claimCompactionSlot as claimSlot } from '../store/compaction-writes/compaction-slots';
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
  const limit = deps.maxConcurrentCompactions;
  if (!(await claimSlot(deps.db, ids, { limit, claimSeconds: CLAIM_SECONDS }))) {
    throw new CompactionLimitReached(limit, LIMIT_RETRY_AFTER_SECONDS);
  }
}
