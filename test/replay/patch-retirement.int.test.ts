/**
 * The retirement procedure of docs/workflow-versioning.md, run on a real dev server over four releases of one small
 * workflow (test/fixtures/patch-retirement): a patch is added, deprecated once no run that predates it can be open,
 * then retired once no run that carries its live marker can be open. At each step the archive's histories still
 * replay: with today's program, or (those of a removed branch) with the archived program of the release replaced.
 */
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { patchMarkers, replayHistories, type RecordedHistory } from '../../worker/replay';
import { newTaskQueue, startTestTemporal } from '../helpers/temporal';

type Release = 'before' | 'active' | 'deprecated' | 'retired';

let env: TestWorkflowEnvironment;
const bundles = new Map<Release, Promise<WorkflowBundleWithSourceMap>>();
const program = (release: Release) => {
  const workflowsPath = path.join(__dirname, '..', 'fixtures', 'patch-retirement', release, 'index.ts');
  if (!bundles.has(release)) bundles.set(release, bundleWorkflowCode({ workflowsPath, logger: quietLogger }));
  return bundles.get(release)!;
};
const noop = () => undefined;
const quietLogger = { trace: noop, debug: noop, info: noop, log: noop, warn: noop, error: noop };

beforeAll(async () => {
  env = await startTestTemporal();
}, 120_000);
afterAll(() => env?.teardown());

/** Runs one `greet` on a worker of `release`, with the bounded run time every compaction has; its history. */
async function runOn(release: Release, workflowId: string): Promise<{ result: string; recorded: RecordedHistory }> {
  const taskQueue = newTaskQueue();
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    workflowBundle: await program(release),
  });
  const result = await worker.runUntil(
    env.client.workflow.execute('greet', { taskQueue, workflowId, workflowExecutionTimeout: '1 hour' }),
  );
  const history = await env.client.workflow.getHandle(workflowId).fetchHistory();
  return { result: result as string, recorded: { workflowId, history } };
}

const replay = async (release: Release, histories: RecordedHistory[]) =>
  (await replayHistories(await program(release), histories)).map((o) => [o.workflowId, o.ok] as const);

/** Runs of `greet` still open: a step of the procedure may go ahead only when none predating it is. */
async function openRuns(): Promise<number> {
  let open = 0;
  for await (const _run of env.client.workflow.list({
    query: "WorkflowType = 'greet' AND ExecutionStatus = 'Running'",
  }))
    open += 1;
  return open;
}

describe('retiring a patch by the procedure', () => {
  it('deprecates and then retires a patch, and every archived history replays with today or the archived release', async () => {
    const before = await runOn('before', 'greet-before');
    expect(before.result).toBe('once');

    // Release 1 adds the patch: the run recorded before it replays on the old path, a new one takes the new path.
    const active = await runOn('active', 'greet-active');
    expect(active.result).toBe('twice');
    expect(patchMarkers(active.recorded.history)).toEqual(['greet-twice']);
    expect(await replay('active', [before.recorded, active.recorded])).toEqual([
      ['greet-before', true],
      ['greet-active', true],
    ]);

    // Step 1, deprecate: allowed once no run that predates the patch is open (each ends within its hour).
    expect(await openRuns()).toBe(0);
    const deprecated = await runOn('deprecated', 'greet-deprecated');
    expect(deprecated.result).toBe('twice');
    expect(await replay('deprecated', [before.recorded, active.recorded, deprecated.recorded])).toEqual([
      ['greet-before', false],
      ['greet-active', true],
      ['greet-deprecated', true],
    ]);
    // The history of the removed branch replays with the archived program of the release it replaced.
    expect(await replay('active', [before.recorded])).toEqual([['greet-before', true]]);

    // Step 2, retire: allowed once no run that carries the live marker is open; the registry entry asks no call.
    expect(await openRuns()).toBe(0);
    const retired = await runOn('retired', 'greet-retired');
    expect(retired.result).toBe('twice');
    expect(patchMarkers(retired.recorded.history)).toEqual([]);
    const all = [before.recorded, active.recorded, deprecated.recorded, retired.recorded];
    expect(await replay('retired', all)).toEqual([
      ['greet-before', false],
      ['greet-active', false],
      ['greet-deprecated', true],
      ['greet-retired', true],
    ]);
    // A live marker needs the call: that history moves to the archived program of the deprecating release.
    expect(await replay('deprecated', [active.recorded])).toEqual([['greet-active', true]]);
    expect(await replay('active', [before.recorded])).toEqual([['greet-before', true]]);
  }, 300_000);
});
