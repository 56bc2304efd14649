/**
 * Starts the idle compaction of one sweep candidate as a child of the sweep, under the workflow id the service uses
 * (so a session already compacting is not started twice) and with ParentClosePolicy ABANDON (so the sweep's
 * continue-as-new does not cancel it). Resolves once the child has started; `null` when a compaction of the
 * session was already running.
 */
import { ParentClosePolicy, startChild, type ChildWorkflowHandle } from '@temporalio/workflow';
import type { IdleCandidate } from '../activities/idle';
import { compactSession } from './compact-session';
import { COMPACTION_EXECUTION_TIMEOUT, compactionWorkflowId, type CompactSessionInput } from './compaction-types';

export async function startIdleCompaction(
  candidate: IdleCandidate,
): Promise<ChildWorkflowHandle<typeof compactSession> | null> {
  const { tenantId, sessionId } = candidate;
  const input: CompactSessionInput = {
    tenantId,
    sessionId,
    trigger: 'idle',
    ...(candidate.model ? { model: candidate.model } : {}),
    ...(candidate.compaction ? { settings: candidate.compaction } : {}),
    idle: { lastSeq: candidate.lastSeq, cacheExpired: candidate.cacheExpired },
  };
  try {
    return await startChild(compactSession, {
      workflowId: compactionWorkflowId(tenantId, sessionId),
      args: [input],
      workflowExecutionTimeout: COMPACTION_EXECUTION_TIMEOUT,
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'WorkflowExecutionAlreadyStartedError') return null;
    throw error;
  }
}
