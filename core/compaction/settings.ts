/**
 * Compaction settings with the engine-level defaults (compaction spec §3.1) and threshold resolution (§3.2). Pure
 * arithmetic over a context window; an absent `reserveTokens` is a provenance signal ("the user never chose a
 * reserve"), so the defaults deliberately leave it out and spreading them keeps it unset.
 */

/** `compaction.strategy` (compaction spec §3.1; spec README "Strategy"): the one list. */
export const COMPACTION_STRATEGIES = ['context-full', 'snapcompact', 'handoff', 'off'] as const;

export type CompactionStrategy = (typeof COMPACTION_STRATEGIES)[number];

export interface CompactionSettings {
  enabled: boolean;
  strategy: CompactionStrategy;
  /** ≤0 or non-finite: reserve-based threshold; else a percentage clamped to [1, 99]. */
  thresholdPercent: number;
  /** >0 wins over the percentage; clamped to [1, window − 1]. */
  thresholdTokens: number;
  /** Unset means "engine default" and lets small windows fall back to a proportional reserve. */
  reserveTokens?: number;
  keepRecentTokens: number;
  midTurnEnabled: boolean;
  autoContinue: boolean;
  remoteEnabled: boolean;
  remoteStreamingV2Enabled: boolean;
  v2RetainedMessageBudget: number;
}

export const DEFAULT_RESERVE_TOKENS = 16384;
export const MAX_SUMMARY_TOKENS = 16384;

export const DEFAULT_COMPACTION_SETTINGS: Readonly<CompactionSettings> = Object.freeze({
  enabled: true,
  strategy: 'context-full',
  thresholdPercent: -1,
  thresholdTokens: -1,
  midTurnEnabled: true,
  keepRecentTokens: 20000,
  autoContinue: true,
  remoteEnabled: true,
  remoteStreamingV2Enabled: true,
  v2RetainedMessageBudget: 64000,
});

type ReserveSettings = Pick<CompactionSettings, 'reserveTokens'>;
type ThresholdSettings = Pick<CompactionSettings, 'reserveTokens' | 'thresholdPercent' | 'thresholdTokens'>;

/** The reserve the user asked for, never below 15% of the window. */
export function effectiveReserveTokens(window: number, settings: ReserveSettings): number {
  return Math.max(Math.floor(0.15 * window), settings.reserveTokens ?? DEFAULT_RESERVE_TOKENS);
}

/**
 * The reserve actually subtracted from the window. A reserve that would swallow the window falls back to 15% of it
 * (at least 1) — always when it reaches the window, and already near it when the reserve is only the default.
 */
export function budgetReserveTokens(window: number, settings: ReserveSettings): number {
  const proportional = Math.max(1, Math.floor(0.15 * window));
  const effective = effectiveReserveTokens(window, settings);
  const unset = settings.reserveTokens === undefined;
  if ((unset && effective >= window - proportional) || effective >= window) return proportional;
  return effective;
}

/** Context tokens above which compaction triggers (strictly greater compacts). */
export function compactionThreshold(window: number, settings: ThresholdSettings): number {
  const tokens = settings.thresholdTokens;
  if (Number.isFinite(tokens) && tokens > 0) return Math.min(window - 1, Math.max(1, tokens));
  const percent = settings.thresholdPercent;
  if (!Number.isFinite(percent) || percent <= 0) {
    return Math.max(0, Math.min(window - 1, window - budgetReserveTokens(window, settings)));
  }
  return Math.floor((window * Math.min(99, Math.max(1, percent))) / 100);
}

/** Whether `contextTokens` (the decision number of §2.5) exceeds the threshold of a `window`-token model. */
export function shouldCompact(
  contextTokens: number,
  window: number,
  settings: ThresholdSettings & Pick<CompactionSettings, 'enabled' | 'strategy'>,
): boolean {
  if (!settings.enabled || settings.strategy === 'off' || !(window > 0)) return false;
  return contextTokens > compactionThreshold(window, settings);
}
