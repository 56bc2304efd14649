/**
 * Maps the session's thinking level to the reasoning effort of a summarizer call (spec §6.3, case 32):
 * `off` → none; unset or `inherit` → `high`; an explicit level → that level; then clamped to what the model
 * supports (none at all for models without reasoning). Pure.
 */

export const REASONING_EFFORTS = ['minimal', 'low', 'medium', 'high', 'xhigh'] as const;
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];
export type ThinkingLevel = 'off' | 'inherit' | ReasoningEffort;

/**
 * The effort to request, or undefined to send no reasoning option. `supported` lists the efforts the model
 * accepts (empty = no reasoning); a level above the highest supported one is lowered to it, below the lowest
 * raised to it.
 */
export function resolveReasoningEffort(
  level: ThinkingLevel | undefined,
  supported: readonly ReasoningEffort[],
): ReasoningEffort | undefined {
  if (level === 'off' || supported.length === 0) return undefined;
  const wanted: ReasoningEffort = level === undefined || level === 'inherit' ? 'high' : level;
  if (supported.includes(wanted)) return wanted;
  const rank = (e: ReasoningEffort) => REASONING_EFFORTS.indexOf(e);
  const sorted = [...supported].sort((a, b) => rank(a) - rank(b));
  const below = sorted.filter((e) => rank(e) < rank(wanted));
  return below.length > 0 ? below[below.length - 1] : sorted[0];
}

const OPENAI_REASONING = /^(?:o[1-9]|gpt-5)/i;
const ANTHROPIC_REASONING = /claude-(?:3-7-sonnet|(?:opus|sonnet|haiku)-4)/i;
const GOOGLE_REASONING = /gemini-(?:2\.5|[3-9])/i;

/**
 * Reasoning efforts a summarizer model accepts, from its provider and id when no catalog says otherwise:
 * OpenAI o-series and gpt-5 (gpt-5 also `minimal`), Claude 3.7 and 4.x, Gemini 2.5 and later. Unknown
 * OpenAI-compatible models get none, so no reasoning option is ever sent to a server that may reject it.
 */
export function defaultReasoningEfforts(provider: string, id: string): ReasoningEffort[] {
  if (provider === 'openai' || provider === 'openai-chat') {
    if (!OPENAI_REASONING.test(id)) return [];
    return /^gpt-5/i.test(id) ? ['minimal', 'low', 'medium', 'high'] : ['low', 'medium', 'high'];
  }
  if (provider === 'anthropic' && ANTHROPIC_REASONING.test(id)) return ['low', 'medium', 'high'];
  if (provider === 'google' && GOOGLE_REASONING.test(id)) return ['low', 'medium', 'high'];
  return [];
}

/** Thinking-token budget for providers that take a budget instead of an effort (Anthropic, Gemini). */
export function reasoningBudgetTokens(effort: ReasoningEffort): number {
  const budgets: Record<ReasoningEffort, number> = {
    minimal: 1024,
    low: 2048,
    medium: 8192,
    high: 16384,
    xhigh: 32768,
  };
  return budgets[effort];
}
