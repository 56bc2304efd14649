/**
 * Provider usage → the internal Usage (wire-formats spec §2.6). Internal `input` excludes cached tokens, so the
 * prompt is input + cacheRead + cacheWrite: OpenAI and Gemini report cached tokens inside their prompt count and
 * they are subtracted; Anthropic reports them apart and nothing is. Missing numbers read as 0. Pure.
 */
import type { Usage } from '../session/messages';
import { isObject, type JsonObject } from './read';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const obj = (v: unknown): JsonObject => (isObject(v) ? v : {});

const usage = (parts: Omit<Usage, 'totalTokens'> & { totalTokens?: number }): Usage => ({
  ...parts,
  totalTokens: parts.totalTokens || parts.input + parts.output + parts.cacheRead + parts.cacheWrite,
});

/** `Message.usage`: input, cache reads and cache writes (5m + 1h) are separate; thinking is billed as output. */
export function anthropicUsage(raw: unknown): Usage {
  const u = obj(raw);
  return usage({
    input: num(u.input_tokens),
    output: num(u.output_tokens),
    cacheRead: num(u.cache_read_input_tokens),
    cacheWrite: num(u.cache_creation_input_tokens),
  });
}

interface PromptCounts {
  /** The whole prompt, cached tokens included. */
  prompt: number;
  cached: number;
  output: number;
  reasoning: number;
  total: number;
}

/** Usage of a provider that counts cached tokens inside the prompt (OpenAI, Gemini, Codex). */
function cachedInPrompt(c: PromptCounts): Usage {
  return usage({
    input: Math.max(0, c.prompt - c.cached),
    output: c.output,
    cacheRead: c.cached,
    cacheWrite: 0,
    totalTokens: c.total,
    ...(c.reasoning > 0 ? { reasoningTokens: c.reasoning } : {}),
  });
}

/** `ChatCompletion.usage`: cached tokens are part of prompt_tokens; reasoning is part of completion_tokens. */
export function openAiChatUsage(raw: unknown): Usage {
  const u = obj(raw);
  return cachedInPrompt({
    prompt: num(u.prompt_tokens),
    cached: num(obj(u.prompt_tokens_details).cached_tokens),
    output: num(u.completion_tokens),
    reasoning: num(obj(u.completion_tokens_details).reasoning_tokens),
    total: num(u.total_tokens),
  });
}

/** `Response.usage`: as Chat, with input/output names. */
export function openAiResponsesUsage(raw: unknown): Usage {
  const u = obj(raw);
  return cachedInPrompt({
    prompt: num(u.input_tokens),
    cached: num(obj(u.input_tokens_details).cached_tokens),
    output: num(u.output_tokens),
    reasoning: num(obj(u.output_tokens_details).reasoning_tokens),
    total: num(u.total_tokens),
  });
}

/**
 * `usageMetadata`: cached content is part of promptTokenCount; tool-use prompt tokens are prompt too; thoughts are
 * billed as output but reported apart from candidates.
 */
export function geminiUsage(raw: unknown): Usage {
  const u = obj(raw);
  const thoughts = num(u.thoughtsTokenCount);
  return cachedInPrompt({
    prompt: num(u.promptTokenCount) + num(u.toolUsePromptTokenCount),
    cached: num(u.cachedContentTokenCount),
    output: num(u.candidatesTokenCount) + thoughts,
    reasoning: thoughts,
    total: num(u.totalTokenCount),
  });
}

/** A Codex rollout's `token_count.info.last_token_usage` (codex-rs protocol TokenUsage): as Responses, other names. */
export function codexUsage(raw: unknown): Usage {
  const u = obj(raw);
  return cachedInPrompt({
    prompt: num(u.input_tokens),
    cached: num(u.cached_input_tokens),
    output: num(u.output_tokens),
    reasoning: num(u.reasoning_output_tokens),
    total: num(u.total_tokens),
  });
}
