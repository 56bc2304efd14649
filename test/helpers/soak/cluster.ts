/**
 * The cluster a soak runs against, every part a process of its own so that it can be killed or restarted: a private
 * PostgreSQL server (own-postgres.ts: restarting it disturbs no other test), a Temporal dev server on a fixed port
 * and database file, `compactor serve` as a stateless API node (TEMPORAL_ADDRESS set) and separate
 * `compactor worker` processes, all on one task queue, summarizing through a fake provider with a provider's latency.
 * Process logs go to files in the run directory; nothing here decides when to break what (chaos.ts does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../store/database';
import { createKey, createTenant } from '../../../service/tenants';
import { startFakeProvider, type FakeProvider } from '../../fakes/fake-provider-server';
import { freePort } from '../free-port';
import { startOwnPostgres, type OwnPostgres } from '../own-postgres';
import { BIN } from '../run-cli';
import { startServe } from '../serve-process';
import { exitOf, startTemporalDevServer } from '../temporal-dev-server';

export interface ClusterOptions {
  /** Where logs and the Temporal database file go. */
  runDir: string;
  tenants: readonly string[];
  workers: number;
  /** The fake provider's answer time for one summary call, drawn per call. */
  providerLatencyMs: () => number;
  /** The Temporal CLI (default: the tests' TEMPORAL_CLI). */
  temporalCli?: string;
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** Resolves once the worker logged `worker started`; rejects when it exits first. */
  readonly started: Promise<void>;
}

export interface SoakCluster {
  readonly url: string;
  /** One API key (read, write, compact) per tenant. */
  readonly keys: Readonly<Record<string, string>>;
  readonly databaseUrl: string;
  readonly fake: FakeProvider;
  /** SIGKILLs worker `index` and starts its replacement; resolves once the replacement polls. */
  killWorker(index: number): Promise<void>;
  restartPostgres(downMs: number): Promise<void>;
  /** SIGKILLs the dev server, leaves it down `downMs`, starts it again on its file. */
  restartTemporal(downMs: number): Promise<void>;
  /** The API node's resident set size in bytes, from /proc (NaN once it has exited). */
  serveRss(): number;
  /** Why the API node is gone, when it exited before `close()`. */
  serveExit(): string | undefined;
  /** What the API node logged at warn level or above. */
  serveLog(): string;
  readonly workerCount: number;
  close(): Promise<void>;
}

export async function startSoakCluster(options: ClusterOptions): Promise<SoakCluster> {
  mkdirSync(options.runDir, { recursive: true });
  const closers: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await Promise.resolve(closer()).catch(() => undefined);
  };
  try {
    const pg = await startOwnPostgres();
    closers.push(() => pg.stop());
    const fake = await startFakeProvider();
    closers.push(() => fake.close());
    fake.respondWith((_request, call) => ({ text: summaryText(call), delayMs: options.providerLatencyMs() }));
    const keys = await provisionTenants(pg.url, options.tenants);
    const temporal = await startTemporal(options);
    closers.push(() => temporal.stop());
    const env = clusterEnv(pg, temporal.address, fake.url);
    const workers = new WorkerPool(options.runDir, env);
    closers.push(() => workers.stopAll());
    await Promise.all(Array.from({ length: options.workers }, () => workers.spawn().started));
    const serve = await startServe({ ...env, LOG_LEVEL: 'warn', COMPACTOR_HOME: path.join(options.runDir, 'serve') });
    const serveLog = path.join(options.runDir, 'serve.log');
    let stopping = false;
    let serveExit: string | undefined;
    void serve.exited.then((code) => {
      if (stopping) return;
      serveExit = `the API node exited (${code ?? 'signal'}) mid-run; its log is ${serveLog}`;
      writeFileSync(serveLog, serve.stderr());
    });
    closers.push(async () => {
      stopping = true;
      await serve.stop();
      writeFileSync(serveLog, serve.stderr());
    });
    return {
      url: serve.url,
      keys,
      databaseUrl: pg.url,
      fake,
      workerCount: options.workers,
      killWorker: (index) => workers.replace(index),
      restartPostgres: (downMs) => pg.restart({ downMs }),
      restartTemporal: (downMs) => temporal.restart(downMs),
      serveRss: () => residentBytes(serve.pid),
      serveExit: () => serveExit,
      serveLog: () => serve.stderr(),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A summary of a few hundred characters, as a summarizer would write. */
const summaryText = (call: number) =>
  `## Goal\nFix the failing checks (summary ${call}).\n## Progress\n` +
  'Read the files named in the requests, changed the code and re-ran the tests. '.repeat(4);

async function provisionTenants(url: string, tenants: readonly string[]): Promise<Record<string, string>> {
  const store = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
  try {
    const keys: Record<string, string> = {};
    for (const id of tenants) {
      await createTenant(store.db, { id });
      keys[id] = (await createKey(store.db, { tenantId: id })).secret;
    }
    return keys;
  } finally {
    await store.close();
  }
}

function clusterEnv(pg: OwnPostgres, temporalAddress: string, providerUrl: string): Record<string, string> {
  return {
    DATABASE_URL: pg.url,
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: 'soak',
    COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
    ANTHROPIC_API_KEY: 'soak-key',
    ANTHROPIC_BASE_URL: providerUrl,
    COMPACTOR_LLM_TIMEOUT_MS: '120000',
  };
}

async function startTemporal(options: ClusterOptions) {
  const port = await freePort();
  const dbFile = path.join(options.runDir, 'temporal.db');
  const start = () => startTemporalDevServer({ port, dbFile, executable: options.temporalCli });
  let child = await start();
  const stop = async () => {
    child.kill('SIGKILL');
    await exitOf(child);
  };
  return {
    address: `127.0.0.1:${port}`,
    stop,
    restart: async (downMs: number) => {
      await stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      child = await start();
    },
  };
}

/** `compactor worker` processes, each logging to a file of its own. */
class WorkerPool {
  private readonly workers: WorkerProcess[] = [];
  private spawned = 0;

  constructor(
    private readonly runDir: string,
    private readonly env: Record<string, string>,
  ) {}

  spawn(): WorkerProcess {
    const name = `worker-${(this.spawned += 1)}`;
    const child = spawn(process.execPath, [BIN, 'worker'], {
      env: { ...process.env, ...this.env, LOG_LEVEL: 'info', COMPACTOR_HOME: path.join(this.runDir, name) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const log = createWriteStream(path.join(this.runDir, `${name}.log`));
    let head = '';
    const started = new Promise<void>((resolve, reject) => {
      child.stderr!.on('data', (chunk: Buffer) => {
        log.write(chunk);
        if (head.length < 1 << 16) head += chunk.toString();
        if (head.includes('"msg":"worker started"')) resolve();
      });
      child.once('exit', (code, signal) => {
        log.end();
        reject(new Error(`${name} exited (${code ?? signal}) before it started; see ${name}.log`));
      });
    });
    started.catch(() => undefined);
    const worker = { child, started };
    this.workers.push(worker);
    return worker;
  }

  async replace(index: number): Promise<void> {
    const alive = this.workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    const victim = alive[index % alive.length];
    if (victim) {
      victim.child.kill('SIGKILL');
      await exitOf(victim.child);
    }
    await this.spawn().started;
  }

  async stopAll(): Promise<void> {
    for (const { child } of this.workers)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(this.workers.map((w) => exitOf(w.child)));
  }
}

function residentBytes(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return NaN; // the process is gone (serveExit says why)
  }
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
