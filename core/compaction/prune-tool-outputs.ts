/**
 * Age/size pruning (compaction spec §5.1) decided over the compaction index: protect the newest tool-output tokens,
 * blank older results only if the batch saves enough, never blank tiny results; superseded and useless results
 * bypass the protect window. The index starts at the keep boundary, so nothing before it can be chosen.
 */
import { Flag, Kind, type CompactionIndex } from './compaction-index';
import {
  MIN_PRUNE_TOKENS,
  estimatePrunedSavings,
  messageSuffixTokens,
  pruneNotice,
  specialCandidates,
  type PruneDecision,
} from './prune-candidates';

export interface PruneToolOutputsConfig {
  protectTokens: number;
  minimumSavings: number;
  pruneUseless: boolean;
  /** Treat superseded reads as candidates (upstream: a supersede key is configured). */
  supersede: boolean;
  /** Results followed by more message tokens than this sit in the warm cache prefix and are left alone. */
  cacheWarmSuffixTokens?: number;
}

export const DEFAULT_PRUNE_CONFIG: Readonly<PruneToolOutputsConfig> = Object.freeze({
  protectTokens: 40_000,
  minimumSavings: 20_000,
  pruneUseless: true,
  supersede: false,
});

/**
 * Walks tool results newest → oldest accumulating their estimates; a result becomes a candidate once the newer
 * results fill the protect window (or at once when superseded/useless), unless protected or under 50 tokens.
 * Returns nothing when the candidates would save less than `minimumSavings`.
 */
export function pruneToolOutputs(
  index: CompactionIndex,
  config: PruneToolOutputsConfig = DEFAULT_PRUNE_CONFIG,
): PruneDecision[] {
  const special = specialCandidates(index, config);
  const suffix = config.cacheWarmSuffixTokens === undefined ? undefined : messageSuffixTokens(index);
  const chosen: PruneDecision[] = [];
  let acc = 0;
  let saved = 0;
  for (let row = index.ids.length - 1; row >= 0; row -= 1) {
    if (index.kinds[row] !== Kind.toolResult) continue;
    const tokens = index.tokens[row] ?? 0;
    const flags = index.flags[row] ?? 0;
    const reason = special.get(row);
    const skip =
      (flags & Flag.pruned) !== 0 ||
      (suffix !== undefined && suffix[row]! > config.cacheWarmSuffixTokens!) ||
      (reason === undefined &&
        (acc < config.protectTokens || (flags & Flag.protected) !== 0 || tokens < MIN_PRUNE_TOKENS));
    acc += tokens;
    if (skip) continue;
    const decision: PruneDecision = { id: index.ids[row]!, reason: reason ?? 'age', tokens };
    saved += estimatePrunedSavings(tokens, pruneNotice(decision));
    chosen.push(decision);
  }
  if (chosen.length === 0 || saved < config.minimumSavings) return [];
  return chosen.reverse();
}
