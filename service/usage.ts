/** What a tenant's compactions cost in provider tokens (docs/host-control.md, "Usage"): the sums per model. */
import { usageByModel, type ModelUsage, type UsageQuery } from '../store/usage/provider-usage';
import type { ServiceDeps } from './deps';
import { getTenant } from './tenants';

export interface UsageReport {
  models: ModelUsage[];
  total: Omit<ModelUsage, 'model'>;
}

export async function usageReport(deps: Pick<ServiceDeps, 'db'>, query: UsageQuery): Promise<UsageReport> {
  const models = await usageByModel(deps.db, query);
  const total = { calls: 0, inputTokens: 0, outputTokens: 0, cachedTokens: 0 };
  for (const m of models) {
    total.calls += m.calls;
    total.inputTokens += m.inputTokens;
    total.outputTokens += m.outputTokens;
    total.cachedTokens += m.cachedTokens;
  }
  return { models, total };
}

/** The operator's view of one tenant's usage (admin scope); an unknown tenant is TenantNotFound. */
export async function tenantUsageReport(deps: Pick<ServiceDeps, 'db'>, query: UsageQuery): Promise<UsageReport> {
  await getTenant(deps.db, query.tenantId);
  return usageReport(deps, query);
}
