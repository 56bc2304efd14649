/**
 * The progress guard's dead-end rescue (compaction spec §3.9 steps 9 and 11), decided over the compaction index.
 *
 * Of the spec's three tiers only one can change what this store sends: shake-elide with the rescue config
 * (protect window 0, no minimum savings) over tool results. The snapcompact tier rebuilds an archive that grew past
 * its frame budget, and archives here are rendered within budget, so there is nothing to rebuild. The image tier
 * cannot move the decision: images in a tool result go with the elided result, and user-message images estimate 0
 * tokens (spec §2.2), so dropping them changes no number the guard reads. Elided text blocks inside messages
 * (fences, XML) need content the index does not carry; they stay for a later pass.
 *
 * "Rewriting history" in this event-sourced store is an appended `content_pruned` event per elided result (the
 * original stays in its own event), never an edit; see docs/architecture.md, "Dead-end rescue".
 */
import { Flag, Kind, type CompactionIndex } from './compaction-index';
import { estimatePrunedSavings, pruneNotice, type PruneDecision } from './prune-candidates';
import { budgetReserveTokens, compactionThreshold, type CompactionSettings } from './settings';

/** Residual context must land at or below this share of the threshold to count as progress (spec §3.9 step 11). */
export const HEADROOM_SHARE = 0.8;

/** The largest residual that still leaves headroom: floor(0.8 · threshold). */
export const headroomBand = (window: number, settings: CompactionSettings, share = HEADROOM_SHARE): number =>
  Math.floor(share * compactionThreshold(window, settings));

/**
 * The residual a run must reach to make progress: for the retrying triggers (overflow, incomplete) the failed turn
 * must fit again (`retryFits`: the window less the budget reserve); for the others, headroom (`hasHeadroom`).
 */
export function progressLimit(
  trigger: string,
  window: number,
  settings: CompactionSettings,
  share = HEADROOM_SHARE,
): number {
  const retrying = trigger === 'overflow' || trigger === 'incomplete';
  return retrying ? Math.max(0, window - budgetReserveTokens(window, settings)) : headroomBand(window, settings, share);
}

export const DEAD_END_WARNING =
  'Compaction freed too little context to make progress, and eliding tool outputs did not free enough either; ' +
  'automatic continuation is blocked until the context is reduced by hand.';

/**
 * Rescue-shake decisions: every tool result among `scope` (all rows when absent) that is not pruned yet, not
 * protected, and whose placeholder is smaller than it. Error results qualify too: with a protect window of 0
 * nothing is too recent to elide.
 */
export function rescueShakeDecisions(index: CompactionIndex, scope?: ReadonlySet<string>): PruneDecision[] {
  const decisions: PruneDecision[] = [];
  for (let row = 0; row < index.ids.length; row += 1) {
    const id = index.ids[row]!;
    if (index.kinds[row] !== Kind.toolResult || (scope && !scope.has(id))) continue;
    if (((index.flags[row] ?? 0) & (Flag.pruned | Flag.protected)) !== 0) continue;
    const tokens = index.tokens[row] ?? 0;
    if (estimatePrunedSavings(tokens, pruneNotice({ reason: 'rescue', tokens })) > 0) {
      decisions.push({ id, reason: 'rescue', tokens });
    }
  }
  return decisions;
}
