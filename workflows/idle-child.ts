/**
 * Starts the idle compaction of one sweep candidate as a child of the sweep, under the workflow id the service uses
 * (so a session already compacting is not started twice) and with ParentClosePolicy ABANDON (so the sweep's
 * continue-as-new does not cancel it). Resolves once the child has started; `null` when a compaction of the
 * session was already running.
 *
 * The enqueueing sweep (`background`) starts them one priority step below the default: an idle compaction is work
 * that can wait, so when tasks back up on the queue, the sweep's own tasks and the compactions the agent loop waits
 * for (default priority) are dispatched first. The tenant is the fairness key, which servers with task-queue fairness
 * enabled use to share dispatch among tenants (a key longer than Temporal's 64 bytes is left out).
 */
import { ParentClosePolicy, startChild, type ChildWorkflowHandle } from '@temporalio/workflow';
import type { IdleCandidate } from '../activities/idle';
import { compactSession } from './compact-session';
import { COMPACTION_EXECUTION_TIMEOUT, compactionWorkflowId, type CompactSessionInput } from './compaction-types';

/** Below Temporal's default priority key (3 of 1–5; larger runs later). */
export const IDLE_COMPACTION_PRIORITY = 4;

export async function startIdleCompaction(
  candidate: IdleCandidate,
  background = false,
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
      ...(background ? { priority: backgroundPriority(tenantId) } : {}),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'WorkflowExecutionAlreadyStartedError') return null;
    throw error;
  }
}

const backgroundPriority = (tenantId: string) => ({
  priorityKey: IDLE_COMPACTION_PRIORITY,
  ...(/^[\x20-\x7e]{1,64}$/.test(tenantId) ? { fairnessKey: tenantId } : {}),
});
