/**
 * The short (UI-only) summary (spec §6.3): a few first-person sentences over the kept recent messages, with
 * the final history summary as `<previous-summary>` and the extra context. Output cap min(512, 0.2·reserve).
 */
import {
  assembleSummaryPrompt,
  resolveReasoningEffort,
  shortSummaryMaxTokens,
  type ThinkingLevel,
} from '../../core/summary';
import { callSummarizer, oneCallResult, type SummarizerDeps, type SummaryResult } from './summary-call';

export interface ShortSummaryInput {
  /** Serialized recent (kept) messages. */
  readonly conversation: string;
  /** The final history summary of this compaction. */
  readonly historySummary: string;
  readonly additionalContext?: readonly string[];
  readonly reserveTokens?: number;
  readonly thinkingLevel?: ThinkingLevel;
  readonly signal?: AbortSignal;
}

export async function shortSummary(deps: SummarizerDeps, input: ShortSummaryInput): Promise<SummaryResult> {
  const prompt = assembleSummaryPrompt({
    conversation: input.conversation,
    previousSummary: input.historySummary,
    additionalContext: input.additionalContext,
    basePrompt: deps.prompts.prompts['short-summary'].text,
  });
  const completion = await callSummarizer(deps, {
    label: 'Short summary',
    prompt,
    maxTokens: shortSummaryMaxTokens(input.reserveTokens),
    reasoning: resolveReasoningEffort(input.thinkingLevel, deps.completer.reasoningEfforts),
    signal: input.signal,
  });
  return oneCallResult(deps, completion);
}
