/** The summary checkpoint of the running activity in the store, keyed by the activity across its attempts. */
import { Context } from '@temporalio/activity';
import { loadSummaryCheckpoints, saveSummaryCheckpoint } from '../../store/compaction-writes/summary-checkpoints';
import type { CompactionDeps } from './deps';
import type { CheckpointStore } from './summary-checkpoint';
import { workflowRun } from './workflow-run';

export function checkpointStore(deps: Pick<CompactionDeps, 'db'>, tenantId: string): CheckpointStore {
  const key = { tenantId, ...workflowRun(), activityId: Context.current().info.activityId };
  return {
    load: () => loadSummaryCheckpoints(deps.db, key),
    save: (step, result) => saveSummaryCheckpoint(deps.db, key, step, result),
  };
}
