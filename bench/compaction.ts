/**
 * compactSession end to end on the real dev server and the real store (DATABASE_URL, else PGlite) with a
 * zero-latency fake provider: latency of one manual compaction (p50/p95) against the same activity functions called
 * directly in one process, measured interleaved in one run; then sustained compactions per second with one and two
 * workers. Run: `npm run bench:compaction [samples]`.
 */
import { MockActivityEnvironment } from '@temporalio/testing';
import { NativeConnection, Worker } from '@temporalio/worker';
import { planCompaction } from '../core';
import { compactSession } from '../workflows';
import { compactionStartOptions } from '../workflows/compaction-types';
import { planRanges } from '../workflows/plan-ranges';
import { testActivities } from '../test/helpers/activities';
import { openBenchDatabase } from './bench-database';
import { startFakeProvider } from '../test/fakes/fake-provider-server';
import { summarizerSettings } from '../test/helpers/compaction-env';
import { codingSession, seedSession } from '../test/helpers/session-builder';
import { startTestTemporal, workflowBundle } from '../test/helpers/temporal';
import { printTable, stats } from './harness';
import '../test/helpers/quiet-temporal';

const SAMPLES = Number(process.argv[2] ?? 20);
const T = 'bench';
// Sessions of one run never collide with an earlier run's on a persistent database.
const RUN = `run${Date.now().toString(36)}`;

async function main() {
  const [env, store, fake] = await Promise.all([startTestTemporal(), openBenchDatabase(), startFakeProvider()]);
  const activities = testActivities(store.db, { llmSettings: summarizerSettings(fake) });
  let n = 0;
  const session = async () => {
    const sessionId = `${RUN}-${(n += 1)}`;
    await seedSession(store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    return sessionId;
  };
  // Each worker gets its own connection: the SDK refuses two workers of one task queue on one client.
  const workers = async (count: number, taskQueue: string) =>
    Promise.all(
      Array.from({ length: count }, async () =>
        Worker.create({
          connection: await NativeConnection.connect({ address: env.address }),
          taskQueue,
          activities,
          workflowBundle: await workflowBundle(),
        }),
      ),
    );
  const runWorkflow = async (taskQueue: string, sessionId: string) =>
    env.client.workflow.execute(
      compactSession,
      compactionStartOptions({ tenantId: T, sessionId, trigger: 'manual' }, taskQueue),
    );
  const direct = async (sessionId: string) => {
    const mock = new MockActivityEnvironment({ workflowExecution: { workflowId: `direct-${sessionId}`, runId: 'r1' } });
    const ids = { tenantId: T, sessionId };
    await mock.run(async () => {
      const loaded = await activities.loadCompactionIndex(ids);
      const plan = planCompaction(loaded.index, { keepRecentTokens: 20_000 });
      if (plan.kind !== 'plan') throw new Error('nothing to compact');
      const summary = await activities.summarizeCompaction({ ...ids, ...planRanges(plan) });
      await activities.commitCompaction({
        ...ids,
        entryId: `c-${sessionId}`,
        fields: { summary: summary.summary, firstKeptEntryId: plan.firstKeptEntryId, tokensBefore: plan.tokensBefore },
        snapshotLeafId: loaded.leafId!,
        trigger: 'manual',
      });
    });
  };

  const [one] = await workers(1, 'bench-latency');
  const latency = await one!.runUntil(async () => {
    const wf: number[] = [];
    const fn: number[] = [];
    for (let i = 0; i < SAMPLES + 2; i += 1) {
      const [a, b] = [await session(), await session()];
      let t = performance.now();
      await runWorkflow('bench-latency', a);
      if (i >= 2) wf.push(performance.now() - t);
      t = performance.now();
      await direct(b);
      if (i >= 2) fn.push(performance.now() - t);
    }
    return [stats('workflow on dev server', wf), stats('activities called directly', fn)];
  });
  printTable(`manual compaction latency (${store.kind}, ${SAMPLES} samples, 30 turns each)`, latency);
  process.stdout.write(
    `  ratio workflow/direct (median): ${(latency[0]!.medianMs / latency[1]!.medianMs).toFixed(2)}\n`,
  );

  for (const count of [1, 2]) {
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

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
