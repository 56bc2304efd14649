/** The workflow run an activity executes for; compaction activities key their writes by it. */
import { Context } from '@temporalio/activity';

export function workflowRun(): { workflowId: string; runId: string } {
  const execution = Context.current().info.workflowExecution;
  if (!execution) throw new Error('compaction activities must run inside a workflow');
  return { workflowId: execution.workflowId, runId: execution.runId };
}
