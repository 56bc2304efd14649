/**
 * Creates the compactor worker on a connection and runs it until shut down. SIGTERM/SIGINT start a drain:
 * polling stops, in-flight activities get the grace period to finish, then the process releases its resources.
 */
import { Worker, type NativeConnection, type WorkflowBundleOption } from '@temporalio/worker';
import type { Activities } from '../activities';
import { workflowBundle } from './bundle';
import { DROP_WORKFLOW_SPANS } from './trace-sinks';
import type { Tracing } from './tracing';

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities: Activities;
  /** A bundle built by the caller; when omitted, the prebuilt one of the compiled build (else built now). */
  workflowBundle?: WorkflowBundleOption;
  shutdownGraceMs?: number;
  maxConcurrentActivities?: number;
  /** Set when the process traces (worker/tracing.ts): activity spans, and the workflow spans exported. */
  tracing?: Tracing;
}

export const HEARTBEAT_THROTTLE = '2 seconds';

export async function createWorker(options: WorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    activities: options.activities,
    workflowBundle: options.workflowBundle ?? (await workflowBundle()),
    shutdownGraceTime: options.shutdownGraceMs ?? 30_000,
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivities ?? 50,
    // Heartbeats carry checkpoints (finished provider results): they reach the server within 2 s, not up to a
    // minute later, so a worker killed right after a call finished does not lose what the call cost.
    maxHeartbeatThrottleInterval: HEARTBEAT_THROTTLE,
    defaultHeartbeatThrottleInterval: HEARTBEAT_THROTTLE,
    // The worker's own client (activities start the idle sweep's compactions with it) traces its starts too.
    interceptors: options.tracing
      ? { activity: options.tracing.workerInterceptors.activity, client: options.tracing.clientInterceptors }
      : undefined,
    sinks: options.tracing?.workflowSinks ?? DROP_WORKFLOW_SPANS,
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
