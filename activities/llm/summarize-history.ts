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
  NO_PRIOR_HISTORY,
  planFoldWindows,
  resolveReasoningEffort,
  shrunkFoldBudget,
  type FoldWindow,
  type ThinkingLevel,
} from '../../core/summary';
import { isFailureOf } from '../failures';
import {
  addUsage,
  callSummarizer,
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

/** Summarizes `messages`; with none, returns the previous summary unchanged (or `No prior history.`). */
export async function summarizeHistory(deps: SummarizerDeps, input: HistorySummaryInput): Promise<SummaryResult> {
  const promptHash = deps.prompts.hash;
  if (input.messages.length === 0) {
    return { text: input.previousSummary || NO_PRIOR_HISTORY, model: '', promptHash, usage: NO_USAGE, calls: 0 };
  }
  const maxTokens = historySummaryMaxTokens(input.reserveTokens);
  const minInput = minFoldInputTokens(deps.completer.contextWindow);
  const budget = foldInputBudget(deps.completer.contextWindow, maxTokens);
  const reasoning = resolveReasoningEffort(input.thinkingLevel, deps.completer.reasoningEfforts);
  const queue: Pending[] = planFoldWindows(input.messages, budget).map((window) => ({ window, budget }));
  let summary = input.previousSummary;
  let usage = NO_USAGE;
  let calls = 0;
  let model = deps.completer.model;
  let done = 0;
  while (queue.length > 0) {
    const { window, budget: windowBudget } = queue.shift() as Pending;
    const prompt = assembleSummaryPrompt({
      conversation: window.text,
      previousSummary: summary,
      additionalContext: input.additionalContext,
      basePrompt: input.promptOverride ?? basePrompt(deps, summary),
      focus: input.focus,
    });
    calls++;
    try {
      const completion = await callSummarizer(deps, {
        label: 'Summarization',
        prompt,
        maxTokens,
        reasoning,
        signal: input.signal,
      });
      summary = completion.text;
      model = completion.model;
      usage = addUsage(usage, completion.usage);
    } catch (error) {
      const shrunk = isFailureOf(error, 'ContextOverflow')
        ? shrunkFoldBudget({ windowBudget, sentTokens: window.tokens, minInput })
        : undefined;
      if (shrunk === undefined) throw error;
      const chunks = input.messages.slice(window.firstChunk, window.lastChunk + 1);
      queue.unshift(...planFoldWindows(chunks, shrunk, window.firstChunk).map((w) => ({ window: w, budget: shrunk })));
      continue;
    }
    done++;
    input.onProgress?.({ call: done, windowsPlanned: done + queue.length, outputTokens: usage.output });
  }
  return { text: summary as string, model, promptHash, usage, calls };
}

function basePrompt(deps: SummarizerDeps, previousSummary: string | undefined): string {
  const id = previousSummary ? 'summary-update' : 'summary-initial';
  return deps.prompts.prompts[id].text;
}
