/**
 * What a tenant's compactions cost (docs/usage-and-budgets.md): the provider tokens per model, optionally also per
 * session or UTC day, each with its estimated cost from the price table (core/usage/prices.ts; the server's price
 * file over the defaults), image tokens at the model's image price where it has one. A model the table does not price adds its tokens but no cost, and is named.
 */
import { costIn, roundCost } from '../core/usage/cost';
import { DEFAULT_PRICES, type PriceTable } from '../core/usage/prices';
import { usageByTenantAndModel } from '../store/usage/usage-by-tenant';
import { usageBySplit, type ModelUsage, type UsageQuery, type UsageSplit } from '../store/usage/provider-usage';
import type { ServiceDeps } from './deps';
import { getTenant } from './tenants';

type Tokens = Omit<ModelUsage, 'model'>;
export type CostedTokens = Tokens & { estimatedCostUsd: number };

export interface UsageReport {
  models: (ModelUsage & { estimatedCostUsd: number | null })[];
  groupBy: UsageSplit;
  groups: (CostedTokens & { key: string })[];
  total: CostedTokens;
  /** Models used in the range that the price table has no price for: their tokens are counted, their cost is not. */
  unpricedModels: string[];
  prices: Pick<PriceTable, 'asOf' | 'source'>;
}

const zero = (): CostedTokens => ({
  calls: 0,
  inputTokens: 0,
  outputTokens: 0,
  cachedTokens: 0,
  imageInputTokens: 0,
  estimatedCalls: 0,
  estimatedCostUsd: 0,
});

function add(into: CostedTokens, usage: Tokens, cost: number | undefined): void {
  into.calls += usage.calls;
  into.inputTokens += usage.inputTokens;
  into.outputTokens += usage.outputTokens;
  into.cachedTokens += usage.cachedTokens;
  into.imageInputTokens += usage.imageInputTokens;
  into.estimatedCalls += usage.estimatedCalls;
  into.estimatedCostUsd = roundCost(into.estimatedCostUsd + (cost ?? 0));
}

export async function usageReport(
  deps: Pick<ServiceDeps, 'db' | 'prices'>,
  query: UsageQuery & { groupBy?: UsageSplit },
): Promise<UsageReport> {
  const prices = deps.prices ?? DEFAULT_PRICES;
  const groupBy = query.groupBy ?? 'model';
  const rows = await usageBySplit(deps.db, query, groupBy);
  const models = new Map<string, CostedTokens & { model: string }>();
  const groups = new Map<string, CostedTokens & { key: string }>();
  const total = zero();
  const unpriced = new Set<string>();
  for (const { key, ...usage } of rows) {
    const cost = costIn(prices, usage.model, { ...usage, imageTokens: usage.imageInputTokens });
    if (cost === undefined) unpriced.add(usage.model);
    const model = models.get(usage.model) ?? { model: usage.model, ...zero() };
    add(model, usage, cost);
    models.set(usage.model, model);
    const group = groups.get(key) ?? { key, ...zero() };
    add(group, usage, cost);
    groups.set(key, group);
    add(total, usage, cost);
  }
  return {
    models: [...models.values()]
      .sort((a, b) => (a.model < b.model ? -1 : 1))
      .map((m) => (unpriced.has(m.model) ? { ...m, estimatedCostUsd: null } : m)),
    groupBy,
    groups: [...groups.values()],
    total,
    unpricedModels: [...unpriced].sort(),
    prices: { asOf: prices.asOf, source: prices.source },
  };
}

/** The operator's view of one tenant's usage (admin scope); an unknown tenant is TenantNotFound. */
export async function tenantUsageReport(
  deps: Pick<ServiceDeps, 'db' | 'prices'>,
  query: UsageQuery & { groupBy?: UsageSplit },
): Promise<UsageReport> {
  await getTenant(deps.db, query.tenantId);
  return usageReport(deps, query);
}

export type TenantUsageTotal = CostedTokens & { tenantId: string };

/**
 * Every tenant's all-time totals (the metrics' counters) from one cross-tenant read (store/usage/usage-by-tenant.ts),
 * in the tenants' id order; a tenant without usage has zero totals.
 */
export async function usageByTenant(deps: Pick<ServiceDeps, 'db' | 'prices'>): Promise<TenantUsageTotal[]> {
  const prices = deps.prices ?? DEFAULT_PRICES;
  const totals = new Map<string, TenantUsageTotal>();
  for (const { tenantId, model, ...usage } of await usageByTenantAndModel(deps.db)) {
    const total = totals.get(tenantId) ?? { tenantId, ...zero() };
    if (model !== null) add(total, usage, costIn(prices, model, { ...usage, imageTokens: usage.imageInputTokens }));
    totals.set(tenantId, total);
  }
  return [...totals.values()];
}
