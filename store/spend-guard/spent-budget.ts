/**
 * Whether a compaction of a session runs past a spent monthly budget (docs/usage-and-budgets.md, "Budgets"): the
 * session's own budget over its usage, then its tenant's over the tenant's, each from this UTC month's
 * `provider_usage` rows at the price table. Read where a compaction starts (service/spend-guard.ts) and by the
 * compaction's index activity (the run then passes its provider methods on, or holds).
 */
import { costIn, roundCost } from '../../core/usage/cost';
import { hasBudget, monthStart, overBudget, type BudgetAction, type Overspend } from '../../core/usage/budget';
import type { PriceTable } from '../../core/usage/prices';
import type { SessionSettings } from '../../core/session/session-settings-schema';
import type { Db } from '../database';
import { usageBySplit, type UsageQuery } from '../usage/provider-usage';

export interface SettingLayers {
  tenant: SessionSettings;
  session: SessionSettings;
}

export interface SpentBudget {
  message: string;
  /** The spent layer's `onBudgetExceeded`; unset: a manual compaction runs, automatic and idle ones are held. */
  action?: BudgetAction;
  details: Overspend & { scope: 'session' | 'tenant'; since: Date };
}

/** The month's provider tokens (input + output) and estimated cost, summed as `GET /v1/usage` sums its total. */
async function monthTotals(db: Db, prices: PriceTable, query: UsageQuery) {
  let tokens = 0;
  let costUsd = 0;
  for (const usage of await usageBySplit(db, query, 'model')) {
    tokens += usage.inputTokens + usage.outputTokens;
    costUsd = roundCost(costUsd + (costIn(prices, usage.model, usage) ?? 0));
  }
  return { tokens, costUsd };
}

/** The first spent budget at `at`: the session's own (over its usage), then the tenant's (over the tenant's). */
export async function spentBudget(
  db: Db,
  request: { ids: { tenantId: string; sessionId: string }; layers: SettingLayers; prices: PriceTable; at: number },
): Promise<SpentBudget | undefined> {
  const { ids, layers } = request;
  const from = monthStart(request.at);
  const scopes = [
    { scope: 'session' as const, spend: layers.session.spend, query: { ...ids, from } },
    { scope: 'tenant' as const, spend: layers.tenant.spend, query: { tenantId: ids.tenantId, from } },
  ];
  for (const { scope, spend, query } of scopes) {
    if (!hasBudget(spend)) continue;
    const totals = await monthTotals(db, request.prices, query);
    const spent = overBudget(spend, totals.tokens, totals.costUsd);
    if (!spent) continue;
    const message = `the ${scope}'s monthly ${spent.what} budget is spent: ${spent.used} of ${spent.budget} since ${from.toISOString()}`;
    const action = spend.onBudgetExceeded ? { action: spend.onBudgetExceeded } : {};
    return { message, ...action, details: { scope, ...spent, since: from } };
  }
  return undefined;
}
