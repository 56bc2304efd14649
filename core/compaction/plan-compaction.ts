/**
 * The whole deterministic decision of a compaction over the index: prune first (§5.1), then prepare and cut on the
 * index as it reads after pruning (§4). This is what the compaction workflow runs in workflow code.
 */
import type { CompactionIndex } from './compaction-index';
import { prepareCompaction, type CompactionPlan, type PrepareSkip } from './prepare-compaction';
import { applyPruneDecisions, type PruneDecision } from './prune-candidates';
import { DEFAULT_PRUNE_CONFIG, pruneToolOutputs, type PruneToolOutputsConfig } from './prune-tool-outputs';

export interface PlanOptions {
  keepRecentTokens: number;
  prune?: PruneToolOutputsConfig | false;
}

/** The plan, or a skip that still carries the pruning decided (pruning alone may be all a session needs). */
export type PlanResult = CompactionPlan | (PrepareSkip & { prune: PruneDecision[] });

export function planCompaction(index: CompactionIndex, options: PlanOptions): PlanResult {
  const decisions = options.prune === false ? [] : pruneToolOutputs(index, options.prune ?? DEFAULT_PRUNE_CONFIG);
  const result = prepareCompaction(applyPruneDecisions(index, decisions), options, decisions);
  return result.kind === 'plan' ? result : { ...result, prune: decisions };
}
