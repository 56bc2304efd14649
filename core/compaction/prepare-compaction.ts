/**
 * Decides what a compaction does (compaction spec §4.2, §4.4–4.5) over the compaction index: the adaptive keep
 * budget, the cut point, the split turn and the partition into summarized, turn-prefix and kept entries. The
 * result names entries by id and carries numbers only; the activities fetch content by those ids.
 */
import type { FileOpsDetails } from '../session/entries';
import { Kind, producesMessage, type CompactionIndex } from './compaction-index';
import { findCutPoint } from './find-cut-point';
import type { PruneDecision } from './prune-candidates';

export interface CompactionPlan {
  kind: 'plan';
  firstKeptEntryId: string;
  isSplitTurn: boolean;
  turnStartEntryId: string | null;
  /** Context tokens of the usage anchor (0 without one). */
  tokensBefore: number;
  /** The keep budget after adapting it to measured usage. */
  keepRecentTokens: number;
  /** Message-producing entries folded into the history summary. */
  summarize: string[];
  /** Message-producing entries of the split turn before the cut (summarized separately). */
  turnPrefix: string[];
  /** Message-producing entries kept verbatim. */
  keep: string[];
  /** Pruning decided before the cut (already reflected in the estimates the cut used). */
  prune: PruneDecision[];
  /** The compaction whose summary this one updates. */
  previousCompactionId?: string;
  /** File lists carried over from the previous compaction (only a pi-generated one). */
  fileOps: { previous?: FileOpsDetails };
}

export type PrepareSkipReason = 'already-compacted' | 'nothing-to-summarize';
export interface PrepareSkip {
  kind: 'skip';
  reason: PrepareSkipReason;
}
export type PrepareResult = CompactionPlan | PrepareSkip;

/**
 * The keep budget shrinks by the ratio of provider-measured prompt tokens to the local estimate of the range when
 * the estimate undercounts (ratio > 1); it is never increased.
 */
export function adaptiveKeepTokens(index: CompactionIndex, keepRecentTokens: number): number {
  if (!index.usage) return keepRecentTokens;
  let estimate = 0;
  for (let row = 0; row < index.ids.length; row += 1) {
    if (producesMessage(index.kinds[row])) estimate += index.tokens[row] ?? 0;
  }
  const ratio = estimate > 0 ? index.usage.prompt / estimate : 0;
  return Number.isFinite(ratio) && ratio > 1 ? Math.max(1, Math.floor(keepRecentTokens / ratio)) : keepRecentTokens;
}

/** Plans a compaction of the indexed range; `prune` is recorded as decided (see `planCompaction`). */
export function prepareCompaction(
  index: CompactionIndex,
  settings: { keepRecentTokens: number },
  prune: readonly PruneDecision[] = [],
): PrepareResult {
  const n = index.ids.length;
  if (n > 0 && index.kinds[n - 1] === Kind.compaction) return { kind: 'skip', reason: 'already-compacted' };
  const keepRecentTokens = adaptiveKeepTokens(index, settings.keepRecentTokens);
  const cut = findCutPoint(index, 0, n, keepRecentTokens);
  const historyEnd = cut.isSplitTurn ? cut.turnStart : cut.firstKept;
  const summarize = producingIds(index, 0, historyEnd);
  const turnPrefix = cut.isSplitTurn ? producingIds(index, cut.turnStart, cut.firstKept) : [];
  const firstKeptEntryId = index.ids[cut.firstKept];
  if (firstKeptEntryId === undefined || (summarize.length === 0 && turnPrefix.length === 0)) {
    return { kind: 'skip', reason: 'nothing-to-summarize' };
  }
  const plan: CompactionPlan = {
    kind: 'plan',
    firstKeptEntryId,
    isSplitTurn: cut.isSplitTurn,
    turnStartEntryId: cut.isSplitTurn ? index.ids[cut.turnStart]! : null,
    tokensBefore: index.usage?.context ?? 0,
    keepRecentTokens,
    summarize,
    turnPrefix,
    keep: producingIds(index, cut.firstKept, n),
    prune: [...prune],
    fileOps: {},
  };
  const previous = index.previous;
  if (previous) plan.previousCompactionId = previous.id;
  if (previous?.details && !previous.fromExtension) plan.fileOps.previous = previous.details;
  return plan;
}

function producingIds(index: CompactionIndex, from: number, to: number): string[] {
  const ids: string[] = [];
  for (let row = from; row < to; row += 1) if (producesMessage(index.kinds[row])) ids.push(index.ids[row]!);
  return ids;
}
