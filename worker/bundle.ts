/**
 * The workflow bundle. The compiled build ships it prebuilt (dist/workflow-bundle.js, made once by
 * `npm run build`), so workers and the embedded stack load it instead of running webpack at every start; running
 * from the TypeScript sources (tests, tsx) builds it here. Bundling fails on a Node built-in or server-only import
 * in workflow code, so the CI check catches what type checking cannot: a worker that would crash-loop at start-up.
 * The bundle carries the workflow interceptors too (workflows/interceptors.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode, type WorkflowBundleOption, type WorkflowBundleWithSourceMap } from '@temporalio/worker';

export const WORKFLOWS_PATH = require.resolve('../workflows');

/** Bundled beside the workflows: the OpenTelemetry workflow interceptors (workflows/interceptors.ts). */
export const WORKFLOW_INTERCEPTOR_MODULES: readonly string[] = [require.resolve('../workflows/interceptors')];

/** Beside the compiled modules only: dist/worker/bundle.js looks for dist/workflow-bundle.js. */
export const PREBUILT_BUNDLE_PATH = path.join(__dirname, '..', 'workflow-bundle.js');

interface BundleLogger {
  warn(message: string): void;
}

export async function buildWorkflowBundle(logger?: BundleLogger): Promise<WorkflowBundleWithSourceMap> {
  const noop = () => undefined;
  return bundleWorkflowCode({
    workflowsPath: WORKFLOWS_PATH,
    workflowInterceptorModules: [...WORKFLOW_INTERCEPTOR_MODULES],
    logger: { trace: noop, debug: noop, info: noop, log: noop, error: noop, warn: (m) => logger?.warn(m) },
  });
}

/**
 * The program a bundle is: the first 16 hex digits of its code's sha256. Audit rows record it, and an archived
 * program (test/replay/programs/) is named by it, so a row says which program produced it.
 */
export function programVersion(bundle: WorkflowBundleOption): string {
  const code = 'codePath' in bundle ? readFileSync(bundle.codePath) : 'code' in bundle ? bundle.code : '';
  return createHash('sha256').update(code).digest('hex').slice(0, 16);
}

/** The prebuilt bundle when this is the compiled build, else one built now from workflows/. */
export async function workflowBundle(): Promise<WorkflowBundleOption> {
  return existsSync(PREBUILT_BUNDLE_PATH) ? { codePath: PREBUILT_BUNDLE_PATH } : buildWorkflowBundle();
}
