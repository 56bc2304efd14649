/**
 * Codex `token_count` events (protocol.rs TokenCountEvent / TokenUsage): the usage of the request that produced an
 * assistant turn (`info.last_token_usage`) in the internal Usage (wire-formats spec §2.6: cached input is part of
 * `input_tokens` and is subtracted; reasoning is part of the output). An event without usage info (rate limits
 * only) reads as undefined. Pure.
 */
import type { Usage } from '../../session/messages';
import { isRaw } from '../transcript-lines';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function lastRequestUsage(payload: unknown): Usage | undefined {
  const info = isRaw(payload) ? payload.info : undefined;
  const last = isRaw(info) ? info.last_token_usage : undefined;
  if (!isRaw(last)) return undefined;
  const cached = num(last.cached_input_tokens);
  const reasoning = num(last.reasoning_output_tokens);
  const usage: Usage = {
    input: Math.max(0, num(last.input_tokens) - cached),
    output: num(last.output_tokens),
    cacheRead: cached,
    cacheWrite: 0,
    totalTokens: num(last.total_tokens) || num(last.input_tokens) + num(last.output_tokens),
  };
  return reasoning > 0 ? { ...usage, reasoningTokens: reasoning } : usage;
}
