/**
 * The idle compaction of one sweep candidate: its compactSession input, and (sweeps before the idle-sweep-enqueue
 * patch) its start as a child of the sweep under the workflow id the service uses (so a session already compacting
 * is not started twice) with ParentClosePolicy ABANDON (so the sweep's continue-as-new does not cancel it).
 * `startIdleCompaction` resolves once the child has started; `null` when a compaction of the session was already
 * running.
 */
import { ParentClosePolicy, startChild, type ChildWorkflowHandle } from '@temporalio/workflow';
import type { IdleCandidate } from '../activities/idle';
import { compactSession } from './compact-session';
import { COMPACTION_EXECUTION_TIMEOUT, compactionWorkflowId, type CompactSessionInput } from './compaction-types';

export function idleCompactionInput(candidate: IdleCandidate): CompactSessionInput {
  return {
    tenantId: candidate.tenantId,
    sessionId: candidate.sessionId,
    trigger: 'idle',
    ...(candidate.model ? { model: candidate.model } : {}),
    ...(candidate.compaction ? { settings: candidate.compaction } : {}),
    idle: { lastSeq: candidate.lastSeq, cacheExpired: candidate.cacheExpired },
  };
}

export async function startIdleCompaction(
  candidate: IdleCandidate,
): Promise<ChildWorkflowHandle<typeof compactSession> | null> {
  try {
    return await startChild(compactSession, {
      workflowId: compactionWorkflowId(candidate.tenantId, candidate.sessionId),
      args: [idleCompactionInput(candidate)],
      workflowExecutionTimeout: COMPACTION_EXECUTION_TIMEOUT,
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'WorkflowExecutionAlreadyStartedError') return null;
    throw error;
  }
}
