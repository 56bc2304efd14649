/**
 * The host's hooks as the first entry method (compaction spec §11): before-compact hooks may cancel the run or
 * supply the compaction themselves (its attempt is `hook`); otherwise the compacting hooks add context, a prompt
 * or preserve data for the methods after it, and the hook method declines. A worker without hooks (asked once the
 * run will compact, opening-reads patch) schedules no hook activity.
 */
import type { CompactionMethod, EntryContext, MethodRun } from '../method-types';
import { patchApplies } from '../patches';
import { hooks, localDb } from '../proxies';
import { rangeOf } from '../plan-ranges';

/** The entry methods' context: the file-lists patch, then whether hook activities run (the worker's answer). */
export async function openEntry(run: MethodRun): Promise<EntryContext> {
  patchApplies('fileListsByReference');
  // Asked only once the run will compact; the answer is the history's, so a replaying worker follows it.
  const runHooks = !run.askHooks || (run.hooksRegistered ?? (await localDb.compactionHooksRegistered(run.ids)));
  return { runHooks, extra: {} };
}

export const beforeCompactHook: CompactionMethod = {
  name: 'hook',
  makes: 'entry',
  applies: (run) => run.entry?.runHooks === true,
  async run(run) {
    const { input, plan, tokensBefore } = run;
    const summarize = rangeOf(plan.summarize);
    const turnPrefix = rangeOf(plan.turnPrefix);
    const hook = await hooks.runBeforeCompactHooks({
      ...run.ids,
      trigger: input.trigger,
      firstKeptEntryId: plan.firstKeptEntryId,
      isSplitTurn: plan.isSplitTurn,
      summarize,
      turnPrefix,
      tokensBefore,
      instructions: input.instructions,
    });
    if (hook.kind === 'cancel')
      return { kind: 'done', outcome: { outcome: 'cancelled', reason: 'hook', tokensBefore } };
    if (hook.kind === 'use') return { kind: 'made', made: { fields: { ...hook.compaction, fromExtension: true } } };
    run.entry = { runHooks: true, extra: await hooks.runCompactingHooks({ ...run.ids, summarize, turnPrefix }) };
    return { kind: 'declined' };
  },
};
