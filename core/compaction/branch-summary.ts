/**
 * Branch summarization on tree navigation (compaction spec §9): which entries a navigation abandons, where the new
 * leaf goes, and which of the abandoned entries fit the summarizer's budget. Works on a content-free index (ids,
 * kind characters, token estimates, flags) so that the summarizeBranch workflow can decide in its own code and its
 * history stays free of session content.
 */
import { Flag, Kind } from './compaction-index';

/** Upstream's default reserve for the branch summarizer (spec §9.2). */
export const BRANCH_RESERVE_TOKENS = 16_384;
/** The window assumed for a summarizer model whose window is unknown (spec §9.2). */
export const DEFAULT_BRANCH_CONTEXT_WINDOW = 128_000;
/** A summary entry over budget is still taken while the running total is below this share of the budget. */
const SUMMARY_OVERSHOOT_SHARE = 0.9;

/** The abandoned branch, oldest first: one row per entry between the common ancestor (exclusive) and the old leaf. */
export interface BranchIndex {
  ids: string[];
  /** One `Kind` character per entry. */
  kinds: string;
  /** Local token estimate of the message the entry becomes for the summarizer (tool results after truncation). */
  tokens: number[];
  /** `Flag` bits (only `error` and `useless` matter here). */
  flags: number[];
}

/** The deepest entry of the target's path that is also on the old leaf's path (paths root → leaf); null if none. */
export function commonAncestor(oldPath: readonly string[], targetPath: readonly string[]): string | null {
  const onOld = new Set(oldPath);
  for (let i = targetPath.length - 1; i >= 0; i -= 1) if (onOld.has(targetPath[i]!)) return targetPath[i]!;
  return null;
}

/** The old path's entries after the ancestor (all of them when there is none), oldest first. */
export function abandonedIds(oldPath: readonly string[], ancestor: string | null): string[] {
  return ancestor === null ? [...oldPath] : oldPath.slice(oldPath.indexOf(ancestor) + 1);
}

/**
 * Where the leaf goes (spec §9.1 step 6): a user message or a custom message is re-submitted by the host, so the
 * leaf goes to its parent (null for a root); any other target becomes the leaf itself.
 */
export function newLeafFor(target: { id: string; parentId: string | null; kind: string }): string | null {
  const resubmitted = target.kind === Kind.user || target.kind === Kind.customMessage;
  return resubmitted ? target.parentId : target.id;
}

/** The summarizer's input budget: context window minus reserve, never negative (0 = no budget limit). */
export function branchBudget(contextWindow: number | undefined, reserveTokens = BRANCH_RESERVE_TOKENS): number {
  return Math.max(0, (contextWindow || DEFAULT_BRANCH_CONTEXT_WINDOW) - reserveTokens);
}

/** Entries that become a message for the branch summarizer (spec §9.2: compactions become summary messages). */
function summarizable(index: BranchIndex, row: number): boolean {
  const kind = index.kinds[row]!;
  const flags = index.flags[row] ?? 0;
  if (kind === Kind.toolResult && flags & Flag.useless && !(flags & Flag.error)) return false;
  const message = 'uatbpdfc'.includes(kind);
  return message || kind === Kind.customMessage || kind === Kind.branchSummary || kind === Kind.compaction;
}

export interface PackedBranch {
  /** The selected entries, oldest first. */
  ids: string[];
  tokens: number;
}

/**
 * Packs the abandoned entries newest → oldest into `budget` (spec §9.2): when the next entry would exceed it, a
 * compaction or branch summary is still taken while the total is under 90% of the budget (it condenses everything
 * older), then packing stops. Useless non-error tool results are skipped and cost nothing. Budget 0 = no limit.
 */
export function packBranchEntries(index: BranchIndex, budget: number): PackedBranch {
  const picked: string[] = [];
  let total = 0;
  for (let row = index.ids.length - 1; row >= 0; row -= 1) {
    if (!summarizable(index, row)) continue;
    const tokens = index.tokens[row] ?? 0;
    if (budget > 0 && total + tokens > budget) {
      const kind = index.kinds[row];
      const isSummary = kind === Kind.compaction || kind === Kind.branchSummary;
      if (isSummary && total < SUMMARY_OVERSHOOT_SHARE * budget) {
        picked.push(index.ids[row]!);
        total += tokens;
      }
      break;
    }
    picked.push(index.ids[row]!);
    total += tokens;
  }
  return { ids: picked.reverse(), tokens: total };
}

/** The earlier branch summaries of the span, whose recorded file lists the new summary accumulates (spec §9.2). */
export function branchSummaryIds(index: BranchIndex): string[] {
  return index.ids.filter((_, row) => index.kinds[row] === Kind.branchSummary);
}

export interface BoundedBranchIndex {
  index: BranchIndex;
  /** The rows cut off: how many, and the earlier branch summaries among them (their file lists still carry over). */
  older: { count: number; summaryIds: string[] };
}

/**
 * The newest rows that packing into `budget` can ever reach: up to and including the first summarizable row that
 * takes the total over the budget (packing stops there). Packing the bounded index gives exactly the result of
 * packing the whole span, while the index a workflow history carries stays proportional to the budget, not to the
 * length of the abandoned branch. Budget 0 (no limit) keeps everything.
 */
export function boundBranchIndex(index: BranchIndex, budget: number): BoundedBranchIndex {
  let start = 0;
  if (budget > 0) {
    let total = 0;
    for (let row = index.ids.length - 1; row >= 0; row -= 1) {
      if (!summarizable(index, row)) continue;
      total += index.tokens[row] ?? 0;
      if (total > budget) {
        start = row;
        break;
      }
    }
  }
  const rows = (values: readonly number[]) => values.slice(start);
  const cut: BranchIndex = {
    ids: index.ids.slice(0, start),
    kinds: index.kinds.slice(0, start),
    tokens: [],
    flags: [],
  };
  return {
    index: {
      ids: index.ids.slice(start),
      kinds: index.kinds.slice(start),
      tokens: rows(index.tokens),
      flags: rows(index.flags),
    },
    older: { count: start, summaryIds: branchSummaryIds(cut) },
  };
}
