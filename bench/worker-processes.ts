/**
 * Compactions per second with 1, 2 and 4 worker *processes* (`compactor worker`, the compiled build when it is
 * current), with a zero-latency and a slow (2 s) fake provider, plus worker start to first poll. Needs Postgres
 * (DATABASE_URL): PGlite is one process's embedded store, so it cannot back several worker processes. Every case
 * seeds its own sessions, starts its workers on a fresh task queue, waits until each has logged `worker started`,
 * then starts all compactions at once and times until the last one completes.
 * Run: `DATABASE_URL=… npm run bench:workers [compactions at zero latency] [compactions at 2 s]`.
 * Worker start is measured as it is (provider SDKs and sharp load on first use) and, alternating with it, with those
 * packages preloaded (`node --require`), which is what a worker paid when it imported them at start.
 * BENCH_FIRST_POLL_ONLY=1 stops after the worker-start part.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { compactSession } from '../workflows';
import { compactionWorkflowId } from '../workflows/compaction-types';
import { openDatabase } from '../store/database';
import { startFakeProvider } from '../test/fakes/fake-provider-server';
import { codingSession, seedSession } from '../test/helpers/session-builder';
import { startTestTemporal } from '../test/helpers/temporal';
import '../test/helpers/quiet-temporal';

const FAST = Number(process.argv[2] ?? 60);
const SLOW = Number(process.argv[3] ?? 150);
const T = 'bench';
const RUN = `w${Date.now().toString(36)}`;
const BIN = path.join(__dirname, '..', 'bin', 'compactor.js');
/** The packages a worker loads only on first use, loaded at process start instead (the earlier behaviour). */
const PRELOAD = ['openai', '@anthropic-ai/sdk', '@google/genai', 'sharp'].map((p) => `--require ${p}`).join(' ');

interface WorkerProcess {
  child: ChildProcess;
  spawnedAt: number;
  /** Resolves with the wall time at which the worker logged `worker started` (created, about to poll). */
  started: Promise<number>;
}

function spawnWorker(env: Record<string, string>): WorkerProcess {
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [BIN, 'worker'], { env: { ...process.env, ...env }, stdio: 'pipe' });
  let err = '';
  const started = new Promise<number>((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes('"worker started"')) resolve(Date.now());
    });
    child.once('exit', (code) => reject(new Error(`worker exited ${code}: ${err.slice(-2000)}`)));
  });
  started.catch(() => undefined);
  return { child, spawnedAt, started };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; 100 ticks per second). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The Temporal dev server: this process's child whose command line names `temporal`. */
function temporalServerPid(): number | undefined {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const ppid = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
      if (Number(ppid) === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('temporal')) {
        return Number(pid);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

/** Busy and total CPU ticks of the whole machine (all cores), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

async function stopWorkers(workers: WorkerProcess[]) {
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          if (w.child.exitCode !== null) return resolve();
          w.child.once('exit', () => resolve());
          w.child.kill('SIGTERM');
        }),
    ),
  );
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('worker processes share one store: set DATABASE_URL to a Postgres database');
  const [env, store, fake] = await Promise.all([
    startTestTemporal(),
    openDatabase({ kind: 'postgres', url }),
    startFakeProvider(),
  ]);
  let latencyMs = 0;
  // When each provider call arrived: every call lasts latencyMs, so the most calls that arrived within one latency
  // window is the most compactions that were waiting on the provider at once (the concurrency the workers reached).
  let callStarts: number[] = [];
  fake.respondWith((_request, call) => {
    callStarts.push(performance.now());
    return { text: `summary ${call}`, delayMs: latencyMs };
  });
  let n = 0;
  const seed = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const sessionId = `${RUN}-${(n += 1)}`;
        await seedSession(store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
        return sessionId;
      }),
    );
  const workerEnv = (taskQueue: string) => ({
    TEMPORAL_ADDRESS: env.address,
    TEMPORAL_TASK_QUEUE: taskQueue,
    DATABASE_URL: url,
    COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
    ANTHROPIC_API_KEY: 'bench-key',
    ANTHROPIC_BASE_URL: fake.url,
    LOG_LEVEL: 'info',
  });
  const compact = (taskQueue: string, sessionId: string) =>
    env.client.workflow.execute(compactSession, {
      taskQueue,
      workflowId: compactionWorkflowId(T, sessionId),
      args: [{ tenantId: T, sessionId, trigger: 'manual' }],
    });

  const server = temporalServerPid();
  process.stdout.write(`worker start (${store.kind}): spawn → 'worker started' → first workflow task\n`);
  const starts = { lazy: [] as number[][], preloaded: [] as number[][] };
  for (let i = 0; i < 4; i += 1) {
    for (const variant of i % 2 ? (['preloaded', 'lazy'] as const) : (['lazy', 'preloaded'] as const)) {
      const extra: Record<string, string> = variant === 'preloaded' ? { NODE_OPTIONS: PRELOAD } : {};
      starts[variant].push(await firstPoll(env, seed, (q) => ({ ...workerEnv(q), ...extra }), compact, variant));
    }
  }
  for (const [variant, runs] of Object.entries(starts)) {
    const median = (k: number) => runs.map((r) => r[k]!).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    process.stdout.write(
      `  ${variant}: median started after ${median(0)} ms, first workflow task after ${median(1)} ms\n`,
    );
  }
  if (process.env.BENCH_FIRST_POLL_ONLY === '1') {
    await Promise.all([fake.close(), store.close()]);
    await env.teardown();
    return;
  }

  for (const [latency, count] of [
    [0, FAST],
    [2000, SLOW],
  ] as const) {
    latencyMs = latency;
    for (const processes of [1, 2, 4]) {
      const taskQueue = `${RUN}-q${latency}-${processes}`;
      const ids = await seed(count);
      const workers = Array.from({ length: processes }, () => spawnWorker(workerEnv(taskQueue)));
      await Promise.all(workers.map((w) => w.started));
      const cpu0 = {
        workers: workers.map((w) => cpuSeconds(w.child.pid)),
        server: cpuSeconds(server),
        machine: machineTicks(),
      };
      callStarts = [];
      const t = performance.now();
      await Promise.all(ids.map((id) => compact(taskQueue, id)));
      const seconds = (performance.now() - t) / 1000;
      const workerCpu = workers.reduce((sum, w, i) => sum + cpuSeconds(w.child.pid) - cpu0.workers[i]!, 0);
      const serverCpu = cpuSeconds(server) - cpu0.server;
      const machine = machineTicks();
      const busy = (machine.busy - cpu0.machine.busy) / (machine.total - cpu0.machine.total);
      await stopWorkers(workers);
      process.stdout.write(
        `latency ${latency} ms, ${processes} worker process(es): ${count} compactions in ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(1)}/s` +
          ` | CPU ms per compaction: workers ${((workerCpu * 1000) / count).toFixed(0)}, dev server ${((serverCpu * 1000) / count).toFixed(0)}; machine busy ${(busy * 100).toFixed(0)}%` +
          (latency > 0 ? `; at most ${peakConcurrency(callStarts, latency)} provider calls at once` : '') +
          ` (load ${os.loadavg()[0]!.toFixed(1)})\n`,
      );
    }
  }
  await fake.close();
  await store.close();
  await env.teardown();
}

/** The most calls of `durationMs` each that overlapped, from their (sorted) start times. */
function peakConcurrency(starts: number[], durationMs: number): number {
  let peak = 0;
  let first = 0;
  for (let i = 0; i < starts.length; i += 1) {
    while (starts[i]! - starts[first]! >= durationMs) first += 1;
    peak = Math.max(peak, i - first + 1);
  }
  return peak;
}

/** One worker started against a queue that already holds a compaction: spawn → logged start → first task. */
async function firstPoll(
  env: TestWorkflowEnvironment,
  seed: (count: number) => Promise<string[]>,
  workerEnv: (taskQueue: string) => Record<string, string>,
  compact: (taskQueue: string, sessionId: string) => Promise<unknown>,
  label: string,
): Promise<[number, number]> {
  const [sessionId] = await seed(1);
  const taskQueue = `${RUN}-first-${sessionId}`;
  const done = compact(taskQueue, sessionId!);
  const worker = spawnWorker(workerEnv(taskQueue));
  const started = await worker.started;
  await done;
  const history = await env.client.workflow.getHandle(compactionWorkflowId(T, sessionId!)).fetchHistory();
  const firstTask = history.events!.find((e) => e.workflowTaskStartedEventAttributes)!.eventTime!;
  const firstTaskAt = Number(firstTask.seconds) * 1000 + Math.round((firstTask.nanos ?? 0) / 1e6);
  await stopWorkers([worker]);
  const result: [number, number] = [started - worker.spawnedAt, firstTaskAt - worker.spawnedAt];
  process.stdout.write(`  ${label}: started after ${result[0]} ms, first workflow task after ${result[1]} ms\n`);
  return result;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
