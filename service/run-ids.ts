/** Whether Temporal knows a run, and its answer to a run id it cannot parse told apart from its other failures. */
import { WorkflowNotFoundError } from '@temporalio/client';
import type { ServiceDeps } from './deps';

/**
 * Whether Temporal knows the run of the workflow: a run started a moment ago exists before it has written its audit
 * row. A run id that is no UUID, or of another workflow, is unknown.
 */
export async function runExists(deps: Pick<ServiceDeps, 'client'>, workflowId: string, runId: string) {
  try {
    await deps.client.workflow.getHandle(workflowId, runId).describe();
    return true;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError || isInvalidRunId(error)) return false;
    throw error;
  }
}

export function isInvalidRunId(error: unknown): boolean {
  // A run id that is not a UUID is rejected by the server as an invalid argument (gRPC code 3), which the client
  // wraps in a ServiceError ("Failed to describe workflow") whose cause carries the code.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: number }).code === 3 || /invalid.*run/i.test(String((e as Error).message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
