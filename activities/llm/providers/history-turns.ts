/**
 * The converted history of a live turn (core convertToLlm: user, developer, assistant, tool result) as the plain
 * turns every provider accepts (compaction spec §8: a handoff sends the same history as a live turn): text, tool
 * calls and their results, paired. Providers reject a tool call without its result right after it, and a result
 * without its call, so an unanswered call gets a "no result recorded" result and an orphaned result becomes user
 * text. Thinking blocks are dropped (their signatures are model-bound); images become a text placeholder. Pure.
 */
import type { LlmMessage } from '../../../core/compaction/convert-to-llm';
import type { UserContent } from '../../../core/session/content-blocks';

export interface ToolCallTurn {
  readonly id: string;
  readonly name: string;
  readonly args: Record<string, unknown>;
}

export type HistoryTurn =
  | { readonly role: 'user'; readonly text: string }
  | { readonly role: 'assistant'; readonly text: string; readonly calls: readonly ToolCallTurn[] }
  | {
      readonly role: 'tool';
      readonly callId: string;
      readonly name: string;
      readonly text: string;
      readonly isError: boolean;
    };

export const NO_RESULT = '(no result recorded)';

/** Ids every provider accepts (Anthropic's is the strictest: letters, digits, _ and -). */
export const wireId = (id: string): string => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'call';

const textOf = (content: UserContent): string =>
  typeof content === 'string'
    ? content
    : content.map((block) => (block.type === 'text' ? block.text : '[image]')).join('\n');

export function historyTurns(messages: readonly LlmMessage[]): HistoryTurn[] {
  const turns: HistoryTurn[] = [];
  let pending = new Map<string, string>();
  const answerPending = () => {
    for (const [callId, name] of pending) turns.push({ role: 'tool', callId, name, text: NO_RESULT, isError: true });
    pending = new Map();
  };
  for (const message of messages) {
    if (message.role === 'toolResult') {
      const callId = wireId(message.toolCallId);
      const text = textOf(message.content) || '(empty result)';
      if (pending.delete(callId)) {
        turns.push({ role: 'tool', callId, name: message.toolName, text, isError: message.isError });
      } else {
        turns.push({ role: 'user', text: `[Result of tool ${message.toolName}]\n${text}` });
      }
      continue;
    }
    answerPending();
    if (message.role === 'assistant') {
      const text = message.content.flatMap((b) => (b.type === 'text' && b.text.trim() ? [b.text] : [])).join('\n');
      const calls = message.content.flatMap((b) =>
        b.type === 'toolCall' ? [{ id: wireId(b.id), name: b.name, args: b.arguments ?? {} }] : [],
      );
      if (text === '' && calls.length === 0) continue;
      turns.push({ role: 'assistant', text, calls });
      pending = new Map(calls.map((c) => [c.id, c.name]));
      continue;
    }
    const text = textOf(message.content);
    if (text.trim() !== '') turns.push({ role: 'user', text });
  }
  answerPending();
  return turns;
}
