/**
 * The plan's id lists as entry ranges for activity inputs (see activities/compaction/entry-range.ts): a plan's
 * summarized, turn-prefix and kept entries are contiguous stretches of the path, so two ids name each.
 */
import type { CompactionPlan } from '../core';
import type { EntryRange } from '../activities/compaction/entry-range';

/** The range spanning `ids` (in path order), or undefined when there are none. */
export function rangeOf(ids: readonly string[]): EntryRange | undefined {
  const [fromId] = ids;
  const toId = ids[ids.length - 1];
  return fromId === undefined || toId === undefined ? undefined : { fromId, toId };
}

export const planRanges = (plan: CompactionPlan) => ({
  summarize: rangeOf(plan.summarize),
  turnPrefix: rangeOf(plan.turnPrefix),
  keep: rangeOf(plan.keep),
});
