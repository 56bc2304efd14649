/**
 * A soak run: the cluster (cluster.ts), N agent sessions over M tenants appending turns through the API with
 * auto-compaction on (agent-session.ts), the chaos schedule (chaos.ts) and the API node's RSS sampled from /proc,
 * for a given time; then every session's last turn is awaited, the ledger audited against the store (ledger.ts)
 * and the figures computed. The report holds figures and every violation found; deciding pass or fail is the
 * caller's (the benchmark prints, the test asserts).
 */
import { driveSession } from './agent-session';
import { duringFault, startChaos, type ChaosOptions, type FaultKind, type FaultWindow } from './chaos';
import { startSoakCluster } from './cluster';
import { HostClient, Traffic } from './host-client';
import { auditLedger, Ledger, type LedgerAudit } from './ledger';

export interface SoakOptions {
  runDir: string;
  minutes: number;
  sessions: number;
  sessionsPerTenant?: number;
  workers?: number;
  /** Chaos: one fault every `everyMs`, each outage `downMs` long. */
  chaos: Omit<ChaosOptions, 'until'>;
  /** Drawn per provider call and per turn; a seeded generator makes a run repeatable. */
  random: () => number;
  providerLatencyMs?: readonly [number, number];
  thinkMs?: readonly [number, number];
  temporalCli?: string;
}

export interface LatencyFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SoakReport {
  sessions: number;
  tenants: number;
  durationMs: number;
  turns: number;
  appends: number;
  replayedAppends: number;
  deferredCompactions: number;
  faults: FaultWindow[];
  faultCounts: Record<FaultKind, number>;
  statuses: Record<string, number>;
  retries: number;
  connectionErrors: number;
  violations: string[];
  ledger: LedgerAudit;
  latency: Record<'append' | 'context', { outside: LatencyFigures; during: LatencyFigures }>;
  rss: {
    idleMiB: number;
    startMiB: number;
    endMiB: number;
    maxMiB: number;
    /** The lowest sample in each half of the warm run. */
    floorMiB: { firstHalf: number; secondHalf: number };
    samples: number[];
  };
  sessionErrors: string[];
}

/** Requests that ended this long after a fault recovered still count as during it (hosts were backing off). */
const SETTLE_MS = 3_000;

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const perTenant = options.sessionsPerTenant ?? 4;
  const tenants = Array.from({ length: Math.ceil(options.sessions / perTenant) }, (_, i) => `soak-${i + 1}`);
  const between =
    ([lo, hi]: readonly [number, number]) =>
    () =>
      lo + Math.floor(options.random() * (hi - lo));
  const cluster = await startSoakCluster({
    runDir: options.runDir,
    tenants,
    workers: options.workers ?? 2,
    providerLatencyMs: between(options.providerLatencyMs ?? [500, 3_000]),
    temporalCli: options.temporalCli,
  });
  try {
    const traffic = new Traffic();
    const ledger = new Ledger();
    const began = Date.now();
    const until = began + options.minutes * 60_000;
    const rss = sampleRss(cluster.serveRss);
    const chaos = startChaos(cluster, { ...options.chaos, until });
    const sessionErrors: string[] = [];
    const turns = await Promise.all(
      Array.from({ length: options.sessions }, (_, i) => {
        const tenantId = tenants[Math.floor(i / perTenant)]!;
        const client = new HostClient({ url: cluster.url, key: cluster.keys[tenantId]!, traffic });
        return driveSession({
          tenantId,
          sessionId: `agent-${i + 1}`,
          client,
          ledger,
          traffic,
          compaction: { thresholdTokens: 6_000, keepRecentTokens: 1_500 },
          toolOutputChars: 1_600,
          thinkMs: between(options.thinkMs ?? [500, 2_500]),
          until,
        }).catch((error: unknown) => {
          sessionErrors.push(`agent-${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        });
      }),
    );
    chaos.stop();
    await chaos.done;
    const durationMs = Date.now() - began;
    const samples = rss.stop();
    const audit = await auditLedger(cluster.databaseUrl, ledger);
    const unhandled = cluster.serveLog().match(/"msg":"unhandled error"/g)?.length ?? 0;
    if (unhandled > 0) traffic.violation(`the API node logged ${unhandled} unhandled errors (see its log)`);
    const exit = cluster.serveExit();
    if (exit) traffic.violation(exit);
    return {
      sessions: options.sessions,
      tenants: tenants.length,
      durationMs,
      turns: turns.reduce((a, b) => a + b, 0),
      appends: ledger.appends,
      replayedAppends: ledger.replayed,
      deferredCompactions: ledger.deferred,
      faults: chaos.windows,
      faultCounts: countKinds(chaos.windows),
      statuses: Object.fromEntries([...traffic.statuses].sort(([a], [b]) => a - b)),
      retries: traffic.retries,
      connectionErrors: traffic.connectionErrors,
      violations: traffic.violations,
      ledger: audit,
      latency: {
        append: latencies(traffic, 'append', chaos.windows),
        context: latencies(traffic, 'context', chaos.windows),
      },
      rss: rssFigures(samples),
      sessionErrors,
    };
  } finally {
    await cluster.close();
  }
}

function countKinds(windows: FaultWindow[]): Record<FaultKind, number> {
  const counts: Record<FaultKind, number> = { 'worker-kill': 0, 'postgres-restart': 0, 'temporal-restart': 0 };
  for (const w of windows) counts[w.kind] += 1;
  return counts;
}

function latencies(traffic: Traffic, kind: string, windows: FaultWindow[]) {
  const outside: number[] = [];
  const during: number[] = [];
  for (const op of traffic.operations) {
    if (op.kind !== kind) continue;
    (duringFault(windows, op.startedAt, op.endedAt, SETTLE_MS) ? during : outside).push(op.endedAt - op.startedAt);
  }
  const figures = (values: number[]): LatencyFigures => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) };
  };
  return { outside: figures(outside), during: figures(during) };
}

const RSS_EVERY_MS = 5_000;

/** The API node's RSS every 5 s. */
function sampleRss(read: () => number) {
  const samples: number[] = [read()];
  const timer = setInterval(() => samples.push(read()), RSS_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(read());
      return samples;
    },
  };
}

/**
 * RSS at start is taken once the node is warm (a tenth of the run, at least 30 s in: caches filled, code compiled);
 * the idle figure right after start is kept apart. One sample rides V8's garbage-collection sawtooth (a major
 * collection hands back 100 MiB at once), so the lowest sample of each half of the warm run is kept too: a leak
 * raises the second floor, a sawtooth does not.
 */
function rssFigures(samples: number[]) {
  const mib = samples.map((bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10).filter(Number.isFinite);
  const warm = Math.max(Math.ceil(30_000 / RSS_EVERY_MS), Math.floor(mib.length / 10));
  const warmRun = mib.slice(warm);
  const half = Math.ceil(warmRun.length / 2);
  return {
    idleMiB: mib[0] ?? NaN,
    startMiB: mib[Math.min(warm, mib.length - 1)] ?? NaN,
    endMiB: mib.at(-1) ?? NaN,
    maxMiB: Math.max(...mib),
    floorMiB: { firstHalf: Math.min(...warmRun.slice(0, half)), secondHalf: Math.min(...warmRun.slice(half)) },
    samples: mib,
  };
}
