/**
 * The handoff document (spec §8, seed "Handoff generation"): a document for a successor instance, generated
 * from the serialized conversation with the handoff prompt and an optional focus; automatic (threshold) handoffs
 * get the built-in auto-handoff focus. Reasoning resolves like the summaries. An empty document is returned as a
 * value: the caller decides between "next method" (auto) and an error (manual). With the live agent's system
 * prompt, tools and converted history (the session's agent configuration) the request is a live turn's with tool
 * choice "none" and the handoff prompt as the last user message: the document is asked for, never a tool call.
 */
import {
  assembleSummaryPrompt,
  historySummaryMaxTokens,
  resolveReasoningEffort,
  type ThinkingLevel,
} from '../../core/summary';
import type { LlmMessage } from '../../core/compaction/convert-to-llm';
import { withGateFocus } from '../../core/quality/quality-gate';
import { isFailureOf } from '../failures';
import type { Completion, ToolDefinition } from './providers/types';
import {
  focusToAppend,
  instructionText,
  isCutOff,
  outputCap,
  type SummarizerDeps,
  type SummaryResult,
} from './summary-call';

export interface HandoffInput {
  /** Serialized conversation to hand off. */
  readonly conversation: string;
  /** Extra focus from the user (`/handoff focus…`). */
  readonly focus?: string;
  /** True for automatic threshold maintenance: adds the auto-handoff focus when no focus is given. */
  readonly automatic?: boolean;
  /** The host's live system prompt, when it wants its cache prefix reused; default: the summarizer's. */
  readonly systemPrompt?: string;
  /**
   * The live turn's converted history: sent as real messages, the handoff prompt then the last user message; when
   * the provider rejects it, `conversation` is sent instead. Absent: `conversation` in the prompt, as for summaries.
   */
  readonly history?: readonly LlmMessage[];
  /** The live agent's tool definitions: sent with tool choice "none" (spec §8). */
  readonly tools?: readonly ToolDefinition[];
  readonly reserveTokens?: number;
  readonly thinkingLevel?: ThinkingLevel;
  readonly signal?: AbortSignal;
  /** The quality gate's retry: what the rejected document lacked, appended to the focus (the user's or the auto one). */
  readonly gateFocus?: string;
}

export async function generateHandoffDocument(deps: SummarizerDeps, input: HandoffInput): Promise<SummaryResult> {
  const { prompts } = deps.prompts;
  const asked = input.focus?.trim() ? input.focus : input.automatic ? prompts['handoff-auto-focus'].text : undefined;
  const focus = input.gateFocus ? withGateFocus(asked, input.gateFocus) : asked;
  const maxTokens = outputCap(deps, historySummaryMaxTokens(input.reserveTokens), 'full');
  const instruction = instructionText(deps, 'handoff-document', { maxTokens, focus });
  const appended = focusToAppend(deps, 'handoff-document', focus);
  const base = {
    system: input.systemPrompt ?? prompts['summarizer-system'].text,
    maxTokens,
    reasoning: resolveReasoningEffort(input.thinkingLevel, deps.completer.reasoningEfforts),
    signal: input.signal,
    ...(input.tools?.length ? { tools: input.tools, toolChoice: 'none' as const } : {}),
  };
  const serialized = () =>
    deps.completer.complete({
      ...base,
      prompt: assembleSummaryPrompt({ conversation: input.conversation, basePrompt: instruction, focus: appended }),
    });
  let completion: Completion;
  let calls = 1;
  if (input.history?.length) {
    const prompt = instruction + (appended?.trim() ? `\n\nAdditional focus: ${appended}` : '');
    completion = await deps.completer.complete({ ...base, history: input.history, prompt }).catch((error: unknown) => {
      // A history the provider refuses (a shape our conversion missed) must not cost the handoff: the serialized
      // conversation carries the same content in one message. Overflow, auth and outages are not retried here.
      if (!isFailureOf(error, 'ProviderRejected')) throw error;
      calls = 2;
      return serialized();
    });
  } else {
    completion = await serialized();
  }
  return {
    text: completion.text.trim(),
    model: completion.model,
    promptHash: deps.prompts.hash,
    usage: completion.usage,
    calls,
    ...(isCutOff(completion) ? { cutOff: true as const } : {}),
  };
}
