/**
 * Output and input token budgets of the summarizer calls (spec §6.3, §9.2). Pure arithmetic over settings;
 * `reserveTokens` unset means the engine default 16384.
 */

import { DEFAULT_RESERVE_TOKENS, MAX_SUMMARY_TOKENS } from '../compaction/settings';

export const BRANCH_SUMMARY_MAX_TOKENS = 2048;
/** Context window assumed by the fold when the model's window is unknown (spec §13.1-7). */
export const DEFAULT_FOLD_CONTEXT_WINDOW = 200000;
/** Headroom the fold leaves for the system prompt, instructions and previous summary of each call. */
const FOLD_PROMPT_HEADROOM = 16384;

const reserveOf = (reserveTokens: number | undefined): number => reserveTokens ?? DEFAULT_RESERVE_TOKENS;

/** History summary output cap: min(floor(0.8·reserve), 16384). */
export function historySummaryMaxTokens(reserveTokens?: number): number {
  return Math.min(Math.floor(0.8 * reserveOf(reserveTokens)), MAX_SUMMARY_TOKENS);
}

/** Turn-prefix summary output cap: min(floor(0.5·reserve), 16384). */
export function turnPrefixMaxTokens(reserveTokens?: number): number {
  return Math.min(Math.floor(0.5 * reserveOf(reserveTokens)), MAX_SUMMARY_TOKENS);
}

/** Short (UI) summary output cap: min(512, floor(0.2·reserve)). */
export function shortSummaryMaxTokens(reserveTokens?: number): number {
  return Math.min(512, Math.floor(0.2 * reserveOf(reserveTokens)));
}

/** Smallest input budget the fold may shrink a window to: min(16384, max(1024, floor(W/8))). */
export function minFoldInputTokens(contextWindow?: number): number {
  const window = contextWindow || DEFAULT_FOLD_CONTEXT_WINDOW;
  return Math.min(16384, Math.max(1024, Math.floor(window / 8)));
}

/** Transcript tokens one fold call may carry: max(minIn, floor(0.8·W) − maxTokens − 16384). */
export function foldInputBudget(contextWindow: number | undefined, maxTokens: number): number {
  const window = contextWindow || DEFAULT_FOLD_CONTEXT_WINDOW;
  return Math.max(minFoldInputTokens(window), Math.floor(0.8 * window) - maxTokens - FOLD_PROMPT_HEADROOM);
}

/**
 * The budget to re-plan a window with after the provider reported a context overflow: half of the smaller of
 * the window budget and what was actually sent, or undefined when that would fall below the minimum (then the
 * overflow propagates).
 */
export function shrunkFoldBudget(options: {
  windowBudget: number;
  sentTokens: number;
  minInput: number;
}): number | undefined {
  const halved = Math.floor(Math.min(options.windowBudget, options.sentTokens) / 2);
  return halved >= options.minInput ? halved : undefined;
}
