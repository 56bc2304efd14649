/**
 * The whole deterministic decision of a compaction over the index: prune first (§5.1), then prepare and cut on the
 * index as it reads after pruning (§4). This is what the compaction workflow runs in workflow code.
 */
import type { CompactionIndex } from './compaction-index';
import { prepareCompaction, type PrepareResult } from './prepare-compaction';
import { applyPruneDecisions } from './prune-candidates';
import { DEFAULT_PRUNE_CONFIG, pruneToolOutputs, type PruneToolOutputsConfig } from './prune-tool-outputs';

export interface PlanOptions {
  keepRecentTokens: number;
  prune?: PruneToolOutputsConfig | false;
}

export function planCompaction(index: CompactionIndex, options: PlanOptions): PrepareResult {
  const decisions = options.prune === false ? [] : pruneToolOutputs(index, options.prune ?? DEFAULT_PRUNE_CONFIG);
  return prepareCompaction(applyPruneDecisions(index, decisions), options, decisions);
}
