/**
 * The Prometheus counters of compaction spend (docs/usage-and-budgets.md, "Metrics"): tokens by kind, image tokens
 * and estimated cost per tenant, read at scrape time, with the tenant label bounded (the first tenants keep theirs, later ones
 * are summed under `other`), and a failed read repeating the last totals instead of failing the scrape.
 */
import { Registry } from 'prom-client';
import type { TenantUsageTotal } from '../../service/usage';
import { registerUsageCounters } from '../../server/usage-metrics';

const total = (tenantId: string, n: number): TenantUsageTotal => ({
  tenantId,
  calls: n,
  inputTokens: 1000 * n,
  cachedTokens: 100 * n,
  outputTokens: 10 * n,
  imageInputTokens: 300 * n,
  estimatedCalls: 0,
  estimatedCostUsd: 0.25 * n,
});

async function scrape(registry: Registry): Promise<Record<string, number>> {
  const lines = (await registry.metrics()).split('\n').filter((l) => l.startsWith('compactor_'));
  return Object.fromEntries(
    lines.map((l) => [l.slice(0, l.lastIndexOf(' ')), Number(l.slice(l.lastIndexOf(' ') + 1))]),
  );
}

describe('compaction spend counters', () => {
  it('count tokens by kind and cost per tenant, the tenants past the cap under other', async () => {
    const registry = new Registry();
    let totals = [total('acme', 1), total('beta', 2), total('gamma', 3), total('delta', 4)];
    registerUsageCounters(registry, { read: async () => totals, tenantLabels: 2 });

    expect(await scrape(registry)).toEqual({
      'compactor_compaction_provider_tokens_total{tenant="acme",kind="input"}': 1000,
      'compactor_compaction_provider_tokens_total{tenant="acme",kind="cached"}': 100,
      'compactor_compaction_provider_tokens_total{tenant="acme",kind="output"}': 10,
      'compactor_compaction_provider_tokens_total{tenant="beta",kind="input"}': 2000,
      'compactor_compaction_provider_tokens_total{tenant="beta",kind="cached"}': 200,
      'compactor_compaction_provider_tokens_total{tenant="beta",kind="output"}': 20,
      'compactor_compaction_provider_tokens_total{tenant="other",kind="input"}': 7000,
      'compactor_compaction_provider_tokens_total{tenant="other",kind="cached"}': 700,
      'compactor_compaction_provider_tokens_total{tenant="other",kind="output"}': 70,
      'compactor_compaction_estimated_cost_usd_total{tenant="acme"}': 0.25,
      'compactor_compaction_estimated_cost_usd_total{tenant="beta"}': 0.5,
      'compactor_compaction_estimated_cost_usd_total{tenant="other"}': 1.75,
      'compactor_compaction_image_input_tokens_total{tenant="acme"}': 300,
      'compactor_compaction_image_input_tokens_total{tenant="beta"}': 600,
      'compactor_compaction_image_input_tokens_total{tenant="other"}': 2100,
    });

    // A tenant listed first later does not take a label from the ones that have it.
    totals = [total('aaron', 5), total('acme', 2), total('beta', 2)];
    const second = await scrape(registry);
    expect(second['compactor_compaction_estimated_cost_usd_total{tenant="acme"}']).toBe(0.5);
    expect(second['compactor_compaction_estimated_cost_usd_total{tenant="other"}']).toBe(1.25);
    expect(second['compactor_compaction_estimated_cost_usd_total{tenant="aaron"}']).toBeUndefined();
  });

  it('read once per scrape, and repeat the last totals when the read fails', async () => {
    const registry = new Registry();
    let reads = 0;
    let fail = false;
    registerUsageCounters(registry, {
      read: async () => {
        reads += 1;
        if (fail) throw new Error('connection refused');
        return [total('acme', 3)];
      },
    });
    const first = await scrape(registry);
    expect(reads).toBe(1);
    fail = true;
    expect(await scrape(registry)).toEqual(first);
    expect(reads).toBe(2);
    expect(first['compactor_compaction_estimated_cost_usd_total{tenant="acme"}']).toBe(0.75);
  });
});
