/**
 * When a session counts as idle enough to compact (compaction spec §3.6, with a prompt-cache-aware default delay):
 * idle compaction is enabled, the context has at least `idleThresholdTokens` (and that floor is above zero), and the
 * session has been quiet for the delay — by default the model's prompt-cache lifetime plus a margin, so that a warm
 * cache the next turn could still read is never thrown away. Pure.
 */
import { promptCacheSeconds } from '../models/prompt-cache';

export const DEFAULT_IDLE_THRESHOLD_TOKENS = 200_000;
export const IDLE_TIMEOUT_MIN_SECONDS = 60;
export const IDLE_TIMEOUT_MAX_SECONDS = 3600;
/** Added to the cache lifetime: clocks and the provider's own eviction are not exact. */
export const IDLE_CACHE_MARGIN_SECONDS = 60;

export interface IdleKnobs {
  idleEnabled?: boolean;
  idleThresholdTokens?: number;
  idleTimeoutSeconds?: number;
  /** Overrides the model's prompt-cache lifetime. */
  promptCacheSeconds?: number;
}

export interface IdlePolicy {
  enabled: boolean;
  thresholdTokens: number;
  delaySeconds: number;
  cacheSeconds: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function idlePolicy(knobs: IdleKnobs, model: string | undefined): IdlePolicy {
  const cacheSeconds = promptCacheSeconds(model, knobs.promptCacheSeconds);
  const delay = knobs.idleTimeoutSeconds ?? cacheSeconds + IDLE_CACHE_MARGIN_SECONDS;
  return {
    enabled: knobs.idleEnabled === true,
    thresholdTokens: knobs.idleThresholdTokens ?? DEFAULT_IDLE_THRESHOLD_TOKENS,
    delaySeconds: clamp(delay, IDLE_TIMEOUT_MIN_SECONDS, IDLE_TIMEOUT_MAX_SECONDS),
    cacheSeconds,
  };
}

export interface IdleState {
  contextTokens: number;
  /** Milliseconds since the session's last activity. */
  idleMs: number;
}

export type IdleVerdict =
  { qualifies: true; cacheExpired: boolean } | { qualifies: false; reason: 'disabled' | 'below-threshold' | 'recent' };

export function idleVerdict(policy: IdlePolicy, state: IdleState): IdleVerdict {
  if (!policy.enabled || policy.thresholdTokens <= 0) return { qualifies: false, reason: 'disabled' };
  if (state.contextTokens < policy.thresholdTokens) return { qualifies: false, reason: 'below-threshold' };
  if (state.idleMs < policy.delaySeconds * 1000) return { qualifies: false, reason: 'recent' };
  return { qualifies: true, cacheExpired: state.idleMs >= policy.cacheSeconds * 1000 };
}
