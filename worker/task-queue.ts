/** Whether anything serves a task queue: a workflow started on a queue nobody polls waits forever. */
import type { Client } from '@temporalio/client';
import { NoWorkerPolling } from './temporal-errors';

export interface WorkerCheck {
  client: Client;
  address: string;
  taskQueue: string;
  /** How long to wait for a worker that is just starting (default 3 s). */
  graceMs?: number;
}

/** Resolves once a worker polls the task queue's workflow tasks; throws NoWorkerPolling after the grace period. */
export async function requireWorkerPolling(check: WorkerCheck): Promise<void> {
  const { client, taskQueue } = check;
  const namespace = client.options.namespace;
  const deadline = Date.now() + (check.graceMs ?? 3000);
  for (;;) {
    // Unspecified type and kind mean the workflow task queue of that name.
    const { pollers } = await client.workflowService.describeTaskQueue({ namespace, taskQueue: { name: taskQueue } });
    if ((pollers ?? []).length > 0) return;
    if (Date.now() >= deadline) throw new NoWorkerPolling(check.address, namespace, taskQueue);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
