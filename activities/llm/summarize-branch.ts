/**
 * The branch summary of tree navigation (spec §9.2): the serialized abandoned branch (already packed into its
 * budget by the caller) summarized with the branch prompt, or with the caller's custom instructions *instead*
 * of it; 2048 output tokens, no reasoning option; the preamble is prepended. `<files>` is the caller's job.
 */
import { assembleSummaryPrompt, BRANCH_SUMMARY_MAX_TOKENS } from '../../core/summary';
import { instructionText, NO_USAGE, outputCap, type SummarizerDeps, type SummaryResult } from './summary-call';

export const NO_BRANCH_CONTENT = 'No content to summarize';
export const NO_BRANCH_SUMMARY = 'No summary generated';

export interface BranchSummaryInput {
  /** Serialized branch messages; empty = nothing to summarize. */
  readonly conversation: string;
  /** Replaces the branch prompt entirely (no focus appending). */
  readonly customInstructions?: string;
  readonly signal?: AbortSignal;
}

export async function summarizeBranch(deps: SummarizerDeps, input: BranchSummaryInput): Promise<SummaryResult> {
  const { prompts, hash } = deps.prompts;
  if (input.conversation.trim() === '') {
    return { text: NO_BRANCH_CONTENT, model: '', promptHash: hash, usage: NO_USAGE, calls: 0 };
  }
  const custom = input.customInstructions?.trim() ? input.customInstructions : undefined;
  const maxTokens = outputCap(deps, BRANCH_SUMMARY_MAX_TOKENS, 'at-most');
  const completion = await deps.completer.complete({
    system: prompts['summarizer-system'].text,
    prompt: assembleSummaryPrompt({
      conversation: input.conversation,
      basePrompt: custom ?? instructionText(deps, 'branch-summary', { maxTokens }),
    }),
    maxTokens,
    signal: input.signal,
  });
  const body = completion.text.trim();
  const text = body === '' ? NO_BRANCH_SUMMARY : `${prompts['branch-summary-preamble'].text}\n\n${body}`;
  return { text, model: completion.model, promptHash: hash, usage: completion.usage, calls: 1 };
}
