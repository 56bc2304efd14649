/**
 * Builds the workflow bundle. Bundling fails on a Node built-in or server-only import in workflow code, so the
 * CI check catches what type checking cannot: a worker that would crash-loop at start-up.
 */
import { bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';

export const WORKFLOWS_PATH = require.resolve('../workflows');

interface BundleLogger {
  warn(message: string): void;
}

export async function buildWorkflowBundle(logger?: BundleLogger): Promise<WorkflowBundleWithSourceMap> {
  const noop = () => undefined;
  return bundleWorkflowCode({
    workflowsPath: WORKFLOWS_PATH,
    logger: { trace: noop, debug: noop, info: noop, log: noop, error: noop, warn: (m) => logger?.warn(m) },
  });
}
