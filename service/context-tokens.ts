/**
 * The context's local token estimate (core/compaction/tokens.ts) with each message's part remembered by the message
 * object: the cached branch hands the same stored message objects to every rebuild and every turn's index, so a
 * read or a turn's maintenance estimates only the messages that are new or that the rebuild made anew (summaries,
 * rewritten turns). Session messages are never mutated (core builds new objects for any change), and the memory
 * goes with the message.
 */
import { estimateMessageTokens } from '../core/compaction/tokens';
import type { AgentMessage } from '../core/session/messages';

const estimated = new WeakMap<AgentMessage, number>();

export function contextTokensOf(messages: readonly AgentMessage[]): number {
  let sum = 0;
  for (const message of messages) sum += messageTokensOf(message);
  return sum;
}

/** One message's estimate, remembered. */
export function messageTokensOf(message: AgentMessage): number {
  let tokens = estimated.get(message);
  if (tokens === undefined) {
    tokens = estimateMessageTokens(message);
    estimated.set(message, tokens);
  }
  return tokens;
}
