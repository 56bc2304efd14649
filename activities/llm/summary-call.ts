/**
 * What every summarization function shares: its dependencies, its result shape, and one summarizer call with
 * the summarizer system prompt whose empty answer is a typed failure (an empty summary would silently erase
 * history).
 */
import { renderPromptTemplate, usesPlaceholder } from '../../core/summary/prompt-templates';
import { failure } from '../failures';
import type { PromptId, PromptSet } from './prompts';
import type { Completer, Completion, CompletionRequest, CompletionUsage } from './providers/types';

/** What a tenant's or session's settings add to every call (docs/compaction.md, "Summarizer control"). */
export interface SummaryControl {
  /** Appended to the instruction prompt of every summary, turn prefix, branch summary and handoff call. */
  readonly instructions?: string;
  /** The output cap of the summary and handoff calls; the turn prefix and branch summary get at most this. */
  readonly maxSummaryTokens?: number;
}

export interface SummarizerDeps {
  readonly prompts: PromptSet;
  readonly completer: Completer;
  readonly control?: SummaryControl;
}

/**
 * The instruction text of a call: prompt `id` (built-in or a custom template) with its placeholders rendered and
 * the settings' instructions appended. Cannot fail: a stored template passed its check when it was written.
 */
export function instructionText(
  deps: SummarizerDeps,
  id: PromptId,
  values: { maxTokens: number; focus?: string },
): string {
  const text = renderPromptTemplate(deps.prompts.prompts[id].text, {
    maxTokens: String(values.maxTokens),
    focus: values.focus?.trim() ?? '',
  });
  const extra = deps.control?.instructions?.trim();
  return extra ? `${text}\n\n${extra}` : text;
}

/** The focus to append as `Additional focus:`: none when prompt `id` places it itself (`{{focus}}`). */
export const focusToAppend = (deps: SummarizerDeps, id: PromptId, focus: string | undefined) =>
  usesPlaceholder(deps.prompts.prompts[id].text, 'focus') ? undefined : focus;

/** A call's output cap under the length budget: `full` calls get the budget, the others at most it. */
export function outputCap(deps: SummarizerDeps, fallback: number, share: 'full' | 'at-most'): number {
  const budget = deps.control?.maxSummaryTokens;
  if (budget === undefined) return fallback;
  return share === 'full' ? budget : Math.min(fallback, budget);
}

/** The output of a summarization function: the text plus what to record on the compaction. */
export interface SummaryResult {
  readonly text: string;
  /** `provider/id` that produced the text (empty when no call was needed). */
  readonly model: string;
  /** The prompt-set hash (activities/llm/prompts.ts) of the prompts used. */
  readonly promptHash: string;
  readonly usage: CompletionUsage;
  /** Provider calls made, failed ones included. */
  readonly calls: number;
  /** The final text stopped at the output limit (max_tokens / length): it may end mid-section. */
  readonly cutOff?: true;
}

/** Stop reasons meaning "the output limit was reached" on each wire API. */
const CUT_OFF_REASONS = new Set(['max_tokens', 'length', 'max_output_tokens', 'MAX_TOKENS']);

export const isCutOff = (completion: Pick<Completion, 'stopReason'>): boolean =>
  completion.stopReason !== undefined && CUT_OFF_REASONS.has(completion.stopReason);

/** Progress of a multi-call summarization, for activity heartbeats and the workflow's progress query. */
export interface SummaryProgress {
  readonly call: number;
  readonly windowsPlanned: number;
  readonly outputTokens: number;
}

export type Call = Omit<CompletionRequest, 'system'> & { readonly label: string };

/** One call with the summarizer system prompt; throws ProviderRejected on an empty answer. */
export async function callSummarizer(deps: SummarizerDeps, call: Call) {
  const { label, ...request } = call;
  const completion = await deps.completer.complete({
    ...request,
    system: deps.prompts.prompts['summarizer-system'].text,
  });
  if (completion.text.trim() === '') {
    throw failure('ProviderRejected', {
      message: `${label} failed: ${completion.model} returned an empty answer (${completion.stopReason ?? 'no stop reason'})`,
      details: { model: completion.model },
    });
  }
  return completion;
}

/** The result of a summary made in one call. */
export const oneCallResult = (deps: SummarizerDeps, completion: Completion): SummaryResult => ({
  text: completion.text,
  model: completion.model,
  promptHash: deps.prompts.hash,
  usage: completion.usage,
  calls: 1,
  ...(isCutOff(completion) ? { cutOff: true as const } : {}),
});

export const addUsage = (a: CompletionUsage, b: CompletionUsage): CompletionUsage => ({
  input: a.input + b.input,
  output: a.output + b.output,
});

export const NO_USAGE: CompletionUsage = { input: 0, output: 0 };
