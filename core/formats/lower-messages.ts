/**
 * The messages of a context in the four roles an export works from (user, developer, assistant, tool result):
 * convertToLlm's conversion, except that a compaction summary keeps its snapcompact frames (image blocks after the
 * summary text) and its native replacement history (as the user message's provider payload); failed turns are
 * dropped with their results, as the context rebuild does (they have no wire form). Pure; never mutates input.
 */
import { convertToLlm, type LlmMessage } from '../compaction/convert-to-llm';
import { dropFailedTurns } from '../session/context-cleanup';
import type { AgentMessage, CompactionSummaryMessage, UserMessage } from '../session/messages';

export function lowerMessages(messages: readonly AgentMessage[]): LlmMessage[] {
  const hasSummary = messages.some((m) => m.role === 'compactionSummary');
  const kept = dropFailedTurns(messages);
  return convertToLlm(hasSummary ? kept.map((m) => (m.role === 'compactionSummary' ? summaryAsUser(m) : m)) : kept);
}

function summaryAsUser(message: CompactionSummaryMessage): UserMessage {
  const plain = convertToLlm([message])[0] as UserMessage;
  const frames = message.blocks ?? message.images ?? [];
  const text = typeof plain.content === 'string' ? plain.content : '';
  return {
    ...plain,
    content: frames.length > 0 ? [{ type: 'text', text }, ...frames] : plain.content,
    ...(message.providerPayload !== undefined ? { providerPayload: message.providerPayload } : {}),
  };
}
