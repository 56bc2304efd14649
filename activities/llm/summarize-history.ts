/**
 * The history summary (spec §6.3): the initial prompt, or the update prompt when a previous summary exists,
 * over per-message serialized chunks. A transcript larger than one call's input budget is folded: windows are
 * summarized in order, each carrying the previous window's output as `<previous-summary>`. When the provider
 * reports a context overflow, the failing window is re-planned at half its budget (down to the minimum); any
 * other failure propagates. Reads no database: callers pass serialized text.
 */
import {
  assembleSummaryPrompt,
  foldInputBudget,
  historySummaryMaxTokens,
  minFoldInputTokens,
  planFoldWindows,
  resolveReasoningEffort,
  shrunkFoldBudget,
  type FoldWindow,
  type ReasoningEffort,
  type ThinkingLevel,
} from '../../core/summary';
import { NO_PRIOR_HISTORY } from '../../core/compaction/merge-summaries';
import { isFailureOf } from '../failures';
import type { Completion } from './providers/types';
import {
  addUsage,
  callSummarizer,
  focusToAppend,
  instructionText,
  isCutOff,
  outputCap,
  NO_USAGE,
  type SummarizerDeps,
  type SummaryProgress,
  type SummaryResult,
} from './summary-call';

export interface HistorySummaryInput {
  /** The messages to summarize, each serialized alone, in order (the transcript is their `\n\n` join). */
  readonly messages: readonly string[];
  readonly previousSummary?: string;
  /** `<additional-context>` lines (hook context, memory backend). */
  readonly additionalContext?: readonly string[];
  /** Custom instructions (`/compact focus…`), appended as `Additional focus:`. */
  readonly focus?: string;
  /** Replaces the initial/update prompt (hook `session.compacting` prompt). */
  readonly promptOverride?: string;
  readonly reserveTokens?: number;
  readonly thinkingLevel?: ThinkingLevel;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: SummaryProgress) => void;
}

interface Pending {
  readonly window: FoldWindow;
  readonly budget: number;
}

interface FoldPlan {
  readonly maxTokens: number;
  readonly minInput: number;
  readonly reasoning: ReasoningEffort | undefined;
  readonly queue: Pending[];
}

/** Summarizes `messages`; with none, returns the previous summary unchanged (or `No prior history.`). */
export async function summarizeHistory(deps: SummarizerDeps, input: HistorySummaryInput): Promise<SummaryResult> {
  const promptHash = deps.prompts.hash;
  if (input.messages.length === 0) {
    return { text: input.previousSummary || NO_PRIOR_HISTORY, model: '', promptHash, usage: NO_USAGE, calls: 0 };
  }
  const plan = planFold(deps, input);
  let summary = input.previousSummary;
  let usage = NO_USAGE;
  let model = deps.completer.model;
  let calls = 0;
  let done = 0;
  let cutOff = false;
  while (plan.queue.length > 0) {
    calls++;
    const completion = await summarizeWindow(deps, input, plan, summary);
    if (completion === undefined) continue;
    summary = completion.text;
    cutOff = isCutOff(completion);
    model = completion.model;
    usage = addUsage(usage, completion.usage);
    done++;
    input.onProgress?.({ call: done, windowsPlanned: done + plan.queue.length, outputTokens: usage.output });
  }
  return { text: summary as string, model, promptHash, usage, calls, ...(cutOff ? { cutOff: true as const } : {}) };
}

function planFold(deps: SummarizerDeps, input: HistorySummaryInput): FoldPlan {
  const maxTokens = outputCap(deps, historySummaryMaxTokens(input.reserveTokens), 'full');
  const budget = foldInputBudget(deps.completer.contextWindow, maxTokens);
  return {
    maxTokens,
    minInput: minFoldInputTokens(deps.completer.contextWindow),
    reasoning: resolveReasoningEffort(input.thinkingLevel, deps.completer.reasoningEfforts),
    queue: planFoldWindows(input.messages, budget).map((window) => ({ window, budget })),
  };
}

/**
 * Summarizes the next queued window on top of `previous`. On a context overflow that can still be halved,
 * re-plans that window's chunks at the halved budget at the head of the queue and returns undefined.
 */
async function summarizeWindow(
  deps: SummarizerDeps,
  input: HistorySummaryInput,
  plan: FoldPlan,
  previous: string | undefined,
): Promise<Completion | undefined> {
  const { window, budget } = plan.queue.shift() as Pending;
  const id = previous ? 'summary-update' : 'summary-initial';
  const prompt = assembleSummaryPrompt({
    conversation: window.text,
    previousSummary: previous,
    additionalContext: input.additionalContext,
    basePrompt: input.promptOverride ?? instructionText(deps, id, { maxTokens: plan.maxTokens, focus: input.focus }),
    focus: input.promptOverride === undefined ? focusToAppend(deps, id, input.focus) : input.focus,
  });
  const call = { label: 'Summarization', prompt, maxTokens: plan.maxTokens, reasoning: plan.reasoning };
  try {
    return await callSummarizer(deps, { ...call, signal: input.signal });
  } catch (error) {
    const shrunk = isFailureOf(error, 'ContextOverflow')
      ? shrunkFoldBudget({ windowBudget: budget, sentTokens: window.tokens, minInput: plan.minInput })
      : undefined;
    if (shrunk === undefined) throw error;
    const chunks = input.messages.slice(window.firstChunk, window.lastChunk + 1);
    plan.queue.unshift(
      ...planFoldWindows(chunks, shrunk, window.firstChunk).map((w) => ({ window: w, budget: shrunk })),
    );
    return undefined;
  }
}
