/**
 * Serializes archived agent messages into the snapcompact transcript (snapcompact spec §5.1): `¶user:`, `¶think:`,
 * `¶ai:` and `¶call:` sections joined by blank lines, tool output capped head+tail and printed in dim ink.
 */
import type { AgentMessage, AssistantMessage, TextBlock, ToolCallBlock, ToolResultMessage } from '../session/messages';
import { DIM_OFF, DIM_ON, stripMarkers } from './markers';
import {
  TOOL_ARG_MAX_CHARS,
  TOOL_CALL_MAX_CHARS,
  TOOL_RESULT_MAX_CHARS,
  TRUNCATE_HEAD_RATIO,
  elideDataUrls,
  truncateHeadTail,
} from './truncate';

export interface SerializeOptions {
  toolResultMaxChars?: number;
  toolArgMaxChars?: number;
  toolCallMaxChars?: number;
  truncateHeadRatio?: number;
  dimToolResults?: boolean;
  includeThinking?: boolean;
}

type Prefix = '¶user:' | '¶think:' | '¶ai:' | '¶call:';
interface Section {
  prefix: Prefix;
  body: string;
}

const INTENT_FIELD = 'i';

const textOf = (content: string | readonly { type: string }[]): string =>
  typeof content === 'string'
    ? content
    : content
        .filter((b): b is TextBlock => b.type === 'text')
        .map((b) => b.text)
        .join('');

function push(sections: Section[], prefix: Prefix, body: string): void {
  const last = sections[sections.length - 1];
  if (last && last.prefix === prefix) {
    last.body += last.body.endsWith('\n') || body.startsWith('\n') ? body : `\n${body}`;
  } else sections.push({ prefix, body });
}

function callLine(call: ToolCallBlock, o: Required<SerializeOptions>): string {
  const args = Object.entries(call.arguments)
    .filter(([key]) => key !== INTENT_FIELD)
    .map(
      ([key, value]) =>
        `${key}=${truncateHeadTail(elideDataUrls(JSON.stringify(value) ?? 'undefined'), o.toolArgMaxChars, o.truncateHeadRatio)}`,
    )
    .join(', ');
  const rawIntent = typeof call.intent === 'string' ? call.intent : call.arguments[INTENT_FIELD];
  const intent = typeof rawIntent === 'string' ? rawIntent.replace(/\s+/g, ' ').trim() : '';
  return `${call.name}(${truncateHeadTail(args, o.toolCallMaxChars, o.truncateHeadRatio)})${intent ? `//${intent}` : ''}`;
}

function outBlock(body: string, o: Required<SerializeOptions>): string {
  const capped = truncateHeadTail(elideDataUrls(stripMarkers(body)), o.toolResultMaxChars, o.truncateHeadRatio);
  return `<out>\n${o.dimToolResults ? `${DIM_ON}${capped}${DIM_OFF}` : capped}\n</out>`;
}

function serializeAssistant(
  message: AssistantMessage,
  results: Map<string, ToolResultMessage>,
  ctx: { sections: Section[]; o: Required<SerializeOptions> },
): void {
  let thinking: string[] = [];
  let texts: string[] = [];
  const flush = (): void => {
    if (thinking.length > 0) push(ctx.sections, '¶think:', thinking.join('\n'));
    if (texts.length > 0) push(ctx.sections, '¶ai:', texts.join('\n'));
    thinking = [];
    texts = [];
  };
  for (const block of message.content) {
    if (block.type === 'text' && block.text.trim() !== '') texts.push(block.text);
    else if (block.type === 'thinking' && ctx.o.includeThinking && block.thinking.trim() !== '') {
      thinking.push(block.thinking);
    } else if (block.type === 'toolCall') {
      const result = results.get(block.id);
      if (result?.useless && !result.isError) continue;
      flush();
      const out = result ? `\n${outBlock(textOf(result.content), ctx.o)}` : '';
      push(ctx.sections, '¶call:', callLine(block, ctx.o) + out);
    }
  }
  flush();
}

function serializeOther(message: AgentMessage, sections: Section[], o: Required<SerializeOptions>): void {
  switch (message.role) {
    case 'user':
    case 'developer':
    case 'custom': {
      const text = stripMarkers(textOf(message.content));
      if (text.trim() !== '') push(sections, '¶user:', text);
      return;
    }
    case 'bashExecution':
      push(sections, '¶call:', `bash(command=${JSON.stringify(message.command)})\n${outBlock(message.output, o)}`);
      return;
    case 'pythonExecution':
      push(sections, '¶call:', `python(code=${JSON.stringify(message.code)})\n${outBlock(message.output, o)}`);
      return;
    case 'fileMention':
      for (const file of message.files) push(sections, '¶user:', `@${file.path}\n${file.content}`);
      return;
    case 'branchSummary':
    case 'compactionSummary':
      push(sections, '¶user:', message.summary);
      return;
    default:
      return;
  }
}

/** The transcript of `messages`; tool results are printed under their call, orphans as a bare `<out>` block. */
export function serializeConversation(messages: readonly AgentMessage[], options: SerializeOptions = {}): string {
  const o: Required<SerializeOptions> = {
    toolResultMaxChars: options.toolResultMaxChars ?? TOOL_RESULT_MAX_CHARS,
    toolArgMaxChars: options.toolArgMaxChars ?? TOOL_ARG_MAX_CHARS,
    toolCallMaxChars: options.toolCallMaxChars ?? TOOL_CALL_MAX_CHARS,
    truncateHeadRatio: options.truncateHeadRatio ?? TRUNCATE_HEAD_RATIO,
    dimToolResults: options.dimToolResults ?? true,
    includeThinking: options.includeThinking ?? true,
  };
  const results = new Map<string, ToolResultMessage>();
  const callIds = new Set<string>();
  for (const m of messages) {
    if (m.role === 'toolResult') results.set(m.toolCallId, m);
    if (m.role === 'assistant') m.content.forEach((b) => b.type === 'toolCall' && callIds.add(b.id));
  }
  const sections: Section[] = [];
  for (const m of messages) {
    if (m.role === 'assistant') serializeAssistant(m, results, { sections, o });
    else if (m.role === 'toolResult') {
      if (!callIds.has(m.toolCallId) && !(m.useless && !m.isError)) {
        push(sections, '¶call:', `\n${outBlock(textOf(m.content), o)}`);
      }
    } else serializeOther(m, sections, o);
  }
  return sections.map((s) => s.prefix + s.body).join('\n\n');
}
