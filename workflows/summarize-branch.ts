/**
 * summarizeBranch: tree navigation with a branch summary (compaction spec §9; Architecture: Workflows). An
 * activity indexes the entries the navigation abandons (ids, kinds, estimates; no content); this code decides the new leaf and
 * packs the span newest → oldest into `contextWindow − reserveTokens`, so a replay re-derives the same selection;
 * the host's before-tree hooks may cancel or supply the summary; otherwise an activity reads the packed entries
 * and summarizes them; the commit appends `leaf_moved` + `branch_summary` in one transaction. Nothing is written
 * before the commit: a failed summary leaves the leaf where it was.
 */
import { proxyActivities, uuid4 } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { CommitNavigationInput } from '../activities/compaction/branch-summary-commit';
import { branchBudget, branchSummaryIds, newLeafFor, packBranchEntries } from '../core/compaction/branch-summary';
import type { SummarizeBranchInput, SummarizeBranchResult } from './branch-summary-types';
import { afterTree } from './navigation-hooks';
import { patchApplies } from './patches';
import { db, hooks } from './proxies';

/**
 * The summarizer call: heartbeats every few seconds (activities/compaction/branch-summary.ts), retried on rate
 * limits and unavailability; auth and rejected requests are non-retryable and fail the navigation at once.
 */
const summarizer = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 4 },
});

/**
 * Patches (./patches/): from `branchSummaryBoundedIndex` on, the index carries only the rows packing can reach
 * (plus the count and earlier branch summaries of the rest), and the hooks activity reads the abandoned ids itself:
 * a long abandoned branch no longer grows the history towards Temporal's 2 MB payload limit. From
 * `branchSummaryUnchangedLeaf` on, a navigation whose new leaf is the old leaf reports `unchanged` without a move.
 */
export async function summarizeBranch(input: SummarizeBranchInput): Promise<SummarizeBranchResult> {
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const bounded = patchApplies('branchSummaryBoundedIndex');
  const loaded = await db.loadBranchIndex({
    ...ids,
    targetId: input.targetId,
    ...(input.model !== undefined ? { model: input.model } : {}),
    ...(bounded
      ? { bounded, ...(input.reserveTokens !== undefined ? { reserveTokens: input.reserveTokens } : {}) }
      : {}),
  });
  const older = loaded.older ?? { count: 0, summaryIds: [] };
  const abandoned = loaded.index.ids.length + older.count;
  const base = { from: loaded.oldLeafId, abandoned, summarized: 0, fromExtension: false };
  if (loaded.target.id === loaded.oldLeafId) return { ...base, outcome: 'unchanged', leafId: loaded.oldLeafId };

  // A plain navigation (input `summarize: false`, navigation-plain-hooks) moves the leaf to the target itself.
  const plain = input.summarize === false;
  const newLeafId = plain ? loaded.target.id : newLeafFor(loaded.target);
  const commit = async (summary?: Omit<NonNullable<CommitNavigationInput['summary']>, 'entryId'>) => {
    const done = await db.commitNavigation({
      ...ids,
      expectedLeaf: loaded.oldLeafId,
      newLeafId,
      ...(summary ? { summary: { entryId: uuid4(), ...summary } } : {}),
    });
    return afterTree(ids, loaded.oldLeafId, done, summary?.fromExtension);
  };

  const decision = await hooks.runBeforeTreeHooks({
    ...ids,
    targetId: input.targetId,
    oldLeafId: loaded.oldLeafId,
    commonAncestorId: loaded.commonAncestorId,
    ...(bounded ? {} : { entryIds: loaded.index.ids }),
    ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
    ...(plain ? { userWantsSummary: false } : {}),
  });
  if (decision.kind === 'cancel') return { ...base, outcome: 'cancelled', leafId: loaded.oldLeafId };
  // A supplied summary counts only when the user asked to summarize (spec §11).
  if (plain) return { ...base, outcome: 'navigated', ...(await commit()) };
  if (decision.kind === 'use') {
    const done = await commit({ text: decision.summary, details: decision.details, fromExtension: true });
    return { ...base, outcome: 'navigated', fromExtension: true, ...done };
  }
  // Nothing abandoned (the target is ahead on the same branch): a plain move, no summary (spec §9.1 step 5); none
  // at all when the new leaf is the old one (a user message right under the leaf is re-submitted from there).
  if (loaded.index.ids.length === 0) {
    if (newLeafId === loaded.oldLeafId && patchApplies('branchSummaryUnchangedLeaf')) {
      return { ...base, outcome: 'unchanged', leafId: loaded.oldLeafId };
    }
    return { ...base, outcome: 'navigated', ...(await commit()) };
  }

  const packed = packBranchEntries(loaded.index, branchBudget(loaded.contextWindow, input.reserveTokens));
  const summary = await summarizer.summarizeBranchEntries({
    ...ids,
    entryIds: packed.ids,
    summaryIds: [...older.summaryIds, ...branchSummaryIds(loaded.index)],
    ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
    ...(input.model !== undefined ? { model: input.model } : {}),
  });
  const done = await commit({ text: summary.summary, details: summary.details, fromExtension: false });
  return { ...base, outcome: 'navigated', summarized: packed.ids.length, ...done };
}
