/**
 * The progress guard's dead-end rescue (compaction spec §3.9 steps 9 and 11) in the compaction workflow, behind
 * the `deadEndRescue` patch. Runs only for automatic triggers other than idle, and only when the context
 * has no headroom (residual above floor(0.8 · threshold)). The tier selection is pure (core/compaction/
 * dead-end-rescue.ts) and re-derived on replay; the elisions are appended as `content_pruned` events by an
 * activity, so the history carries entry ids and token counts only.
 */
import type { CompactionIndex, CompactionPlan } from '../core';
import { contextEstimate } from '../core/compaction/compaction-index';
import { DEAD_END_WARNING, rescueShakeDecisions } from '../core/compaction/dead-end-rescue';
import { rowsEstimate } from '../core/compaction/decision-tokens';
import { planCompaction } from '../core/compaction/plan-compaction';
import { applyPruneDecisions, type PruneDecision } from '../core/compaction/prune-candidates';
import type { CompactionTrigger, Outcome, PlannedCut } from './compaction-types';
import { chunks } from './load-index';
import { db } from './proxies';
import { patchApplies } from './patches';

/** Decisions per activity call, as for the plan's pruning (no input nears the payload limits). */
const DECISIONS_PER_CALL = 2000;

/** Idle runs skip the rescue (spec §3.9 step 9), manual runs have no progress guard (§3.8). */
const RESCUING = new Set<CompactionTrigger>(['threshold', 'overflow', 'incomplete']);

type Ids = { tenantId: string; sessionId: string };

/**
 * Whether this run may rescue. Asked only when the guard found no headroom, so runs that never needed a rescue
 * carry no patch marker; runs recorded before the patch replay without it.
 */
export const rescueApplies = (trigger: CompactionTrigger): boolean =>
  RESCUING.has(trigger) && patchApplies('deadEndRescue');

export type NoCutRescue =
  { kind: 'plan'; plan: PlannedCut; index: CompactionIndex } | { kind: 'done'; outcome: Outcome };

export interface NoCutInput {
  ids: Ids;
  index: CompactionIndex;
  keepRecentTokens: number;
  nonMessageTokens: number;
  /** The residual that counts as progress (`progressLimit`). */
  limit: number;
  tokensBefore: number;
}

/**
 * Planning found no cut point (the live window is one un-cuttable turn): elide the tool outputs, re-plan over the
 * index as it now reads. A plan → the run compacts it. Still none → rescued when the elisions brought the context
 * within the band (the caller may continue), else a dead end that blocks automatic continuation.
 */
export async function rescueWithoutCut(a: NoCutInput): Promise<NoCutRescue> {
  const decisions = rescueShakeDecisions(a.index);
  await appendRescue(a.ids, decisions, 'no-cut');
  const index = applyPruneDecisions(a.index, decisions);
  const replanned = planCompaction(index, { keepRecentTokens: a.keepRecentTokens, prune: false });
  if (replanned.kind === 'plan') return { kind: 'plan', plan: replanned, index };
  const tokensAfter = contextEstimate(index, a.nonMessageTokens);
  const numbers = { tokensBefore: a.tokensBefore, tokensAfter };
  if (decisions.length > 0 && tokensAfter <= a.limit) {
    return { kind: 'done', outcome: { outcome: 'skipped', reason: 'rescued', progressGuard: 'rescued', ...numbers } };
  }
  const deadEnd = { progressGuard: 'dead-end' as const, automaticContinuationBlocked: true, warning: DEAD_END_WARNING };
  return { kind: 'done', outcome: { outcome: 'skipped', reason: 'dead-end', ...numbers, ...deadEnd } };
}

/**
 * The committed result would leave no headroom: elide the tool outputs the compaction keeps verbatim, before the
 * commit, so that the entry is written with its final size and (on a dead end) its warning; nothing is edited
 * afterwards. Returns the index as it reads after the elisions and the residual it yields.
 */
export async function rescueKeptTail(a: {
  ids: Ids;
  index: CompactionIndex;
  plan: CompactionPlan;
  /** Summary and frame tokens of the new entry: what the rescue cannot shrink. */
  entryTokens: number;
}): Promise<{ index: CompactionIndex; tokensAfter: number; elided: number }> {
  const kept = new Set(a.plan.keep);
  // Results the plan's own pruning already blanked are neither elided again nor counted at full size.
  const pruned = applyPruneDecisions(a.index, a.plan.prune);
  const decisions = rescueShakeDecisions(pruned, kept);
  await appendRescue(a.ids, decisions, 'headroom');
  const index = applyPruneDecisions(pruned, decisions);
  return { index, tokensAfter: a.entryTokens + rowsEstimate(index, kept), elided: decisions.length };
}

async function appendRescue(ids: Ids, decisions: PruneDecision[], rescue: 'no-cut' | 'headroom') {
  const parts = chunks(decisions, DECISIONS_PER_CALL);
  for (const [part, slice] of parts.entries()) await db.appendPruningEvents({ ...ids, decisions: slice, part, rescue });
}

export interface GuardResult {
  tokensAfter: number;
  warning?: string;
  progressGuard?: 'rescued' | 'dead-end';
  automaticContinuationBlocked?: true;
}

/**
 * Step 11's guard around a compaction about to be committed. Within `limit` (see `progressLimit`) or not a rescuing
 * trigger → the warning as before; else the kept-tail rescue, then rescued, or a dead end whose warning the entry
 * carries and that blocks automatic continuation.
 */
export async function guardProgress(a: {
  trigger: CompactionTrigger;
  ids: Ids;
  index: CompactionIndex;
  plan: CompactionPlan;
  entryTokens: number;
  limit: number;
  warn: (tokensAfter: number) => string | undefined;
}): Promise<GuardResult> {
  const before = a.entryTokens + rowsEstimate(a.index, new Set(a.plan.keep));
  if (before <= a.limit || !rescueApplies(a.trigger)) return withWarning({ tokensAfter: before }, a.warn(before));
  const { tokensAfter } = await rescueKeptTail(a);
  const warning = a.warn(tokensAfter);
  if (tokensAfter <= a.limit) return withWarning({ tokensAfter, progressGuard: 'rescued' }, warning);
  const deadEnd = { tokensAfter, progressGuard: 'dead-end' as const, automaticContinuationBlocked: true as const };
  return withWarning(deadEnd, warning ?? DEAD_END_WARNING);
}

const withWarning = (result: GuardResult, warning: string | undefined): GuardResult =>
  warning ? { ...result, warning } : result;
