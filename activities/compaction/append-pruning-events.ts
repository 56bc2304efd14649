/** Activity: pruning decisions of the plan become `content_pruned` events, once per workflow run. */
import type { PruneDecision } from '../../core';
import { appendPruning } from '../db/compaction-writes/append-pruning';
import type { CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

export function createAppendPruningEvents(deps: CompactionDeps) {
  return async function appendPruningEvents(input: {
    tenantId: string;
    sessionId: string;
    decisions: PruneDecision[];
  }): Promise<{ written: number }> {
    const { workflowId, runId } = workflowRun();
    return appendPruning(deps.db, { ...input, prunedAt: deps.now(), idempotencyKey: `prune:${workflowId}:${runId}` });
  };
}
