/**
 * The turn-prefix summary of a split turn (spec §4.6, §6.3): the removed beginning of an oversized turn whose
 * end is kept verbatim. One call, half the reserve as output cap, no previous summary, no extra context, no
 * focus. Always local: callers pass an SDK Completer, never the remote endpoint (spec §13.1-5).
 */
import {
  assembleSummaryPrompt,
  resolveReasoningEffort,
  turnPrefixMaxTokens,
  type ThinkingLevel,
} from '../../core/summary';
import {
  callSummarizer,
  instructionText,
  oneCallResult,
  outputCap,
  type SummarizerDeps,
  type SummaryResult,
} from './summary-call';

export interface TurnPrefixInput {
  /** Serialized messages of the turn prefix. */
  readonly conversation: string;
  readonly reserveTokens?: number;
  readonly thinkingLevel?: ThinkingLevel;
  readonly signal?: AbortSignal;
}

export async function summarizeTurnPrefix(deps: SummarizerDeps, input: TurnPrefixInput): Promise<SummaryResult> {
  const maxTokens = outputCap(deps, turnPrefixMaxTokens(input.reserveTokens), 'at-most');
  const prompt = assembleSummaryPrompt({
    conversation: input.conversation,
    basePrompt: instructionText(deps, 'turn-prefix', { maxTokens }),
  });
  const completion = await callSummarizer(deps, {
    label: 'Turn prefix summarization',
    prompt,
    maxTokens,
    reasoning: resolveReasoningEffort(input.thinkingLevel, deps.completer.reasoningEfforts),
    signal: input.signal,
  });
  return oneCallResult(deps, completion);
}
