/**
 * Prometheus counters of what compactions cost, by tenant (docs/usage-and-budgets.md, "Metrics"): provider tokens
 * by kind, the image tokens among the input ones, and the estimated cost, read from the usage rows at each scrape,
 * so every compaction counts (automatic ones too) and every API node reports the same totals. The tenant label is
 * bounded: the first `tenantLabels` tenants a process sees keep their own label for its lifetime, every later one is
 * summed under `other`.
 */
import { Counter, type Registry } from 'prom-client';
import type { TenantUsageTotal } from '../service/usage';

export const OTHER_TENANTS = 'other';

export interface UsageCounterOptions {
  /** The totals of every tenant, read at scrape time. */
  read(): Promise<TenantUsageTotal[]>;
  /** Tenants with a label of their own (default 50). */
  tenantLabels?: number;
}

export function registerUsageCounters(registry: Registry, options: UsageCounterOptions): void {
  const cap = options.tenantLabels ?? 50;
  const labelled = new Set<string>();
  const label = (tenantId: string): string => {
    if (labelled.has(tenantId)) return tenantId;
    if (labelled.size >= cap) return OTHER_TENANTS;
    labelled.add(tenantId);
    return tenantId;
  };
  let last: TenantUsageTotal[] = [];
  // A failed read (the database away) repeats the last totals rather than failing the whole scrape.
  const read = () =>
    options.read().then(
      (totals) => (last = totals),
      () => last,
    );
  // All counters of one scrape come from one read: a scrape asks the collectors in registration order, so the
  // tokens counter starts the read and the others, asked next, await the same one.
  let current: Promise<TenantUsageTotal[]> | undefined;

  new Counter({
    name: 'compactor_compaction_provider_tokens_total',
    help: 'provider tokens the compactions used, by tenant and kind (input, cached, output), as the providers reported',
    labelNames: ['tenant', 'kind'],
    registers: [registry],
    async collect() {
      current = read();
      const totals = await current;
      this.reset();
      for (const t of totals) {
        const tenant = label(t.tenantId);
        this.inc({ tenant, kind: 'input' }, t.inputTokens);
        this.inc({ tenant, kind: 'cached' }, t.cachedTokens);
        this.inc({ tenant, kind: 'output' }, t.outputTokens);
      }
    },
  });
  // The per-tenant counters: one figure of each tenant's totals, from the scrape's read.
  const perTenant = (name: string, help: string, figure: (total: TenantUsageTotal) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['tenant'],
      registers: [registry],
      async collect() {
        const totals = await (current ?? read());
        this.reset();
        for (const t of totals) this.inc({ tenant: label(t.tenantId) }, figure(t));
      },
    });
  perTenant(
    'compactor_compaction_estimated_cost_usd_total',
    'estimated US dollars of the compactions at the price table, by tenant (unpriced models add nothing)',
    (t) => t.estimatedCostUsd,
  );
  perTenant(
    'compactor_compaction_image_input_tokens_total',
    'image tokens among the input tokens of the compactions, by tenant: as Gemini reported them, estimated from the ' +
      'frame sizes for OpenAI and Anthropic',
    (t) => t.imageInputTokens,
  );
}
