/**
 * Recognizes provider errors from their status and message: a context overflow (spec §3.3; the table covers
 * OpenAI, Anthropic, Google and common OpenAI-compatible servers such as llama.cpp, vLLM and proxies) and a bad
 * key reported without 401/403. Pure: callers pass the status and message they extracted from the SDK error.
 */

/** Each pattern names the provider wording it exists for; matched case-insensitively against the message. */
export const OVERFLOW_PATTERNS: readonly { readonly source: string; readonly pattern: RegExp }[] = [
  { source: 'anthropic', pattern: /prompt is too long/i },
  { source: 'anthropic input + max_tokens', pattern: /input length and `?max_tokens`? exceed context limit/i },
  { source: 'anthropic 413', pattern: /request_too_large/i },
  { source: 'openai chat', pattern: /maximum context length is \d+ tokens/i },
  { source: 'openai code', pattern: /context_length_exceeded/i },
  { source: 'openai responses', pattern: /exceeds the context window/i },
  { source: 'google', pattern: /input token count.*exceeds the maximum/i },
  { source: 'google payload bytes', pattern: /request payload size exceeds the limit/i },
  { source: 'llama.cpp', pattern: /exceeds the available context size/i },
  { source: 'vllm', pattern: /maximum context length|context length (?:is|of) \d+/i },
  { source: 'generic', pattern: /context[ _-]?(?:length|window)[ _-]?(?:exceeded|overflow)/i },
  { source: 'generic', pattern: /reduce the length of the messages/i },
  { source: 'generic', pattern: /too many (?:input )?tokens/i },
  { source: 'proxy', pattern: /payload too large/i },
  { source: 'proxy 413', pattern: /\b413\b.*too large/i },
];

/** Error codes/types that mean an overflow whatever the message says (OpenAI `code`, Anthropic 413 `type`). */
export const OVERFLOW_CODES: ReadonlySet<string> = new Set([
  'context_length_exceeded',
  'request_too_large',
  'context_window_exceeded',
]);

export interface ProviderErrorFacts {
  readonly status?: number;
  readonly message: string;
  /** The body's machine-readable code or type, when the caller has it; it is checked before the message. */
  readonly code?: string;
}

/**
 * True when the error means the input overflowed the model's window: an overflow code, HTTP 413, a message matching
 * the table, or a 4xx whose body was empty (some gateways answer an oversized request that way).
 */
export function isContextOverflowError(error: ProviderErrorFacts): boolean {
  if (error.code !== undefined && OVERFLOW_CODES.has(error.code)) return true;
  if (error.status === 413) return true;
  if (error.status !== undefined && error.status >= 400 && error.status < 500 && /\(no body\)/i.test(error.message)) {
    return error.status !== 401 && error.status !== 403 && error.status !== 429;
  }
  return OVERFLOW_PATTERNS.some(({ pattern }) => pattern.test(error.message));
}

/** Auth failures some providers report without 401/403 (Gemini answers a bad key with 400 INVALID_ARGUMENT). */
const AUTH_PATTERNS: readonly RegExp[] = [/API_KEY_INVALID/, /API key not valid/i, /invalid[ _-]api[ _-]key/i];

/** True for 401/403, or a 400 whose message says the key itself is bad. */
export function isProviderAuthError(error: ProviderErrorFacts): boolean {
  if (error.status === 401 || error.status === 403) return true;
  return error.status === 400 && AUTH_PATTERNS.some((pattern) => pattern.test(error.message));
}
