/**
 * The Prometheus gauge of speculative compactions (docs/speculative-compaction.md, "Audit"): the audit rows with
 * trigger `speculation` by status, read across tenants at each scrape, so the claim rate (claimed against discarded)
 * is one query away and every API node reports the same figures. A gauge, not a counter: retention removes the
 * rows of purged sessions.
 */
import { Gauge, type Registry } from 'prom-client';
import type { SpeculationCount } from '../store/usage/speculation-outcomes';

/** Every status a run passes through, reported even at zero so that a ratio never divides by a missing series. */
const STATUSES = ['running', 'armed', 'claimed', 'discarded'] as const;

export function registerSpeculationGauge(registry: Registry, read: () => Promise<SpeculationCount[]>): void {
  let last: SpeculationCount[] = [];
  new Gauge({
    name: 'compactor_speculations',
    help: 'speculative compactions recorded, by status (running, armed, claimed, discarded), across tenants',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      // A failed read (the database away) repeats the last figures rather than failing the whole scrape.
      last = await read().catch(() => last);
      this.reset();
      for (const status of STATUSES) this.set({ status }, 0);
      for (const { status, runs } of last) this.set({ status }, runs);
    },
  });
}
