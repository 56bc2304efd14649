/**
 * Past a spent monthly budget set to `pass-on` (docs/usage-and-budgets.md, "Budgets"; patch budgetPassOn, asked in
 * ./../run-compaction.ts when the index activity reports the budget): the chain passes every method that calls a
 * provider on with reason `budget` (./../method-chain.ts), and these two end it instead: snapcompact, which calls
 * no provider, on a model that reads images, else the run skips with reason `budget` and the session is unchanged.
 * Pruning has run before the chain either way.
 */
import type { CompactionMethod } from '../method-types';
import { snapcompact, snapcompactAsked } from './snapcompact';

/** The reason a provider method passes on in the run's `attempts`, and the skip's reason when nothing else can. */
export const BUDGET_REASON = 'budget';

export const snapcompactOverBudget: CompactionMethod = {
  ...snapcompact,
  applies: (run) => run.overBudget !== undefined && snapcompactAsked(run),
  async run(run) {
    const result = await snapcompact.run(run);
    if (result.kind !== 'made') return result;
    const spent = `${run.overBudget ?? ''}; the history was archived by snapcompact instead of summarized.`;
    const warning = [spent.charAt(0).toUpperCase() + spent.slice(1), result.made.warning].filter(Boolean).join(' ');
    return { kind: 'made', made: { ...result.made, warning } };
  },
};

export const skipOverBudget: CompactionMethod = {
  name: 'budget',
  makes: 'entry',
  applies: (run) => run.overBudget !== undefined,
  run: ({ tokensBefore }) =>
    Promise.resolve({ kind: 'done', outcome: { outcome: 'skipped', reason: BUDGET_REASON, tokensBefore } }),
};
