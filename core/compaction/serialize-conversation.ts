/**
 * The transcript the summarizer reads (compaction spec §6.2, legacy form without a model dialect): one paragraph
 * per part — `[User]:`, `[Think]:`, `[Assistant]:`, `[Tool Call]:`, `[Tool Result]:` — joined by blank lines.
 * Useless results and their calls are left out, long tool results are cut, developer messages are omitted.
 * `serializeConversationForSummary` also neutralizes the tags the summary prompt wraps the transcript in.
 */
import type { AgentMessage, AssistantMessage, TextBlock, UserContent } from '../session/messages';
import { convertToLlm } from './convert-to-llm';
import { safeStringify } from './tokens';

export const TOOL_RESULT_MAX_CHARS = 2000;

export function serializeConversation(messages: readonly AgentMessage[]): string {
  return serializeMessages(messages).join('\n\n');
}

/**
 * The transcript as one string per message (messages that serialize to nothing are left out), for summarizers that
 * fold long inputs window by window. Useless results are found across the whole batch first, so a call whose
 * result sits in a later message is dropped too.
 */
export function serializeMessages(messages: readonly AgentMessage[]): string[] {
  const llm = convertToLlm(messages);
  const uselessCalls = new Set<string>();
  for (const m of llm) if (m.role === 'toolResult' && m.useless === true && !m.isError) uselessCalls.add(m.toolCallId);
  const serialized: string[] = [];
  for (const message of llm) {
    const parts = messageParts(message, uselessCalls);
    if (parts.length > 0) serialized.push(parts.join('\n\n'));
  }
  return serialized;
}

function messageParts(message: ReturnType<typeof convertToLlm>[number], uselessCalls: ReadonlySet<string>): string[] {
  if (message.role === 'user') {
    const text = userText(message.content);
    return text ? [`[User]: ${text}`] : [];
  }
  if (message.role === 'assistant') return assistantParts(message, uselessCalls);
  if (message.role === 'toolResult' && !uselessCalls.has(message.toolCallId)) {
    const text = message.content
      .filter((b): b is TextBlock => b.type === 'text')
      .map((b) => b.text)
      .join('');
    return text ? [`[Tool Result]: ${truncateToolResult(text)}`] : [];
  }
  return [];
}

/** The serialized transcript with the prompt's wrapper tags neutralized. */
export function serializeConversationForSummary(messages: readonly AgentMessage[]): string {
  return escapeSummaryTags(serializeConversation(messages));
}

const WRAPPER_TAG = /<(?=\s*\/?\s*(?:conversation|previous-summary)\s*>)/gi;

/** Replaces the `<` of any `<conversation>`, `</conversation>`, `<previous-summary>`, `</previous-summary>`. */
export const escapeSummaryTags = (text: string): string => text.replace(WRAPPER_TAG, '&lt;');

/** Keeps the first 2000 characters (never half a surrogate pair) and says how many were cut. */
export function truncateToolResult(text: string): string {
  if (text.length <= TOOL_RESULT_MAX_CHARS) return text;
  let cut = TOOL_RESULT_MAX_CHARS;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}\n\n[... ${text.length - cut} more characters truncated]`;
}

function userText(content: UserContent): string {
  if (typeof content === 'string') return content;
  return content
    .filter((b): b is TextBlock => b.type === 'text')
    .map((b) => b.text)
    .join('\n');
}

function assistantParts(message: AssistantMessage, uselessCalls: ReadonlySet<string>): string[] {
  const thinking: string[] = [];
  const text: string[] = [];
  const calls: string[] = [];
  for (const block of message.content) {
    if (block.type === 'thinking' && block.thinking) thinking.push(block.thinking);
    else if (block.type === 'text' && block.text) text.push(block.text);
    else if (block.type === 'toolCall' && !uselessCalls.has(block.id)) {
      const args = Object.entries(block.arguments ?? {}).map(([k, v]) => `${k}=${safeStringify(v)}`);
      calls.push(`${block.name}(${args.join(', ')})`);
    }
  }
  const parts: string[] = [];
  if (thinking.length > 0) parts.push(`[Think]: ${thinking.join('\n')}`);
  if (text.length > 0) parts.push(`[Assistant]: ${text.join('\n')}`);
  if (calls.length > 0) parts.push(`[Tool Call]: ${calls.join('; ')}`);
  return parts;
}
