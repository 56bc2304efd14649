/**
 * Activity: context promotion. Instead of compacting, the session switches to a larger-window model by appending a
 * `model_change` entry under the current leaf (keyed by the workflow run, so a retry appends once).
 */
import { appendEntries } from '../../store/session-store';
import type { CompactionDeps } from './deps';
import { getSessionLeaf } from './session-leaf';
import { workflowRun } from './workflow-run';

export interface SwitchModelInput {
  tenantId: string;
  sessionId: string;
  entryId: string;
  model: string;
}

export function createSwitchModel(deps: CompactionDeps) {
  return async function switchModel(input: SwitchModelInput): Promise<{ entryId: string }> {
    const { workflowId, runId } = workflowRun();
    const leaf = await getSessionLeaf(deps.db, input);
    const entry = {
      type: 'model_change',
      id: input.entryId,
      parentId: leaf,
      timestamp: new Date(deps.now()).toISOString(),
      model: input.model,
    };
    await appendEntries(deps.db, { ...input, entries: [entry], idempotencyKey: `promote:${workflowId}:${runId}` });
    return { entryId: input.entryId };
  };
}
