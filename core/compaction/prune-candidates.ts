/**
 * What pruning decides and the pieces both pruning passes share (compaction spec §5.1–5.2): the placeholder texts,
 * the savings estimate, the superseded/useless candidate sets and the token suffix that guards the prompt cache.
 * Works on the compaction index only; applying a decision to content is the store's job.
 */
import { Flag, Kind, isMessageKind, type CompactionIndex } from './compaction-index';
import { countTokens } from './tokens';

/** `rescue`: elided by the progress guard's dead-end rescue (spec §3.9), not by a pruning pass. */
export type PruneReason = 'age' | 'superseded' | 'useless' | 'rescue';

/** Blank entry `id` (a tool result) with the placeholder of `reason`; `tokens` is its estimate before pruning. */
export interface PruneDecision {
  id: string;
  reason: PruneReason;
  tokens: number;
}

/** Results smaller than this are never age-pruned: the placeholder would cost about as much. */
export const MIN_PRUNE_TOKENS = 50;
export const SUPERSEDED_NOTICE = '[Superseded by a newer read of this file]';
export const USELESS_NOTICE = '[Uneventful result elided]';

export const truncatedNotice = (tokens: number): string => `[Output truncated - ${tokens} tokens]`;
/** The shake placeholder without an artifact link: the original stays in its own store event (spec §5.3). */
export const shakenNotice = (tokens: number): string => `[shaken ~${tokens} tokens]`;

/** The text that replaces a pruned result's content. */
export function pruneNotice(decision: Pick<PruneDecision, 'reason' | 'tokens'>): string {
  if (decision.reason === 'superseded') return SUPERSEDED_NOTICE;
  if (decision.reason === 'useless') return USELESS_NOTICE;
  if (decision.reason === 'rescue') return shakenNotice(decision.tokens);
  return truncatedNotice(decision.tokens);
}

export const estimatePrunedSavings = (tokens: number, notice: string): number =>
  Math.max(0, tokens - Math.ceil(notice.length / 4));

export interface CandidateOptions {
  /** Use the superseded-read flags (upstream: a `supersedeKey` is configured). */
  supersede: boolean;
  pruneUseless: boolean;
}

/** Rows that are superseded or useless, with their reason; superseded wins when both apply. */
export function specialCandidates(index: CompactionIndex, options: CandidateOptions): Map<number, PruneReason> {
  const out = new Map<number, PruneReason>();
  for (let row = 0; row < index.ids.length; row += 1) {
    if (index.kinds[row] !== Kind.toolResult) continue;
    const flags = index.flags[row] ?? 0;
    if ((flags & Flag.pruned) !== 0) continue;
    if (options.supersede && (flags & Flag.superseded) !== 0) out.set(row, 'superseded');
    else if (options.pruneUseless && isUselessCandidate(flags, index.tokens[row] ?? 0)) out.set(row, 'useless');
  }
  return out;
}

function isUselessCandidate(flags: number, tokens: number): boolean {
  if ((flags & Flag.useless) === 0 || (flags & (Flag.error | Flag.protected)) !== 0) return false;
  return estimatePrunedSavings(tokens, USELESS_NOTICE) > 0;
}

/** `suffix[row]` = estimated tokens of all `message` entries strictly after `row`. */
export function messageSuffixTokens(index: CompactionIndex): number[] {
  const suffix = new Array<number>(index.ids.length);
  let acc = 0;
  for (let row = index.ids.length - 1; row >= 0; row -= 1) {
    suffix[row] = acc;
    if (isMessageKind(index.kinds[row])) acc += index.tokens[row] ?? 0;
  }
  return suffix;
}

/** The index as it reads after the decisions are applied: blanked rows carry the placeholder's estimate. */
export function applyPruneDecisions(index: CompactionIndex, decisions: readonly PruneDecision[]): CompactionIndex {
  if (decisions.length === 0) return index;
  const rows = new Map(index.ids.map((id, row) => [id, row]));
  const tokens = [...index.tokens];
  const flags = [...index.flags];
  for (const decision of decisions) {
    const row = rows.get(decision.id);
    if (row === undefined) throw new Error(`prune decision for an entry outside the index: ${decision.id}`);
    tokens[row] = countTokens(pruneNotice(decision));
    flags[row] = (flags[row] ?? 0) | Flag.pruned;
  }
  return { ...index, tokens, flags };
}
