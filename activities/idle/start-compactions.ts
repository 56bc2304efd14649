/**
 * Starts the idle compactions of one sweep page through the worker's Temporal client, at most `inFlight` at a time,
 * as independent workflows (not children of the sweep): every child start and close would be one more update of
 * the sweep's own execution, which Temporal serializes, so a sweep starting children enqueued about 5 a second on
 * the loaded benchmark machine where the client starts over 30. A session whose compaction is running or queued
 * answers "already started" and is counted, not started twice; so is one this activity started on an attempt that
 * was lost (a retry counts it as already running). Ids, timeout and inputs come from the workflow.
 */
import { Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';

export interface IdleStart {
  workflowId: string;
  /** The compactSession input (ids, trigger idle, settings, the session as the sweep saw it). */
  input: { tenantId: string };
}

export interface StartIdleCompactionsInput {
  starts: IdleStart[];
  /** Default: the sweep's task queue. */
  taskQueue?: string;
  inFlight: number;
  executionTimeout: string;
  priorityKey: number;
}

export async function startIdleCompactions(
  input: StartIdleCompactionsInput,
): Promise<{ started: number; alreadyRunning: number }> {
  const { client, info } = Context.current();
  const counts = { started: 0, alreadyRunning: 0 };
  let next = 0;
  const lane = async () => {
    while (next < input.starts.length) {
      const { workflowId, input: arg } = input.starts[next++]!;
      try {
        await client.workflow.start('compactSession', {
          workflowId,
          taskQueue: input.taskQueue ?? info.taskQueue,
          args: [arg],
          workflowExecutionTimeout: input.executionTimeout,
          priority: { priorityKey: input.priorityKey, ...fairness(arg.tenantId) },
        });
        counts.started += 1;
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
        counts.alreadyRunning += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(input.inFlight, input.starts.length)) }, lane));
  return counts;
}

/** The tenant as fairness key where Temporal accepts it (at most 64 bytes; printable ASCII keeps that simple). */
const fairness = (tenantId: string) => (/^[\x20-\x7e]{1,64}$/.test(tenantId) ? { fairnessKey: tenantId } : {});
