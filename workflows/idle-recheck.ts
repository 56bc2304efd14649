/**
 * Idle compactions started by the sweep re-check, before anything else, that the session is still untouched: a
 * session appended to while its compaction was queued is active again and is not compacted (its next idle period
 * will qualify it again). The re-check also records whether the prompt cache had expired. Behind its own patch.
 */
import { patched } from '@temporalio/workflow';
import type { CompactSessionInput } from './compaction-types';
import { db, type StoreCalls } from './proxies';

export const IDLE_RECHECK = 'idle-sweep-recheck';

/** True when an idle run must stop because the session saw activity after the sweep chose it. */
export async function activeSinceSweep(input: CompactSessionInput, store: StoreCalls = db): Promise<boolean> {
  if (input.trigger !== 'idle' || !input.idle || !patched(IDLE_RECHECK)) return false;
  const { tenantId, sessionId } = input;
  const { untouched } = await store.recheckIdleSession({ tenantId, sessionId, ...input.idle });
  return !untouched;
}
