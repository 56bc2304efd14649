/**
 * Compaction time against session size: one manual compaction of a never-compacted session of each size (default
 * 1k, 10k and 100k entries), for the LLM summary and snapcompact, through compactSession on the real dev server and
 * the real store (DATABASE_URL, else PGlite) with a zero-latency fake provider. Per run: wall time and worker CPU
 * (this process: worker, workflow threads, fake provider; on Postgres the database is another process), both per
 * entry, broken down by the activities' own timings (each activity function timed where it runs, wall and CPU) into
 * index load, pruning, summarization or rendering and commit; planning is `planCompaction` timed on the same index;
 * "workflow" is the rest (workflow tasks, their queueing and the planning inside them).
 * Run: `npm run bench:compaction-size [sizes]`, e.g. `npm run bench:compaction-size 1000,10000,30000`.
 */
import { Worker } from '@temporalio/worker';
import { planCompaction } from '../core';
import { compactSession } from '../workflows';
import { compactionStartOptions, type CompactSessionInput } from '../workflows/compaction-types';
import { summarizerSettings, testActivities } from '../test/helpers/activities';
import { openBenchDatabase } from './bench-database';
import { startFakeProvider } from '../test/fakes/fake-provider-server';
import { codingSession } from '../test/helpers/session-builder';
import { appendEntries, createSession } from '../store/session-store';
import { startTestTemporal, workflowBundle } from '../test/helpers/temporal';
import '../test/helpers/quiet-temporal';
import { DROP_WORKFLOW_SPANS } from '../worker/trace-sinks';

const SIZES = (process.argv[2] ?? '1000,10000,100000').split(',').map(Number);
const T = 'bench';
const RUN = `size${Date.now().toString(36)}`;
/** ~100 tokens per tool result: even the 1k session holds more than the default keep (20k tokens) to compact. */
const TOOL_OUTPUT_CHARS = 400;
const METHODS: { name: string; input: Partial<CompactSessionInput> }[] = [
  { name: 'context-full', input: {} },
  { name: 'snapcompact', input: { strategy: 'snapcompact' } },
];
/** Activity → the part of the breakdown its time goes to. */
const PARTS: Record<string, string> = {
  loadCompactionIndex: 'index',
  loadCompactionIndexPage: 'index',
  appendPruningEvents: 'pruning',
  summarizeCompaction: 'summarize',
  renderSnapcompact: 'render',
  commitCompaction: 'commit',
};
const COLUMNS = ['index', 'planning', 'pruning', 'summarize', 'render', 'commit', 'workflow'];

interface Spent {
  wallMs: number;
  cpuMs: number;
}
const spent = new Map<string, Spent>();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Each activity function timed where it runs (wall and this process's CPU), summed per part of the breakdown. */
function timed<A extends object>(activities: A): A {
  const entries = Object.entries(activities).map(([name, fn]) => {
    const run = async (...args: unknown[]) => {
      const wall = performance.now();
      const cpu = cpuMs();
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        const part = PARTS[name] ?? 'other activities';
        const sum = spent.get(part) ?? { wallMs: 0, cpuMs: 0 };
        spent.set(part, { wallMs: sum.wallMs + performance.now() - wall, cpuMs: sum.cpuMs + cpuMs() - cpu });
      }
    };
    return [name, run];
  });
  return Object.fromEntries(entries) as A;
}

async function main() {
  const [env, store, fake] = await Promise.all([startTestTemporal(), openBenchDatabase(), startFakeProvider()]);
  const raw = testActivities(store.db, { llmSettings: summarizerSettings(fake) });
  const activities = timed(raw);
  const taskQueue = 'bench-size';
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    activities,
    workflowBundle: await workflowBundle(),
    sinks: DROP_WORKFLOW_SPANS,
  });
  const rows: string[][] = [];
  await worker.runUntil(async () => {
    // One unmeasured round first, so that the smallest size does not carry the process's warm-up.
    for (const method of METHODS) await oneRun(SIZES[0]!, method, 'warm-up');
    for (const size of SIZES) {
      for (const method of METHODS) rows.push(await oneRun(size, method));
    }
  });
  const header = ['entries', 'method', 'wall s', 'µs/entry', 'cpu µs/entry', 'calls', ...COLUMNS.map((c) => `${c} ms`)];
  process.stdout.write(`\ncompaction against session size (${store.kind}; part columns: wall ms / cpu ms)\n`);
  for (const row of [header, ...rows]) process.stdout.write(`${row.join(' | ')}\n`);

  async function oneRun(size: number, method: (typeof METHODS)[number], label = ''): Promise<string[]> {
    const ids = { tenantId: T, sessionId: `${RUN}-${size}-${method.name}${label}` };
    const entries = codingSession({ turns: size / 4, toolOutputChars: TOOL_OUTPUT_CHARS });
    await createSession(store.db, ids);
    for (let at = 0; at < entries.length; at += 10_000) {
      await appendEntries(store.db, { ...ids, entries: entries.slice(at, at + 10_000) });
    }
    spent.clear();
    const planned = await planning(ids);
    spent.clear();
    const calls = fake.requests.length;
    const wall = performance.now();
    const cpu = cpuMs();
    const input = { ...ids, trigger: 'manual' as const, ...method.input };
    const result = await env.client.workflow.execute(compactSession, compactionStartOptions(input, taskQueue));
    const run = { wallMs: performance.now() - wall, cpuMs: cpuMs() - cpu };
    if (result.outcome !== 'compacted') throw new Error(`${ids.sessionId}: ${result.outcome} ${result.reason ?? ''}`);
    const sum = (a: Spent, s: Spent) => ({ wallMs: a.wallMs + s.wallMs, cpuMs: a.cpuMs + s.cpuMs });
    const inActivities = [...spent.values()].reduce(sum, { wallMs: 0, cpuMs: 0 });
    spent.set('workflow', { wallMs: run.wallMs - inActivities.wallMs, cpuMs: run.cpuMs - inActivities.cpuMs });
    spent.set('planning', planned);
    const cell = (part: string) => {
      const s = spent.get(part);
      return s ? `${s.wallMs.toFixed(0)} / ${s.cpuMs.toFixed(0)}` : '–';
    };
    const perEntry = (ms: number) => ((ms * 1000) / entries.length).toFixed(1);
    const row = [String(entries.length), method.name, (run.wallMs / 1000).toFixed(2), perEntry(run.wallMs)];
    row.push(perEntry(run.cpuMs), String(fake.requests.length - calls), ...COLUMNS.map(cell));
    process.stdout.write(`${label}${row.join(' | ')}\n`);
    return row;
  }

  /**
   * `planCompaction` over the session's whole index with the default keep, timed as the workflow runs it (read
   * before the run, untimed, while the session is still uncompacted). The run's own planning is in "workflow".
   */
  async function planning(ids: { tenantId: string; sessionId: string }): Promise<Spent> {
    const loaded = await raw.loadCompactionIndex({ ...ids, paged: false });
    const wall = performance.now();
    const cpu = cpuMs();
    planCompaction(loaded.index, { keepRecentTokens: 20_000 });
    return { wallMs: performance.now() - wall, cpuMs: cpuMs() - cpu };
  }
  await fake.close();
  await store.close();
  await env.teardown();
}

main().catch((error: unknown) => {
  // The database's own message is the cause of drizzle's "Failed query".
  const cause = error instanceof Error && error.cause ? `\ncaused by: ${String(error.cause)}` : '';
  process.stderr.write(`${String(error)}${cause}\n`);
  process.exit(1);
});
