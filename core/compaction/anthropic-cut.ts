/**
 * Where Anthropic's server-side compaction ends (compaction spec §13.4): the messages the server compacts are
 * followed in every later request by the compaction block (an assistant turn) and then the messages kept verbatim,
 * so the boundary must never fall between a tool call and its result, and what follows the block must start a user
 * turn (roles alternate). The planned boundary (after the messages to summarize and the split turn's prefix) is
 * moved back to the nearest point where both hold; the messages it moves past are the exact tail, kept verbatim
 * after the block. Pure: messages in, two slices out.
 */
import type { AgentMessage } from '../session/messages';

/** The smallest trigger the server accepts (spec §13.4; not stated by the SDK's types). */
export const MIN_TRIGGER_TOKENS = 50_000;
/** The smallest context the server compacts (spec §13.4). */
export const MIN_CONTEXT_TOKENS = 55_000;

export interface AnthropicCut {
  /** What the server compacts. */
  compacted: AgentMessage[];
  /** The planned messages held back from the server, replayed verbatim right after the block. */
  exactTail: AgentMessage[];
}

/** A message the Anthropic encoding sends as the start of a user turn (a tool result continues its call's turn). */
const startsUserTurn = (message: AgentMessage | undefined): boolean =>
  message === undefined || (message.role !== 'assistant' && message.role !== 'toolResult');

/**
 * 1. Number the planned messages and the kept ones after them as one sequence.
 * 2. A tool call at i whose result is at r > i forbids every boundary b with i < b <= r.
 * 3. The boundary is the largest b <= planned.length that is not forbidden and whose next message starts a user
 *    turn (no next message: the kept region is empty, any boundary works); 0 (nothing compacted) when none is.
 * A call whose result appears nowhere forbids nothing: the encoder pairs it with a synthetic result.
 */
export function anthropicCut(planned: readonly AgentMessage[], kept: readonly AgentMessage[]): AnthropicCut {
  const all = [...planned, ...kept];
  const callAt = new Map<string, number>();
  all.forEach((message, i) => {
    if (message.role !== 'assistant') return;
    for (const block of message.content) if (block.type === 'toolCall') callAt.set(block.id, i);
  });
  const forbidden = new Array<number>(all.length + 2).fill(0);
  all.forEach((message, r) => {
    const i = message.role === 'toolResult' ? callAt.get(message.toolCallId) : undefined;
    if (i === undefined || i >= r) return;
    forbidden[i + 1]! += 1;
    forbidden[r + 1]! -= 1;
  });
  let open = 0;
  const blocked = forbidden.slice(0, planned.length + 1).map((delta) => (open += delta) > 0);
  for (let b = planned.length; b > 0; b--) {
    if (!blocked[b] && startsUserTurn(all[b])) {
      return { compacted: planned.slice(0, b), exactTail: planned.slice(b) };
    }
  }
  return { compacted: [], exactTail: [...planned] };
}
