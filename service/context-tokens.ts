/**
 * The context's local token estimate (core/compaction/tokens.ts) with each message's part remembered by the message
 * object: the cached branch hands the same stored message objects to every rebuild, so an append estimates only the
 * messages it added or that the rebuild made anew (summaries, rewritten turns). Session messages are never mutated
 * (core builds new objects for any change), and the memory goes with the message.
 */
import { estimateMessageTokens } from '../core/compaction/tokens';
import type { AgentMessage } from '../core/session/messages';

const estimated = new WeakMap<AgentMessage, number>();

export function contextTokensOf(messages: readonly AgentMessage[]): number {
  let sum = 0;
  for (const message of messages) {
    let tokens = estimated.get(message);
    if (tokens === undefined) {
      tokens = estimateMessageTokens(message);
      estimated.set(message, tokens);
    }
    sum += tokens;
  }
  return sum;
}
