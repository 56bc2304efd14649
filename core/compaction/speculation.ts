/**
 * Speculative compaction (compaction spec §3.7): the numbers that decide when a background summary starts, when a
 * threshold compaction waits for it (grace deferral), when an armed result is too old (refresh), and whether an
 * armed result still fits the branch it is claimed on. Pure.
 */
import { producesMessage, type CompactionIndex } from './compaction-index';
import type { CompactionPlan } from './prepare-compaction';

/** The smallest lead (`SPECULATION_LEAD_MIN_TOKENS`), also the smallest growth that refreshes an armed result. */
export const SPECULATION_LEAD_MIN_TOKENS = 8192;
const SPECULATION_LEAD_MAX_TOKENS = 32_000;

/** How far below the threshold speculation starts: `min(32000, max(8192, floor(0.125 · threshold)))`. */
export const speculationLead = (threshold: number): number =>
  Math.min(SPECULATION_LEAD_MAX_TOKENS, Math.max(SPECULATION_LEAD_MIN_TOKENS, Math.floor(0.125 * threshold)));

/** Within the lead below the threshold: `threshold − lead ≤ t < threshold`. */
export const inSpeculationBand = (tokens: number, threshold: number): boolean =>
  tokens >= threshold - speculationLead(threshold) && tokens < threshold;

/** Over the threshold, but by less than the grace: `t < min(threshold + lead, window − 8192)`. */
export const withinSpeculationGrace = (tokens: number, threshold: number, window: number): boolean =>
  tokens > threshold && tokens < Math.min(threshold + speculationLead(threshold), window - SPECULATION_LEAD_MIN_TOKENS);

/** An armed result is refreshed once the context grew past it by more than `max(keepRecentTokens, 8192)`. */
export const speculationStale = (tokens: number, tokensAtStart: number, keepRecentTokens: number): boolean =>
  tokens - tokensAtStart > Math.max(keepRecentTokens, SPECULATION_LEAD_MIN_TOKENS);

/** An id range of the path, as the plan's contiguous lists are handed to activities. */
export interface IdRange {
  fromId: string;
  toId: string;
}

/** The cut an armed result summarized: its snapshot leaf and the plan's ranges (never the ids one by one). */
export interface ArmedCut {
  snapshotLeafId: string;
  firstKeptEntryId: string;
  isSplitTurn: boolean;
  turnStartEntryId: string | null;
  summarize?: IdRange;
  turnPrefix?: IdRange;
  previousCompactionId?: string;
}

export type ArmedVerdict = { kind: 'valid'; plan: CompactionPlan } | { kind: 'invalid'; reason: string };

/**
 * Whether an armed cut is still valid on the branch `index` reads (its snapshot leaf on the active path with no
 * later compaction or reset boundary) and, if so, the plan it stands for: the armed cut's summarized ranges, and
 * every message-producing entry from its first kept entry to today's leaf kept. `current` supplies the rest (the
 * pruning the run decided, the usage anchor).
 */
export function armedPlan(index: CompactionIndex, current: CompactionPlan, armed: ArmedCut): ArmedVerdict {
  if ((current.previousCompactionId ?? null) !== (armed.previousCompactionId ?? null)) {
    return { kind: 'invalid', reason: 'later-compaction' };
  }
  const rowOf = (id: string | undefined) => (id === undefined ? -1 : index.ids.indexOf(id));
  const firstKept = rowOf(armed.firstKeptEntryId);
  if (rowOf(armed.snapshotLeafId) < 0 || firstKept < 0) return { kind: 'invalid', reason: 'leaf-moved' };
  const between = (range: IdRange | undefined): string[] | undefined => {
    if (!range) return [];
    const from = rowOf(range.fromId);
    const to = rowOf(range.toId);
    return from < 0 || to < from ? undefined : messageIds(index, from, to + 1);
  };
  const summarize = between(armed.summarize);
  const turnPrefix = between(armed.turnPrefix);
  if (!summarize || !turnPrefix) return { kind: 'invalid', reason: 'leaf-moved' };
  const keep = messageIds(index, firstKept, index.ids.length);
  const { firstKeptEntryId, isSplitTurn, turnStartEntryId } = armed;
  return {
    kind: 'valid',
    plan: { ...current, firstKeptEntryId, isSplitTurn, turnStartEntryId, summarize, turnPrefix, keep },
  };
}

function messageIds(index: CompactionIndex, from: number, to: number): string[] {
  const ids: string[] = [];
  for (let row = from; row < to; row += 1) if (producesMessage(index.kinds[row])) ids.push(index.ids[row]!);
  return ids;
}

/** The speculation workflow's id: one per tenant and session, in a space of its own beside `compact:`. */
export const speculationWorkflowId = (tenantId: string, sessionId: string): string =>
  `speculate:${tenantId}:${sessionId}`;
