/**
 * Creates the compactor worker on a connection and runs it until shut down. SIGTERM/SIGINT start a drain:
 * polling stops, in-flight activities get the grace period to finish, then the process releases its resources.
 */
import { Worker, type NativeConnection, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Activities } from '../activities';
import { WORKFLOWS_PATH } from './bundle';

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities: Activities;
  /** A pre-built bundle; when omitted the worker bundles workflows/ itself. */
  workflowBundle?: WorkflowBundleWithSourceMap;
  shutdownGraceMs?: number;
  maxConcurrentActivities?: number;
}

export function createWorker(options: WorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    activities: options.activities,
    ...(options.workflowBundle ? { workflowBundle: options.workflowBundle } : { workflowsPath: WORKFLOWS_PATH }),
    shutdownGraceTime: options.shutdownGraceMs ?? 30_000,
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivities ?? 50,
  });
}

/** Runs the worker until a termination signal drains it; resolves once it has stopped. */
export async function runUntilSignalled(worker: Worker, onSignal: (signal: string) => void): Promise<void> {
  const stop = (signal: NodeJS.Signals) => {
    onSignal(signal);
    if (worker.getState() === 'RUNNING') worker.shutdown();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  try {
    await worker.run();
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
  }
}
