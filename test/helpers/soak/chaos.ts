/**
 * The soak's chaos schedule: one fault at a time, at a fixed interval, the kinds in turn — a worker SIGKILLed
 * (and replaced), the PostgreSQL server stopped and started, the Temporal dev server SIGKILLed and started again on
 * its file. Each fault's window runs from the moment it is injected to the moment the part is back; a request that
 * overlaps a window counts as "during a fault".
 */
import type { SoakCluster } from './cluster';

export const FAULT_KINDS = ['worker-kill', 'postgres-restart', 'temporal-restart'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultWindow {
  kind: FaultKind;
  startedAt: number;
  recoveredAt: number;
}

export interface ChaosOptions {
  /** The first fault after this long, then one every interval. */
  everyMs: number;
  /** No fault starts after this time. */
  until: number;
  /** How long Postgres and Temporal stay down. */
  downMs: number;
  kinds?: readonly FaultKind[];
}

export interface Chaos {
  readonly windows: FaultWindow[];
  /** Resolves once the last fault has recovered (after `until`, or `stop()`). */
  readonly done: Promise<void>;
  stop(): void;
}

export function startChaos(cluster: SoakCluster, options: ChaosOptions): Chaos {
  const windows: FaultWindow[] = [];
  const kinds = options.kinds ?? FAULT_KINDS;
  let stopped = false;
  let wake: () => void = () => undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const inject = (kind: FaultKind, n: number): Promise<void> => {
    if (kind === 'worker-kill') return cluster.killWorker(n);
    if (kind === 'postgres-restart') return cluster.restartPostgres(options.downMs);
    return cluster.restartTemporal(options.downMs);
  };
  const done = (async () => {
    for (let n = 0; ; n += 1) {
      await pause(options.everyMs);
      if (stopped || Date.now() + 1_000 > options.until) return;
      const kind = kinds[n % kinds.length]!;
      const startedAt = Date.now();
      await inject(kind, n);
      windows.push({ kind, startedAt, recoveredAt: Date.now() });
    }
  })();
  return {
    windows,
    done,
    stop: () => {
      stopped = true;
      wake();
    },
  };
}

/** Whether [from, to] overlaps a window (widened by `settleMs` after recovery: hosts were still backing off). */
export function duringFault(windows: readonly FaultWindow[], from: number, to: number, settleMs: number): boolean {
  return windows.some((w) => from <= w.recoveredAt + settleMs && to >= w.startedAt);
}
