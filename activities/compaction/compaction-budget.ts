/**
 * The spent budget a compaction runs past (docs/usage-and-budgets.md, "Budgets"), read by the index activity so that
 * the run learns it without an activity of its own: undefined while every budget of the session and its tenant has
 * room (or none is set), else the small value the workflow decides on (its provider methods pass on, or it holds).
 */
import { DEFAULT_PRICES } from '../../core/usage/prices';
import type { BudgetAction } from '../../core/usage/budget';
import { readSessionSettings } from '../../store/session-store/session-settings';
import { spentBudget } from '../../store/spend-guard/spent-budget';
import { readTenantSettingsRow } from '../../store/tenants/tenant-settings';
import { withTenant } from '../../store/with-tenant';
import type { CompactionDeps } from './deps';

/** What crosses into the workflow: the spent budget's message and what its setting asks for. */
export interface BudgetNote {
  message: string;
  action?: BudgetAction;
}

export async function compactionBudget(
  deps: Pick<CompactionDeps, 'db' | 'now' | 'prices'>,
  ids: { tenantId: string; sessionId: string },
): Promise<BudgetNote | undefined> {
  const [session, tenant] = await Promise.all([
    withTenant(deps.db, ids.tenantId, (tx) => readSessionSettings(tx, ids.sessionId)),
    readTenantSettingsRow(deps.db, ids.tenantId),
  ]);
  if (!session?.spend && !tenant?.spend) return undefined;
  const layers = { session: session ?? {}, tenant: tenant ?? {} };
  const spent = await spentBudget(deps.db, { ids, layers, prices: deps.prices ?? DEFAULT_PRICES, at: deps.now() });
  if (!spent) return undefined;
  return { message: spent.message, ...(spent.action ? { action: spent.action } : {}) };
}
