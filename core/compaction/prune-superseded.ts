/**
 * The per-turn, cache-aware pass (compaction spec §5.2) decided over the compaction index: superseded reads and
 * useless results are blanked only where it does not churn the provider's prompt cache — close to the tail, or
 * anywhere once the session has idled past the cache lifetime. No minimum-savings gate. Time arrives as `now`.
 */
import type { CompactionIndex } from './compaction-index';
import { messageSuffixTokens, specialCandidates, type PruneDecision } from './prune-candidates';

export interface PruneSupersededConfig {
  supersede: boolean;
  pruneUseless: boolean;
  suffixTokenLimit: number;
  idleFlushMs: number;
  /**
   * When the session was last active for the idle rule (epoch ms); default: the newest message of the index. A
   * caller pruning right after a turn passes the moment before that turn (the turn itself is never idle).
   */
  lastActivityAt?: number;
}

export const DEFAULT_SUPERSEDE_CONFIG: Readonly<PruneSupersededConfig> = Object.freeze({
  supersede: true,
  pruneUseless: true,
  suffixTokenLimit: 8_000,
  idleFlushMs: 30 * 60_000,
});

/** Superseded/useless rows to blank at time `now` (epoch ms), oldest first. */
export function pruneSupersededToolResults(
  index: CompactionIndex,
  now: number,
  config: PruneSupersededConfig = DEFAULT_SUPERSEDE_CONFIG,
): PruneDecision[] {
  const candidates = specialCandidates(index, config);
  if (candidates.size === 0) return [];
  const since = config.lastActivityAt ?? index.lastMessageAt;
  const idle = since !== undefined && now - since >= config.idleFlushMs;
  const suffix = idle ? undefined : messageSuffixTokens(index);
  const out: PruneDecision[] = [];
  for (const [row, reason] of candidates) {
    if (suffix && suffix[row]! > config.suffixTokenLimit) continue;
    out.push({ id: index.ids[row]!, reason, tokens: index.tokens[row] ?? 0 });
  }
  return out;
}
