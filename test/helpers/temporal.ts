/**
 * One real Temporal dev server per test file, started through @temporalio/testing with the Temporal CLI jest's
 * global setup provided (TEMPORAL_CLI, test/helpers/temporal-cli.ts), plus the workflow bundle built once per jest
 * run and a fresh task queue per test.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Activities } from '../../activities';
import { buildWorkflowBundle } from '../../worker/bundle';
import { RUN_DIR_VARIABLE } from './run-dir';
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

/**
 * The workflow bundle of today's sources. webpack takes 5–7 s on a loaded machine, so the first test file of a jest
 * run that needs it builds it and leaves it in the run's directory, and the files after it load that copy; files
 * that start together may each build one (the rename keeps whichever lands last, all alike). Outside jest (a
 * benchmark) it is built here, once per process.
 */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  return (bundle ??= runWorkflowBundle(process.env[RUN_DIR_VARIABLE]));
}

/** The bundle left in `runDir` by an earlier test file of the run, else one built now and left there. */
export async function runWorkflowBundle(runDir: string | undefined): Promise<WorkflowBundleWithSourceMap> {
  if (!runDir) return buildWorkflowBundle();
  const file = path.join(runDir, 'workflow-bundle.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as WorkflowBundleWithSourceMap;
  const built = await buildWorkflowBundle();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ code: built.code, sourceMap: built.sourceMap }));
  renameSync(partial, file);
  return built;
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
