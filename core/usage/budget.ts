/**
 * Monthly budgets (docs/usage-and-budgets.md, "Budgets"): a budget counts the provider input + output tokens, or the
 * estimated cost, of the compactions since the start of the current UTC calendar month. Pure: the caller passes the
 * time and the month's totals.
 */
import type { SpendSettings } from '../session/host-control-settings-schema';

/** What a spent budget does: refuse a manual compaction (429), or pass the provider methods on inside the run. */
export type BudgetAction = NonNullable<SpendSettings['onBudgetExceeded']>;

export function monthStart(at: number): Date {
  const d = new Date(at);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

export function secondsToNextMonth(at: number): number {
  const start = monthStart(at);
  const next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - at) / 1000));
}

export interface Overspend {
  what: 'token' | 'cost (USD)';
  used: number;
  budget: number;
}

/** The budget of `spend` that `tokens` or `costUsd` reached (the token budget first), or undefined. */
export function overBudget(spend: SpendSettings, tokens: number, costUsd: number): Overspend | undefined {
  if (spend.monthlyTokenBudget !== undefined && tokens >= spend.monthlyTokenBudget)
    return { what: 'token', used: tokens, budget: spend.monthlyTokenBudget };
  if (spend.monthlyCostBudgetUsd !== undefined && costUsd >= spend.monthlyCostBudgetUsd)
    return { what: 'cost (USD)', used: costUsd, budget: spend.monthlyCostBudgetUsd };
  return undefined;
}

export const hasBudget = (spend: SpendSettings | undefined): spend is SpendSettings =>
  spend?.monthlyTokenBudget !== undefined || spend?.monthlyCostBudgetUsd !== undefined;
