/**
 * Post-passes of context rebuild (compaction spec §10 steps 6–7): dangling tool calls are removed from assistant
 * turns (a rewritten turn also loses redacted thinking and thinking signatures), and in LLM mode failed turns
 * (stopReason aborted/error) are dropped with the tool results paired to their calls. Pure; never mutates input.
 */
import type { AgentMessage, AssistantBlock, AssistantMessage } from './messages';

/** Removes tool calls that no emitted tool result answers; `transcript` keeps emptied turns with a marker. */
export function stripDanglingToolCalls(messages: readonly AgentMessage[], transcript: boolean): AgentMessage[] {
  const answered = new Set<string>();
  for (const m of messages) if (m.role === 'toolResult') answered.add(m.toolCallId);
  const out: AgentMessage[] = [];
  for (const m of messages) {
    if (m.role !== 'assistant') {
      out.push(m);
      continue;
    }
    const rewritten = answeredContent(m, answered);
    if (rewritten === m.content) out.push(m);
    else if (rewritten.length > 0) out.push({ ...m, content: rewritten });
    else if (transcript) out.push({ ...m, content: rewritten, strippedToolCalls: danglingCalls(m, answered) });
  }
  return out;
}

/** What `answered` knows: the tool call ids some tool result answers. */
export interface AnsweredCalls {
  has(toolCallId: string): boolean;
}

/**
 * An assistant turn's content without the tool calls nothing answers (and, once rewritten, without redacted
 * thinking and thinking signatures): the same array when no call dangles, so a caller can tell the two apart.
 */
export function answeredContent(m: AssistantMessage, answered: AnsweredCalls): AssistantBlock[] {
  return danglingCalls(m, answered) === 0 ? m.content : m.content.flatMap((b) => rewriteBlock(b, answered));
}

const danglingCalls = (m: AssistantMessage, answered: AnsweredCalls): number =>
  m.content.filter((b) => b.type === 'toolCall' && !answered.has(b.id)).length;

function rewriteBlock(block: AssistantBlock, answered: AnsweredCalls): AssistantBlock[] {
  if (block.type === 'toolCall') return answered.has(block.id) ? [block] : [];
  if (block.type === 'redactedThinking') return [];
  if (block.type === 'thinking' && block.thinkingSignature !== undefined) {
    const { thinkingSignature: _dropped, ...rest } = block;
    return [rest];
  }
  return [block];
}

/** A custom message of this type right after a failed turn marks it as interrupted thinking worth keeping. */
export const INTERRUPTED_THINKING_TYPE = 'interrupted-thinking';

/** An aborted or errored assistant turn: LLM mode drops it unless the interrupted-thinking marker follows. */
export const failedTurn = (m: AgentMessage): m is AssistantMessage =>
  m.role === 'assistant' && (m.stopReason === 'aborted' || m.stopReason === 'error');

export const markedInterrupted = (next: AgentMessage | undefined): boolean =>
  next?.role === 'custom' && next.customType === INTERRUPTED_THINKING_TYPE;

/**
 * LLM mode: drops aborted/error assistant turns (unless the interrupted-thinking marker follows) and the tool
 * results answering their tool calls.
 */
export function dropFailedTurns(messages: readonly AgentMessage[]): AgentMessage[] {
  const dropped = new Set<AgentMessage>();
  const orphanedCalls = new Set<string>();
  messages.forEach((m, i) => {
    if (!failedTurn(m) || markedInterrupted(messages[i + 1])) return;
    dropped.add(m);
    for (const b of m.content) if (b.type === 'toolCall') orphanedCalls.add(b.id);
  });
  return messages.filter((m) => !dropped.has(m) && !(m.role === 'toolResult' && orphanedCalls.has(m.toolCallId)));
}
