/**
 * One real Temporal dev server per test file, started through @temporalio/testing with the Temporal CLI jest's
 * global setup provided (TEMPORAL_CLI, test/helpers/temporal-cli.ts), plus the workflow bundle built once per file
 * and a fresh task queue per test.
 */
import { randomUUID } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Activities } from '../../activities';
import { buildWorkflowBundle } from '../../worker/bundle';
import { temporalCli } from './temporal-cli';
import { DROP_WORKFLOW_SPANS } from '../../worker/trace-sinks';

/** `extraArgs` go to `temporal server start-dev` (a benchmark compares dev-server settings with them). */
export async function startTestTemporal(extraArgs: string[] = []): Promise<TestWorkflowEnvironment> {
  return TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: temporalCli() },
      log: { format: 'pretty', level: 'error' },
      extraArgs,
    },
  });
}

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;

/** The workflow bundle, built at most once per test file. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  return (bundle ??= buildWorkflowBundle());
}

export const newTaskQueue = (): string => `test-${randomUUID()}`;

/** Creates a worker for the environment on its own task queue, with the given activities. */
export async function createTestWorker(env: TestWorkflowEnvironment, activities: Partial<Activities>) {
  const taskQueue = newTaskQueue();
  const worker = await Worker.create({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    taskQueue,
    activities,
    workflowBundle: await workflowBundle(),
    sinks: DROP_WORKFLOW_SPANS,
  });
  return { worker, taskQueue };
}
