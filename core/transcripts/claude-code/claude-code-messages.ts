/**
 * Claude Code lines → session messages (wire-formats spec §5.2), decoded with the anthropic format's block readers
 * (core/formats/anthropic/blocks.ts). An API message written as one line per content block becomes one assistant
 * message: blocks in line order, usage once (the last line's, which every line repeats), `message.id` as its
 * response id, no stop reason in the file → toolUse when it calls tools, else stop; a `<synthetic>` message (made
 * by Claude Code, not the model) is an error turn, which the LLM context leaves out. A user line's text and images
 * become user messages and its `tool_result` blocks tool results (with Claude Code's `toolUseResult` as details);
 * lines Claude Code wrote itself (`isMeta`, slash-command echoes) become developer messages. Whitespace-only text is
 * dropped (the API refuses it when sent back). Pure.
 */
import { anthropicAssistantBlocks, anthropicUserMessages } from '../../formats/anthropic/blocks';
import { OpenCalls } from '../../formats/open-calls';
import { anthropicStop } from '../../formats/stop-reasons';
import { anthropicUsage } from '../../formats/usage';
import type { AssistantMessage, StoredMessage, UserContent } from '../../session/messages';
import { namingLine } from '../bad-lines';
import { isoTime, isRaw, transcriptReader } from '../transcript-lines';
import type { ClaudeCodeIndex, ClaudeCodeLine } from './claude-code-index';

const SYNTHETIC_MODEL = '<synthetic>';
/** Text Claude Code adds to the conversation itself: slash-command echoes and their output. */
const HARNESS_TEXT =
  /^\s*<(command-name|command-message|local-command-stdout|local-command-stderr|local-command-caveat)>/;

const r = transcriptReader('claude-code');

export const lineTime = (line: ClaudeCodeLine): string =>
  namingLine(line.line, () => isoTime(r, line.raw.timestamp, '/timestamp'));

const blank = (text: string) => text.trim() === '';

export function assistantMessage(group: readonly ClaudeCodeLine[]): AssistantMessage {
  const first = group[0]!;
  const last = group[group.length - 1]!;
  const content = group.flatMap((line) =>
    namingLine(line.line, () => {
      const raw = line.message!.content;
      const blocks = typeof raw === 'string' ? [{ type: 'text', text: raw }] : r.array(raw, '/message/content');
      return anthropicAssistantBlocks(blocks, '/message/content', r);
    }),
  );
  const kept = content.filter((b) => b.type !== 'text' || !blank(b.text));
  const model = namingLine(last.line, () => r.optionalString(last.message!.model, '/message/model'));
  const id = namingLine(first.line, () => r.optionalString(first.message!.id, '/message/id'));
  const synthetic = model === SYNTHETIC_MODEL;
  const stop = anthropicStop(
    last.message!.stop_reason,
    kept.some((b) => b.type === 'toolCall'),
  );
  return {
    role: 'assistant',
    content: kept,
    api: 'anthropic-messages',
    provider: 'anthropic',
    ...(model !== undefined && !synthetic ? { model } : {}),
    usage: anthropicUsage(last.message!.usage),
    ...(synthetic ? { stopReason: 'error', errorMessage: syntheticText(kept) } : stop),
    ...(id !== undefined ? { responseId: id } : {}),
    timestamp: Date.parse(lineTime(first)),
  };
}

const syntheticText = (blocks: AssistantMessage['content']): string =>
  blocks.map((b) => (b.type === 'text' ? b.text : '')).join('') || 'synthetic message';

/** Every tool call of the transcript's assistant lines, so a result can name its call wherever that line is. */
export function transcriptCalls(index: ClaudeCodeIndex): OpenCalls {
  const calls = new OpenCalls();
  const blocks = [...index.groups.values()].flat().flatMap((line) => {
    const content = line.message?.content;
    return Array.isArray(content) ? content : [];
  });
  for (const block of blocks) {
    if (isRaw(block) && block.type === 'tool_use' && typeof block.id === 'string' && typeof block.name === 'string')
      calls.add({ id: block.id, name: block.name });
  }
  return calls;
}

/** A message made from a line, with its position among the line's messages (for a deterministic entry id). */
export interface LineMessage {
  message: StoredMessage;
  position: number;
}

/** The user line's messages in block order; whitespace-only text is dropped, harness text becomes developer. */
export function userLineMessages(line: ClaudeCodeLine, calls: OpenCalls): LineMessage[] {
  const timestamp = Date.parse(lineTime(line));
  const decoded = namingLine(line.line, () =>
    anthropicUserMessages(line.message!.content, '/message/content', { r, calls, timestamp }),
  );
  const results = decoded.filter((m) => m.role === 'toolResult').length;
  return decoded.flatMap((message, position): LineMessage[] => {
    if (message.role === 'toolResult') {
      const details = results === 1 && line.raw.toolUseResult !== undefined ? { details: line.raw.toolUseResult } : {};
      return [{ message: { ...message, ...details }, position }];
    }
    if (message.role !== 'user') return [{ message, position }];
    const content = withoutBlankText(message.content);
    if (content === undefined) return [];
    const role = fromHarness(line, content) ? 'developer' : 'user';
    return [{ message: { ...message, role, content }, position }];
  });
}

function withoutBlankText(content: UserContent): UserContent | undefined {
  if (typeof content === 'string') return blank(content) ? undefined : content;
  const kept = content.filter((b) => b.type !== 'text' || !blank(b.text));
  return kept.length > 0 ? kept : undefined;
}

/** True for a line Claude Code wrote into the conversation itself rather than the person typing. */
function fromHarness(line: ClaudeCodeLine, content: UserContent): boolean {
  const text = typeof content === 'string' ? content : content.find((b) => b.type === 'text');
  const first = typeof text === 'string' ? text : text?.type === 'text' ? text.text : undefined;
  return line.raw.isMeta === true || (first !== undefined && HARNESS_TEXT.test(first));
}
