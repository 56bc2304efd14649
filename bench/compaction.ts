/**
 * compactSession end to end on the real dev server and the real store (DATABASE_URL, else PGlite) with a
 * zero-latency fake provider: latency of one manual compaction (p50/p95) against the same activity functions called
 * directly in one process, measured interleaved in one run, with each workflow run's timeline (where its
 * milliseconds go, step by step from its history); then sustained compactions per second with one and two workers.
 * Run: `npm run bench:compaction [samples]`. A/B: with BENCH_BASELINE_BUNDLE=<a dist/workflow-bundle.js built from
 * another commit, e.g. main>, that workflow code runs on its own worker (same activities) interleaved with this
 * tree's, so old and new are measured side by side in one run. BENCH_EAGER=1 adds this tree's workflow started
 * eagerly (`requestEagerStart`) by a client that shares its worker's connection, the embedded stack's case.
 * BENCH_DEV_SERVER_ARGS (space-separated) go to `temporal server start-dev`, e.g. `--dynamic-config-value
 * matching.numTaskqueueReadPartitions=1`, to compare server settings; BENCH_LATENCY_ONLY=1 skips the throughput part.
 * The direct path also times the quality gate's deterministic checks against the commit activity they precede. The
 * orchestration floor, an empty workflow of the same shape (./empty-compaction-workflow.ts) on its own worker, runs
 * interleaved with them: what the server and SDK alone cost for a compaction's two workflow tasks.
 */
import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { Client } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Worker } from '@temporalio/worker';
import { planCompaction } from '../core';
import { checkSummary } from '../core/quality/summary-checks';
import { spanMessages } from '../core/quality/session-walk';
import { loadActiveBranch } from '../store/session-store';
import { compactSession } from '../workflows';
import { compactionStartOptions, PROGRAM_GENERATION } from '../workflows/compaction-types';
import { planRanges } from '../workflows/plan-ranges';
import { summarizerSettings, testActivities } from '../test/helpers/activities';
import { openBenchDatabase } from './bench-database';
import { startFakeProvider } from '../test/fakes/fake-provider-server';
import { codingSession, seedSession } from '../test/helpers/session-builder';
import { startTestTemporal, workflowBundle } from '../test/helpers/temporal';
import { printTable, stats, type BenchStats } from './harness';
import { timelineOf, timelineStats, type LocalRun, type Timeline } from './timeline';
import '../test/helpers/quiet-temporal';
import { DROP_WORKFLOW_SPANS } from '../worker/trace-sinks';
import { emptyCompaction, type EmptyActivities } from './empty-compaction-workflow';

const SAMPLES = Number(process.argv[2] ?? 20);
const T = 'bench';
// Sessions of one run never collide with an earlier run's on a persistent database.
const RUN = `run${Date.now().toString(36)}`;
const BASELINE = process.env.BENCH_BASELINE_BUNDLE;
const EAGER = process.env.BENCH_EAGER === '1';
const DEV_SERVER_ARGS = (process.env.BENCH_DEV_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const LATENCY_ONLY = process.env.BENCH_LATENCY_ONLY === '1';

async function main() {
  const [env, store, fake] = await Promise.all([
    startTestTemporal(DEV_SERVER_ARGS),
    openBenchDatabase(),
    startFakeProvider(),
  ]);
  const activities = testActivities(store.db, { llmSettings: summarizerSettings(fake) });
  const localRuns = new Map<string, LocalRun[]>();
  let n = 0;
  const session = async () => {
    const sessionId = `${RUN}-${(n += 1)}`;
    await seedSession(store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    return sessionId;
  };
  // Each worker gets its own connection: the SDK refuses two workers of one task queue on one client.
  const connections: NativeConnection[] = [];
  const workers = async (count: number, taskQueue: string, bundle?: string) =>
    Promise.all(
      Array.from({ length: count }, async () =>
        Worker.create({
          connection: connections[connections.push(await NativeConnection.connect({ address: env.address })) - 1]!,
          taskQueue,
          activities: timedLocally(activities, localRuns),
          workflowBundle: bundle ? { codePath: bundle } : await workflowBundle(),
          sinks: DROP_WORKFLOW_SPANS,
        }),
      ),
    );
  const runWorkflow = async (taskQueue: string, sessionId: string) =>
    env.client.workflow.execute(
      compactSession,
      compactionStartOptions({ tenantId: T, sessionId, trigger: 'manual' }, taskQueue),
    );
  /** One timed run: the client's start call to its result, then the run's timeline from its history. */
  const timedRun = async (variant: Variant, sessionId: string) => {
    const started = performance.now();
    const startedAt = Date.now();
    const client = variant.client ?? env.client;
    const handle = await client.workflow.start(compactSession, {
      ...compactionStartOptions({ tenantId: T, sessionId, trigger: 'manual' }, variant.queue),
      ...(variant.client ? { requestEagerStart: true } : {}),
    });
    const result = await handle.result();
    const ms = performance.now() - started;
    if (result.outcome !== 'compacted') throw new Error(`bench run ${sessionId}: ${result.outcome}`);
    const history = await handle.fetchHistory();
    return { ms, timeline: timelineOf(history, startedAt, startedAt + ms, localRuns.get(handle.workflowId)) };
  };
  /**
   * The activities a manual compaction's workflow runs, called in its order with the inputs it gives them (its
   * opening read, the plan, the summary with the gate's checks, the commit with the file lists and attempts); the
   * milliseconds they take together. The quality gate's checks are also timed on their own against the commit,
   * outside that figure.
   */
  const direct = async (sessionId: string): Promise<number> => {
    const mock = new MockActivityEnvironment({ workflowExecution: { workflowId: `direct-${sessionId}`, runId: 'r1' } });
    const ids = { tenantId: T, sessionId };
    return mock.run(async () => {
      const started = performance.now();
      const audit = { trigger: 'manual', coreVersion: PROGRAM_GENERATION };
      const opened = await activities.openCompactionRun({ ...ids, catalog: {}, audit });
      if (!opened.untouched || opened.loaded.resolved?.kind !== 'model') throw new Error('no model to compact for');
      const { loaded } = opened;
      const { model, defaults } = opened.loaded.resolved;
      const plan = planCompaction(loaded.index, { keepRecentTokens: defaults.settings.keepRecentTokens });
      if (plan.kind !== 'plan') throw new Error('nothing to compact');
      const ranges = planRanges(plan);
      const summary = await activities.summarizeCompaction({
        ...ids,
        ...ranges,
        previousCompactionId: plan.previousCompactionId,
        fileOpsByReference: true,
        activeModel: `${model.provider}/${model.id}`,
        qualityGate: 'check',
      });
      const commitStarted = performance.now();
      await activities.commitCompaction({
        ...ids,
        entryId: `c-${sessionId}`,
        fields: {
          summary: summary.summary,
          method: 'context-full',
          firstKeptEntryId: plan.firstKeptEntryId,
          tokensBefore: plan.tokensBefore,
          ...(summary.shortSummary ? { shortSummary: summary.shortSummary } : {}),
        },
        snapshotLeafId: loaded.leafId!,
        trigger: 'manual',
        model: summary.model,
        promptHash: summary.promptHash,
        coreVersion: PROGRAM_GENERATION,
        afterCompactHooks: 'separate',
        attempts: [{ method: 'context-full', outcome: 'used' }],
        fileOpsFrom: {
          summarize: ranges.summarize,
          turnPrefix: ranges.turnPrefix,
          ...(plan.previousCompactionId ? { previousCompactionId: plan.previousCompactionId } : {}),
        },
      });
      const ms = performance.now() - started;
      phases.commit.push(performance.now() - commitStarted);
      // The quality gate's deterministic checks (mode `check`, the default) on the same span and summary.
      const summarized = new Set(plan.summarize);
      const { entries } = await loadActiveBranch(store.db, { ...ids, full: true });
      const span = spanMessages(entries.filter((e) => summarized.has(e.id)));
      const gateStarted = performance.now();
      checkSummary({ summary: summary.summary, span });
      phases.gate.push(performance.now() - gateStarted);
      return ms;
    });
  };
  const phases = { gate: [] as number[], commit: [] as number[] };

  const variants: Variant[] = [{ name: 'workflow (this tree)', queue: 'bench-latency' }];
  if (BASELINE) variants.push({ name: 'workflow (baseline bundle)', queue: 'bench-latency-base', bundle: BASELINE });
  const eager: Variant | undefined = EAGER
    ? { name: 'workflow (this tree, eager start)', queue: 'bench-eager' }
    : undefined;
  if (eager) variants.push(eager);
  const latencyWorkers = (await Promise.all(variants.map((v) => workers(1, v.queue, v.bundle)))).flat();
  latencyWorkers.push(await emptyWorker(env.address));
  // Eager start needs the client on the connection of the worker that takes the task (the last one created).
  if (eager) eager.client = new Client({ connection: connections.at(-1)! });
  const runAll = <T>(fn: () => Promise<T>): Promise<T> =>
    latencyWorkers.reduce<() => Promise<T>>((inner, w) => () => w.runUntil(inner), fn)();
  const { latency, timelines } = await runAll(async () => {
    const wf = variants.map(() => ({ ms: [] as number[], timelines: [] as Timeline[] }));
    const fn: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < SAMPLES + 2; i += 1) {
      // Alternate which variant goes first, so that neither always runs right after the direct call.
      const order = variants.map((_, v) => v);
      for (const v of i % 2 ? order.reverse() : order) {
        const sessionId = await session();
        await settled();
        const run = await timedRun(variants[v]!, sessionId);
        if (i < 2) continue;
        wf[v]!.ms.push(run.ms);
        wf[v]!.timelines.push(run.timeline);
      }
      await settled();
      const started = performance.now();
      await env.client.workflow.execute(emptyCompaction, { taskQueue: EMPTY_QUEUE, workflowId: `${RUN}-empty-${i}` });
      if (i >= 2) floor.push(performance.now() - started);
      const ms = await direct(await session());
      if (i >= 2) fn.push(ms);
    }
    const rows = variants.map((v, k) => stats(v.name, wf[k]!.ms));
    const emptyRow = stats('orchestration floor (empty workflow)', floor);
    const latency = [...rows, emptyRow, stats('activities called directly', fn)];
    return { latency, timelines: wf.map((w) => w.timelines) };
  });
  printTable(`manual compaction latency (${store.kind}, ${SAMPLES} samples, 30 turns each)`, latency);
  const directRow = latency.at(-1)!;
  const floorRow = latency.at(-2)!;
  for (const row of latency.slice(0, -2)) process.stdout.write(ratioLine(row, directRow));
  // The best any workflow can reach here: the activities' own time plus what the server and SDK cost.
  const best = (floorRow.medianMs + directRow.medianMs) / directRow.medianMs;
  process.stdout.write(`  (direct + orchestration floor) / direct: median ${best.toFixed(2)}\n`);
  for (const row of latency.slice(0, -2)) {
    const over = row.medianMs - directRow.medianMs - floorRow.medianMs;
    process.stdout.write(`  ${row.name}: ${over.toFixed(1)} ms over direct + floor (median)\n`);
  }
  for (const [k, variant] of variants.entries()) {
    printTable(`timeline of ${variant.name}: step medians`, timelineStats(timelines[k]!));
  }
  // The first two samples are warm-up, as above.
  const gate = stats('quality gate checks (direct)', phases.gate.slice(2));
  const commit = stats('commit activity (direct)', phases.commit.slice(2));
  printTable('the quality gate against the commit it guards', [gate, commit]);
  process.stdout.write(`  gate / commit: median ${(gate.medianMs / commit.medianMs).toFixed(3)}\n`);

  for (const count of LATENCY_ONLY ? [] : [1, 2]) {
    const taskQueue = `bench-throughput-${count}`;
    const pool = await workers(count, taskQueue);
    const ids = await Promise.all(Array.from({ length: SAMPLES * 2 }, session));
    const started = performance.now();
    const runs = Promise.all(ids.map((id) => runWorkflow(taskQueue, id)));
    await Promise.all(pool.map((w) => w.runUntil(runs)));
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `\n${count} worker(s): ${ids.length} compactions in ${seconds.toFixed(2)} s = ${(ids.length / seconds).toFixed(1)} compactions/s\n`,
    );
  }
  await fake.close();
  await store.close();
  await env.teardown();
}

const EMPTY_QUEUE = 'bench-empty';

/**
 * A pause before each timed workflow run. The dev server hands a workflow task that follows the end of another run
 * within ~60 ms to its worker about 30 ms late (an empty workflow run back to back: 96 ms median, 37.5 ms with this
 * pause), so each run starts on a server that has settled; the direct path needs no pause.
 */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

type ActivityFn = (...args: never[]) => Promise<unknown>;

/** The activities, each local run's start and end kept under its workflow id (the history does not say when it ends). */
function timedLocally<T extends Record<string, ActivityFn>>(activities: T, runs: Map<string, LocalRun[]>): T {
  const now = () => performance.timeOrigin + performance.now();
  const timed = Object.entries(activities).map(([name, fn]) => {
    const run = async (...args: never[]) => {
      const { isLocal, workflowExecution } = Context.current().info;
      if (!isLocal) return fn(...args);
      const start = now();
      try {
        return await fn(...args);
      } finally {
        const id = workflowExecution?.workflowId ?? '';
        runs.set(id, [...(runs.get(id) ?? []), { name, start, end: now() }]);
      }
    };
    return [name, run];
  });
  return Object.fromEntries(timed) as T;
}

/** A worker of the empty workflow, its own bundle and do-nothing activities, on its own connection. */
async function emptyWorker(address: string): Promise<Worker> {
  const noop = () => undefined;
  const activities: EmptyActivities = { emptyStep: async (step) => step };
  return Worker.create({
    connection: await NativeConnection.connect({ address }),
    taskQueue: EMPTY_QUEUE,
    activities,
    workflowBundle: await bundleWorkflowCode({
      workflowsPath: require.resolve('./empty-compaction-workflow'),
      logger: { trace: noop, debug: noop, info: noop, log: noop, error: noop, warn: noop },
    }),
  });
}

interface Variant {
  name: string;
  queue: string;
  bundle?: string;
  /** Set for eager start: a client sharing the variant's worker connection. */
  client?: Client;
}

const ratioLine = (row: BenchStats, direct: BenchStats) =>
  `  ${row.name} / direct: median ${(row.medianMs / direct.medianMs).toFixed(2)}, ` +
  `p95 ${(row.p95Ms / direct.p95Ms).toFixed(2)}\n`;

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
