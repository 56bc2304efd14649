/**
 * The project's benchmark harness: runs named cases interleaved (A, B, A, B, …) so that machine noise hits every
 * case alike, and reports medians, min/max and ratios from the same run. Benchmarks print figures; they never
 * assert wall-clock times.
 */
import { performance } from 'node:perf_hooks';

export interface BenchCase {
  name: string;
  /** Runs once per sample; may return a value that is kept alive so the work cannot be optimised away. */
  run: () => unknown | Promise<unknown>;
  setup?: () => void | Promise<void>;
}

export interface BenchStats {
  name: string;
  samples: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  p95Ms: number;
}

export interface BenchOptions {
  samples?: number;
  warmup?: number;
}

let sink: unknown;

/** Measures every case `samples` times, interleaved, after `warmup` unmeasured rounds. */
export async function measure(cases: BenchCase[], options: BenchOptions = {}): Promise<BenchStats[]> {
  const samples = options.samples ?? 15;
  const timings = cases.map(() => [] as number[]);
  for (const c of cases) await c.setup?.();
  for (let round = 0; round < (options.warmup ?? 2) + samples; round += 1) {
    for (const [i, c] of cases.entries()) {
      const started = performance.now();
      sink = await c.run();
      const elapsed = performance.now() - started;
      if (round >= (options.warmup ?? 2)) timings[i]!.push(elapsed);
    }
  }
  return cases.map((c, i) => stats(c.name, timings[i]!));
}

export function stats(name: string, values: number[]): BenchStats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { name, samples: sorted.length, medianMs: at(0.5), minMs: sorted[0] ?? NaN, maxMs: at(1), p95Ms: at(0.95) };
}

/** Median of `a` divided by median of `b`. */
export const ratio = (a: BenchStats, b: BenchStats): number => a.medianMs / b.medianMs;

export function printTable(title: string, rows: BenchStats[]): void {
  const fmt = (n: number) => n.toFixed(n < 10 ? 3 : 1);
  process.stdout.write(`\n${title}\n`);
  for (const r of rows) {
    const cols = [r.name.padEnd(40), fmt(r.medianMs), fmt(r.minMs), fmt(r.maxMs), fmt(r.p95Ms)].join('  ');
    process.stdout.write(`  ${cols}   (median min max p95 ms, n=${r.samples})\n`);
  }
}

/** Keeps the last result reachable so benchmarked work is not dead code. */
export const lastResult = (): unknown => sink;
