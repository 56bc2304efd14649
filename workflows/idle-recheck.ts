/**
 * Idle compactions started by the sweep re-check, before anything else, that the session is still untouched: a
 * session appended to while its compaction was queued is active again and is not compacted (its next idle period
 * will qualify it again). The re-check also records whether the prompt cache had expired. Behind its own patch (`idleRecheck`).
 */
import type { CompactSessionInput } from './compaction-types';
import { patchApplies } from './patches';
import { db, type StoreCalls } from './proxies';

type SweepView = NonNullable<CompactSessionInput['idle']>;

/** The sweep's view an idle run re-checks, or undefined for a run that has none to check. */
export function sweepViewOf(input: CompactSessionInput): SweepView | undefined {
  if (input.trigger !== 'idle' || !input.idle || !patchApplies('idleRecheck')) return undefined;
  return input.idle;
}

/** True when an idle run must stop because the session saw activity after the sweep chose it. */
export async function activeSinceSweep(input: CompactSessionInput, store: StoreCalls = db): Promise<boolean> {
  const view = sweepViewOf(input);
  if (!view) return false;
  const { tenantId, sessionId } = input;
  const { untouched } = await store.recheckIdleSession({ tenantId, sessionId, ...view });
  return !untouched;
}
