/**
 * Dead-end parking (compaction spec §3.4, §3.5, §3.9 step 11; §12 case 59), behind the `deadEndParking` patch: a
 * dead end appends one `compaction_warning` event that stamps its warning on the latest compaction entry (readers
 * fold it in) and records the oversized turn; a later rescuing run on that turn whose plan still finds no cut point
 * skips silently. The decision is pure (core/compaction/dead-end-parking.ts); the history carries entry ids only.
 */
import type { CompactionIndex } from '../core';
import { deadEndTurn, parkedOnDeadEnd } from '../core/compaction/dead-end-parking';
import { db } from './proxies';
import type { Outcome } from './compaction-types';
import { patchApplies } from './patches';

type Ids = { tenantId: string; sessionId: string };

/** Asked only where a rescue would run, so runs that never rescue carry no marker. */
export const parkingApplies = (): boolean => patchApplies('deadEndParking');

/**
 * A no-cut run on the turn of the latest dead end: skipped with reason `dead-end` and continuation still blocked,
 * but no rescue, no warning and no event. Undefined when the guard is armed (no dead end, or another turn).
 */
export async function parkedOutcome(ids: Ids, index: CompactionIndex, tokensBefore: number) {
  if (!parkedOnDeadEnd(index, await db.readDeadEnd(ids))) return undefined;
  const parked: Outcome = { outcome: 'skipped', reason: 'dead-end', tokensBefore, automaticContinuationBlocked: true };
  return parked;
}

/**
 * Records a dead end: the warning stamped on `compactionEntryId` (the branch's latest compaction; absent when there
 * is none, and then the warning stays in the result and the audit only) and the turn, over `scope` rows of `index`
 * (a committed compaction's kept tail: the next run's window).
 */
export async function recordDeadEnd(a: {
  ids: Ids;
  index: CompactionIndex;
  warning: string;
  compactionEntryId?: string;
  scope?: ReadonlySet<string>;
}): Promise<void> {
  const turnStartId = deadEndTurn(a.index, a.scope);
  if (!turnStartId) return;
  const stamp = a.compactionEntryId ? { compactionEntryId: a.compactionEntryId } : {};
  await db.recordDeadEnd({ ...a.ids, ...stamp, turnStartId, warning: a.warning });
}
