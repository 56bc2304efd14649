/** Input, result and start options of the speculateCompaction workflow (persisted in histories: extend only). */
import { speculationWorkflowId } from '../core/compaction/speculation';
import type { CompactionRequestSettings } from './compaction-types';

export interface SpeculationInput {
  tenantId: string;
  sessionId: string;
  /** The session's active model (`provider/id`). */
  model?: string;
  settings?: CompactionRequestSettings;
  /** The decision number of the append that started the run (the refresh compares later ones with it). */
  contextTokens: number;
}

export interface SpeculationResult {
  /** `armed`: a result is parked for the session's next automatic compaction; `discarded`: nothing is. */
  outcome: 'armed' | 'discarded';
  reason?: string;
  snapshotLeafId?: string;
  summaryCalls?: number;
}

/** A speculation is bounded like a compaction; it never outlives the hour a compaction may take. */
const SPECULATION_EXECUTION_TIMEOUT = '1 hour';

/** One run per tenant and session: a second start while one runs attaches to it. */
export function speculationStartOptions(input: SpeculationInput, taskQueue: string) {
  return {
    taskQueue,
    workflowId: speculationWorkflowId(input.tenantId, input.sessionId),
    workflowIdConflictPolicy: 'USE_EXISTING' as const,
    workflowExecutionTimeout: SPECULATION_EXECUTION_TIMEOUT,
    args: [input] as [SpeculationInput],
  };
}
