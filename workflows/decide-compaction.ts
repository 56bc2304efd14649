/**
 * The workflow's own pure decisions over the index: the decision number, whether a trigger proceeds, the size of
 * the context after a commit and the progress guard (compaction spec §2.5, §3.2–3.6, §3.9). Deterministic; part of
 * the replayed program, so changes go behind a patch (./patches/).
 */
import {
  compactionThreshold,
  DEFAULT_COMPACTION_SETTINGS,
  shouldCompact,
  type CompactionSettings,
} from '../core/compaction/settings';
import { DEFAULT_IDLE_THRESHOLD_TOKENS } from '../core/compaction/idle';
import type { CompactionRequestSettings, CompactionTrigger } from './compaction-types';

/** Residual context must land at or below this share of the threshold to count as progress. */
export const RECOVERY_BAND = 0.8;

export function effectiveSettings(requested: CompactionRequestSettings = {}): CompactionSettings {
  const { contextPromotion: _p, idleThresholdTokens: _i, contextWindow: _w, snapcompactShape: _s, ...rest } = requested;
  return { ...DEFAULT_COMPACTION_SETTINGS, ...rest };
}

/** v2: the request's settings over defaults that came from an activity result (not from this bundle's constants). */
export function settingsOver(
  defaults: CompactionSettings,
  requested: CompactionRequestSettings = {},
): CompactionSettings {
  const { contextPromotion: _p, idleThresholdTokens: _i, contextWindow: _w, snapcompactShape: _s, ...rest } = requested;
  const { nonMessageTokens: _n, remoteEndpoint: _r, ...settings } = rest;
  return { ...defaults, ...settings };
}

export type Gate = { kind: 'proceed' } | { kind: 'skip'; reason: 'below-threshold' | 'disabled' };

interface GateInput {
  trigger: CompactionTrigger;
  tokens: number;
  window: number;
  settings: CompactionSettings;
  idleThresholdTokens?: number;
}

/** Manual and recovery triggers always proceed; threshold needs the threshold crossed, idle its own floor. */
export function gateTrigger({ trigger, tokens, window, settings, idleThresholdTokens }: GateInput): Gate {
  if (trigger === 'threshold') {
    if (!settings.enabled || settings.strategy === 'off') return { kind: 'skip', reason: 'disabled' };
    return shouldCompact(tokens, window, settings) ? { kind: 'proceed' } : { kind: 'skip', reason: 'below-threshold' };
  }
  if (trigger === 'idle') {
    const floor = idleThresholdTokens ?? DEFAULT_IDLE_THRESHOLD_TOKENS;
    return tokens >= floor ? { kind: 'proceed' } : { kind: 'skip', reason: 'below-threshold' };
  }
  return { kind: 'proceed' };
}

/** The warning when a compaction left too little headroom to make progress (spec §3.9 step 11). */
export function progressWarning(
  tokensAfter: number,
  window: number,
  settings: CompactionSettings,
  recoveryBand = RECOVERY_BAND,
): string | undefined {
  const band = Math.floor(recoveryBand * compactionThreshold(window, settings));
  if (tokensAfter <= band) return undefined;
  const share = `${Math.round(recoveryBand * 100)}% of the threshold`;
  return `Compaction freed too little context to make progress: ${tokensAfter} tokens remain, above ${band} (${share}).`;
}
