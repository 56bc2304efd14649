/**
 * The maintenance an appended assistant turn gets before any threshold decision (compaction spec §3.3 steps 6–8):
 * first the cache-aware stale-result pass (§5.2: superseded reads and useless results, near the tail or after an
 * idle spell; runs even with compaction switched off, unless both of its switches are off), then — only with
 * compaction on and a turn that did not fail — the per-turn age pass (§5.1 with the per-turn constants: a warm-cache
 * suffix of 8,000 tokens, so in practice only useless results of the tail worth 20,000 tokens together). Decided
 * over the compaction index, which starts at the keep boundary, so nothing before it is touched. Pure: time arrives
 * as numbers.
 */
import type { CompactionIndex } from './compaction-index';
import { applyPruneDecisions, estimatePrunedSavings, pruneNotice, type PruneDecision } from './prune-candidates';
import { pruneSupersededToolResults } from './prune-superseded';
import { DEFAULT_PRUNE_CONFIG, pruneToolOutputs } from './prune-tool-outputs';

/** Upstream's host flush: after this long without a model call every stale result may go, wherever it sits. */
export const TURN_IDLE_FLUSH_MS = 90 * 60_000;
/** Results followed by more message tokens than this sit in the provider's warm cache prefix (spec §5.1–5.2). */
export const TURN_SUFFIX_TOKENS = 8_000;

export interface TurnMaintenanceOptions {
  /** The append's time (epoch ms). */
  now: number;
  /** When the session's previous model call answered (epoch ms): the idle rule measures from it. */
  lastActivityAt?: number;
  /** The idle spell after which the prompt cache is surely cold (default TURN_IDLE_FLUSH_MS). */
  idleFlushMs?: number;
  /** `compaction.supersedeReads` (default true): blank reads a newer read of the same file made stale. */
  supersedeReads?: boolean;
  /** `compaction.dropUseless` (default true): blank results their tool flagged as useless. */
  dropUseless?: boolean;
  /** Compaction switched on for this session (the age pass runs only then). */
  compactionEnabled: boolean;
  /** The turn ended with an error: the age pass does not run (spec §3.3 step 7). */
  failedTurn: boolean;
}

export interface TurnMaintenance {
  /** The results to blank, in index order; empty when the turn needs nothing. */
  decisions: PruneDecision[];
  /** Estimated tokens the blanking frees (each result's estimate less its placeholder's). */
  tokensFreed: number;
}

export function turnMaintenance(index: CompactionIndex, options: TurnMaintenanceOptions): TurnMaintenance {
  const supersede = options.supersedeReads !== false;
  const pruneUseless = options.dropUseless !== false;
  const stale =
    supersede || pruneUseless
      ? pruneSupersededToolResults(index, options.now, {
          supersede,
          pruneUseless,
          suffixTokenLimit: TURN_SUFFIX_TOKENS,
          idleFlushMs: options.idleFlushMs ?? TURN_IDLE_FLUSH_MS,
          lastActivityAt: options.lastActivityAt,
        })
      : [];
  const aged =
    options.compactionEnabled && !options.failedTurn
      ? pruneToolOutputs(applyPruneDecisions(index, stale), {
          ...DEFAULT_PRUNE_CONFIG,
          pruneUseless,
          supersede: false,
          cacheWarmSuffixTokens: TURN_SUFFIX_TOKENS,
        })
      : [];
  const decisions = [...stale, ...aged];
  const tokensFreed = decisions.reduce((sum, d) => sum + estimatePrunedSavings(d.tokens, pruneNotice(d)), 0);
  return { decisions, tokensFreed };
}
