/**
 * Prometheus gauges read from the compactions' audit rows of every tenant at each scrape, so that every API node
 * reports the same figures and automatic compactions count too: speculative compactions by status
 * (docs/speculative-compaction.md, "Audit"), from which the claim rate is one query, and the chain's attempts that
 * passed on by method and reason (a handoff that passed on to the summary, a native method to the local one, a
 * summary the gate passed on). Gauges, not counters: retention removes the rows of purged sessions.
 */
import { Gauge, type Registry } from 'prom-client';
import type { PassOnCount, SpeculationCount } from '../store/usage/audit-counts';

/** Every status a speculation passes through, reported even at zero so that a ratio never divides by a missing series. */
const STATUSES = ['running', 'armed', 'claimed', 'discarded'] as const;

export interface AuditGaugeReads {
  speculations(): Promise<SpeculationCount[]>;
  passOns(): Promise<PassOnCount[]>;
}

export function registerAuditGauges(registry: Registry, reads: AuditGaugeReads): void {
  // A failed read (the database away) repeats the last figures rather than failing the whole scrape.
  const lastOf = <T>(read: () => Promise<T[]>) => {
    let last: T[] = [];
    return async () => (last = await read().catch(() => last));
  };
  const speculations = lastOf(reads.speculations);
  const passOns = lastOf(reads.passOns);
  new Gauge({
    name: 'compactor_speculations',
    help: 'speculative compactions recorded, by status (running, armed, claimed, discarded), across tenants',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await speculations();
      this.reset();
      for (const status of STATUSES) this.set({ status }, 0);
      for (const { status, runs } of counts) this.set({ status }, runs);
    },
  });
  new Gauge({
    name: 'compactor_compaction_pass_ons',
    help:
      'attempts of the method chain that passed on to the next method, by method and reason (quality-gate, budget, ' +
      'failed: any other), across tenants',
    labelNames: ['method', 'reason'],
    registers: [registry],
    async collect() {
      const counts = await passOns();
      this.reset();
      for (const { method, reason, attempts } of counts) this.set({ method, reason }, attempts);
    },
  });
}
