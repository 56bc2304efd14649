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
    const dangling = m.content.filter((b) => b.type === 'toolCall' && !answered.has(b.id)).length;
    if (dangling === 0) {
      out.push(m);
      continue;
    }
    const content = m.content.flatMap((b) => rewriteBlock(b, answered));
    if (content.length > 0) out.push({ ...m, content });
    else if (transcript) out.push({ ...m, content, strippedToolCalls: dangling });
  }
  return out;
}

function rewriteBlock(block: AssistantBlock, answered: ReadonlySet<string>): AssistantBlock[] {
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

const failed = (m: AgentMessage): m is AssistantMessage =>
  m.role === 'assistant' && (m.stopReason === 'aborted' || m.stopReason === 'error');

const markedInterrupted = (next: AgentMessage | undefined): boolean =>
  next?.role === 'custom' && next.customType === INTERRUPTED_THINKING_TYPE;

/**
 * LLM mode: drops aborted/error assistant turns (unless the interrupted-thinking marker follows) and the tool
 * results answering their tool calls.
 */
export function dropFailedTurns(messages: readonly AgentMessage[]): AgentMessage[] {
  const dropped = new Set<AgentMessage>();
  const orphanedCalls = new Set<string>();
  messages.forEach((m, i) => {
    if (!failed(m) || markedInterrupted(messages[i + 1])) return;
    dropped.add(m);
    for (const b of m.content) if (b.type === 'toolCall') orphanedCalls.add(b.id);
  });
  return messages.filter((m) => !dropped.has(m) && !(m.role === 'toolResult' && orphanedCalls.has(m.toolCallId)));
}
