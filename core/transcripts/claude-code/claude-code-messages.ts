/**
 * Claude Code lines → session messages (wire-formats spec §5.2). An API message written as one line per content
 * block becomes one assistant message: blocks in line order, usage once (the last line's, which every line
 * repeats), `message.id` as its response id, no stop reason in the file → toolUse when it calls tools, else stop;
 * a `<synthetic>` message (made by Claude Code, not the model) is an error turn, which the LLM context leaves out.
 * A user line becomes user text and images, its `tool_result` blocks tool results; lines Claude Code wrote itself
 * (`isMeta`, slash-command echoes) become developer messages. Whitespace-only text is dropped (the API refuses it
 * when sent back). Pure.
 */
import type { AssistantMessage, StoredMessage, ToolResultMessage } from '../../session/messages';
import { LineReader, type Raw } from '../transcript-lines';
import {
  anthropicAssistantBlocks,
  anthropicInputBlocks,
  anthropicStopReason,
  anthropicUsage,
} from './anthropic-blocks';
import type { ClaudeCodeLine } from './claude-code-index';

const SYNTHETIC_MODEL = '<synthetic>';
/** Text Claude Code adds to the conversation itself: slash-command echoes and their output. */
const HARNESS_TEXT =
  /^\s*<(command-name|command-message|local-command-stdout|local-command-stderr|local-command-caveat)>/;

export const lineTime = (line: ClaudeCodeLine): string =>
  new LineReader(line.line).timestamp(line.raw.timestamp, 'timestamp');

const blank = (text: string) => text.trim() === '';

export function assistantMessage(group: readonly ClaudeCodeLine[]): AssistantMessage {
  const first = group[0]!;
  const last = group[group.length - 1]!;
  const content = group.flatMap((line) => {
    const r = new LineReader(line.line);
    const raw = line.message!.content;
    const blocks = typeof raw === 'string' ? [{ type: 'text', text: raw }] : r.array(raw, 'message.content');
    return anthropicAssistantBlocks(blocks, r, 'message.content');
  });
  const kept = content.filter((b) => b.type !== 'text' || !blank(b.text));
  const r = new LineReader(last.line);
  const model = r.optionalString(last.message!.model, 'message.model');
  const id = r.optionalString(first.message!.id, 'message.id');
  const message: AssistantMessage = {
    role: 'assistant',
    content: kept,
    api: 'anthropic-messages',
    provider: 'anthropic',
    ...(model !== undefined && model !== SYNTHETIC_MODEL ? { model } : {}),
    usage: anthropicUsage(last.message!.usage),
    stopReason: anthropicStopReason(
      last.message!.stop_reason,
      kept.some((b) => b.type === 'toolCall'),
    ),
    ...(id !== undefined ? { responseId: id } : {}),
    timestamp: Date.parse(lineTime(first)),
  };
  if (model === SYNTHETIC_MODEL) {
    message.stopReason = 'error';
    message.errorMessage = kept.map((b) => (b.type === 'text' ? b.text : '')).join('') || 'synthetic message';
  }
  return message;
}

/** True for a line Claude Code wrote into the conversation itself rather than the person typing. */
const fromHarness = (line: ClaudeCodeLine, text: string | undefined): boolean =>
  line.raw.isMeta === true || (text !== undefined && HARNESS_TEXT.test(text));

/** A message made from one block of a line (0 for a line whose content is a string). */
export interface BlockMessage {
  message: StoredMessage;
  block: number;
}

/**
 * The user line's messages, in block order: text and images as one user (or developer) message per run of them,
 * each tool_result whose id is in `answered` skipped (it was placed after its call already).
 */
export function userMessages(line: ClaudeCodeLine, answered: ReadonlySet<string>): BlockMessage[] {
  const r = new LineReader(line.line);
  const timestamp = Date.parse(lineTime(line));
  const raw = line.message!.content;
  if (typeof raw === 'string') {
    if (blank(raw)) return [];
    return [{ message: { role: fromHarness(line, raw) ? 'developer' : 'user', content: raw, timestamp }, block: 0 }];
  }
  const out: BlockMessage[] = [];
  let run: { block: number; values: Raw[] } = { block: 0, values: [] };
  const flush = (next: number) => {
    const content = anthropicInputBlocks(run.values, r, 'message.content').filter(
      (b) => b.type !== 'text' || !blank(b.text),
    );
    const firstText = content.find((b) => b.type === 'text');
    const role = fromHarness(line, firstText?.type === 'text' ? firstText.text : undefined) ? 'developer' : 'user';
    if (content.length > 0) out.push({ message: { role, content, timestamp }, block: run.block });
    run = { block: next, values: [] };
  };
  r.array(raw, 'message.content').forEach((value, i) => {
    const block = r.object(value, `message.content.${i}`);
    if (block.type !== 'tool_result') return void run.values.push(block);
    flush(i + 1);
    const id = r.string(block.tool_use_id, `message.content.${i}.tool_use_id`);
    if (!answered.has(id)) r.fail(`message.content.${i}.tool_use_id`, `${id} answers no tool_use in this transcript`);
  });
  flush(0);
  return out;
}

/** The tool result answering `toolUseId` on its user line, with the index of its block. */
export function toolResultMessage(line: ClaudeCodeLine, toolUseId: string, toolName: string): BlockMessage {
  const r = new LineReader(line.line);
  const blocks = r.array(line.message!.content, 'message.content');
  const at = blocks.findIndex((b) => (b as Raw | null)?.type === 'tool_result' && (b as Raw).tool_use_id === toolUseId);
  const field = `message.content.${at}`;
  const block = r.object(blocks[at], field);
  const raw = block.content;
  const content =
    raw === undefined || raw === null
      ? []
      : typeof raw === 'string'
        ? [{ type: 'text' as const, text: raw }]
        : anthropicInputBlocks(r.array(raw, `${field}.content`), r, `${field}.content`);
  const results = blocks.filter((b) => (b as Raw | null)?.type === 'tool_result').length;
  const details = results === 1 && line.raw.toolUseResult !== undefined ? { details: line.raw.toolUseResult } : {};
  const message: ToolResultMessage = {
    role: 'toolResult',
    toolCallId: toolUseId,
    toolName,
    content,
    ...details,
    isError: block.is_error === true,
    timestamp: Date.parse(lineTime(line)),
  };
  return { message, block: at };
}
