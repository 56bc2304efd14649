/**
 * The handoff document (spec §8, seed "Handoff generation"): a document for a successor instance, generated
 * from the serialized conversation with the handoff prompt and an optional focus; automatic (threshold) handoffs
 * get the built-in auto-handoff focus. Reasoning resolves like the summaries. An empty document is returned as a
 * value: the caller decides between "next method" (auto) and an error (manual). With the live agent's system
 * prompt and tools (the session's agent configuration) the request is the live turn's prefix with tool choice
 * "none": the document is asked for, never a tool call.
 */
import {
  assembleSummaryPrompt,
  historySummaryMaxTokens,
  resolveReasoningEffort,
  type ThinkingLevel,
} from '../../core/summary';
import type { ToolDefinition } from './providers/types';
import type { SummarizerDeps, SummaryResult } from './summary-call';

export interface HandoffInput {
  /** Serialized conversation to hand off. */
  readonly conversation: string;
  /** Extra focus from the user (`/handoff focus…`). */
  readonly focus?: string;
  /** True for automatic threshold maintenance: adds the auto-handoff focus when no focus is given. */
  readonly automatic?: boolean;
  /** The host's live system prompt, when it wants its cache prefix reused; default: the summarizer's. */
  readonly systemPrompt?: string;
  /** The live agent's tool definitions: sent with tool choice "none" (spec §8). */
  readonly tools?: readonly ToolDefinition[];
  readonly reserveTokens?: number;
  readonly thinkingLevel?: ThinkingLevel;
  readonly signal?: AbortSignal;
}

export async function generateHandoffDocument(deps: SummarizerDeps, input: HandoffInput): Promise<SummaryResult> {
  const { prompts } = deps.prompts;
  const focus = input.focus?.trim() ? input.focus : input.automatic ? prompts['handoff-auto-focus'].text : undefined;
  const completion = await deps.completer.complete({
    system: input.systemPrompt ?? prompts['summarizer-system'].text,
    prompt: assembleSummaryPrompt({
      conversation: input.conversation,
      basePrompt: prompts['handoff-document'].text,
      focus,
    }),
    maxTokens: historySummaryMaxTokens(input.reserveTokens),
    reasoning: resolveReasoningEffort(input.thinkingLevel, deps.completer.reasoningEfforts),
    signal: input.signal,
    ...(input.tools?.length ? { tools: input.tools, toolChoice: 'none' as const } : {}),
  });
  return {
    text: completion.text.trim(),
    model: completion.model,
    promptHash: deps.prompts.hash,
    usage: completion.usage,
    calls: 1,
  };
}
