/**
 * Plan or rescue (compaction spec §3.2–§3.5, §3.9 step 9): the cut point over the index; a rescuing run whose plan
 * finds no cut point goes to the dead-end step (parked on the same turn, else the rescue's elisions and a new plan,
 * else rescued or a recorded dead end); the plan's pruning decisions are appended in chunks (a proposal's only
 * once it is approved); a run with nothing
 * to cut ends skipped. Hands on the plan with the decision number `tokensBefore`.
 */
import { progressLimit } from '../core/compaction/dead-end-rescue';
import { planCompaction } from '../core/compaction/plan-compaction';
import type { CompactionIndex } from '../core';
import type { PlannedCut } from './compaction-types';
import { continuesAfterRescue } from './auto-continue';
import { parkedOutcome, parkingApplies, recordDeadEnd } from './dead-end-parking';
import { rescueApplies, rescueWithoutCut } from './dead-end-rescue';
import { chunks } from './load-index';
import { proposing } from './proposal-gate';
import { db } from './proxies';
import type { LoadedRun, Step } from './run-state';

/** Pruning decisions per activity call (~60 bytes each), so that no input nears the payload limits. */
const PRUNE_DECISIONS_PER_CALL = 2000;

export interface PlannedRun extends LoadedRun {
  plan: PlannedCut;
  leafId: string;
  tokensBefore: number;
}

export async function planStep(run: LoadedRun): Promise<Step<PlannedRun>> {
  const { input, ids, progress, tokens, leafId } = run;
  progress.phase = 'planning';
  let plan = planCompaction(run.index, { keepRecentTokens: run.settings.keepRecentTokens });
  let index = run.index;
  if (plan.kind === 'skip' && plan.reason === 'nothing-to-summarize' && leafId && rescueApplies(input.trigger)) {
    const rescued = await deadEndStep(run);
    if (rescued.kind === 'done') return rescued;
    ({ plan, index } = rescued.run);
  }
  // A proposal changes nothing before its approval: its pruning is appended then (./proposal-step.ts).
  if (plan.kind === 'plan' && plan.prune.length > 0 && !proposing(input)) {
    progress.phase = 'pruning';
    await appendPlanPruning(ids, plan);
  }
  if (plan.kind === 'skip' || !leafId) {
    const reason = plan.kind === 'skip' ? plan.reason : 'empty-session';
    return { kind: 'done', outcome: { outcome: 'skipped', reason, tokensBefore: tokens } };
  }
  // The decision number (provider usage or the local estimate, whichever is larger), not the usage alone: a
  // request-compressing host can deflate usage, and the audit should show what the decision saw.
  const tokensBefore = (progress.tokensBefore = Math.max(plan.tokensBefore, tokens));
  return { kind: 'next', run: { ...run, index, plan, leafId, tokensBefore } };
}

/** Appends the plan's pruning decisions as `content_pruned` events, in chunks. */
export async function appendPlanPruning(ids: LoadedRun['ids'], plan: PlannedCut): Promise<void> {
  const parts = chunks(plan.prune, PRUNE_DECISIONS_PER_CALL);
  for (const [part, decisions] of parts.entries()) await db.appendPruningEvents({ ...ids, decisions, part });
}

/**
 * The dead end of a no-cut run: a run parked on the turn of the latest dead end skips silently; otherwise the
 * rescue elides tool results and plans again, and a rescue that still finds no cut point ends rescued or a dead
 * end (recorded once, stamped on the branch's latest compaction).
 */
async function deadEndStep(run: LoadedRun): Promise<Step<{ plan: PlannedCut; index: CompactionIndex }>> {
  const { input, ids, index, tokens, settings } = run;
  const parking = parkingApplies();
  const parked = parking ? await parkedOutcome(ids, index, tokens) : undefined;
  if (parked) return { kind: 'done', outcome: parked };
  const rescue = await rescueWithoutCut({
    ids,
    index,
    keepRecentTokens: settings.keepRecentTokens,
    nonMessageTokens: input.settings?.nonMessageTokens ?? 0,
    limit: progressLimit(input.trigger, run.model.contextWindow, settings, run.defaults.recoveryBand),
    tokensBefore: tokens,
  });
  if (rescue.kind === 'plan') return { kind: 'next', run: rescue };
  const { warning } = rescue.outcome;
  if (parking && rescue.outcome.reason === 'dead-end' && warning) {
    await recordDeadEnd({ ids, index, warning, compactionEntryId: index.previous?.id });
  }
  const continues = rescue.outcome.progressGuard === 'rescued' && continuesAfterRescue(run);
  return continues ? { kind: 'done', outcome: { ...rescue.outcome, autoContinue: true } } : rescue;
}
