/**
 * Deleting a session over the API: the `session_deleted` event the CLI writes (reads then answer not found), then
 * the cancellation of a compaction of it that is still running. Deleting first means no new compaction can start
 * (every start reads the session); the cancelled run records itself as `cancelled` on its audit row, and the
 * deletion answers which run it cancelled.
 */
import { WorkflowNotFoundError } from '@temporalio/client';
import { deleteSession } from '../store/session-store';
import { compactionWorkflowId } from '../workflows/compaction-types';
import type { ServiceDeps } from './deps';

export interface SessionDeletion {
  sessionId: string;
  /** The seq of the `session_deleted` event. */
  seq: number;
  /** The run id of the compaction the deletion cancelled, or null when none was running. */
  cancelledCompaction: string | null;
}

export async function deleteSessionWithRuns(
  deps: Pick<ServiceDeps, 'db' | 'client'>,
  ids: { tenantId: string; sessionId: string },
  options: { reason?: string } = {},
): Promise<SessionDeletion> {
  const deleted = await deleteSession(deps.db, { ...ids, reason: options.reason });
  const handle = deps.client.workflow.getHandle(compactionWorkflowId(ids.tenantId, ids.sessionId));
  const running = await handle.describe().then(
    (d) => (d.status.name === 'RUNNING' ? d.runId : null),
    (error: unknown) => {
      if (error instanceof WorkflowNotFoundError) return null;
      throw error;
    },
  );
  if (running) await deps.client.workflow.getHandle(handle.workflowId, running).cancel();
  return { ...deleted, cancelledCompaction: running };
}
