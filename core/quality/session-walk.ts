/**
 * One pass over a span of session messages that collects what probes and the quality gate ask about: tool steps
 * (call, arguments, result text, whether it failed), user turns, assistant texts, in order, each with the entry id
 * that holds it. A bash step failed when its result is an error or ends with a non-zero "Command exited with code N";
 * a user-run shell command (`bashExecution`) is a bash step of its own. Pure.
 */
import type { SessionEntry } from '../session/entries';
import { entryMessage } from '../session/entry-message';
import type { AgentMessage, TextBlock, UserContent } from '../session/messages';

export interface ToolStep {
  /** The entry of the call (the assistant message) and of its result. */
  entryId: string;
  resultEntryId?: string;
  name: string;
  args: Record<string, unknown>;
  resultText?: string;
  failed: boolean;
}

export interface TextTurn {
  entryId: string;
  text: string;
}

export interface SessionWalk {
  steps: ToolStep[];
  users: TextTurn[];
  /** Assistant texts (no thinking, no tool calls). */
  texts: TextTurn[];
  /** Every entry id in path order, with its position. */
  order: Map<string, number>;
  /** The last message of the span is an assistant text and no user message came after it. */
  endsWithAssistant: boolean;
}

export interface SpanMessage {
  id: string;
  message: AgentMessage;
}

/** The messages of entries (root → leaf), each with its entry id. */
export const spanMessages = (entries: readonly SessionEntry[]): SpanMessage[] =>
  entries.flatMap((entry) => {
    const message = entryMessage(entry, 'llm');
    return message ? [{ id: entry.id, message }] : [];
  });

const EXIT = /Command exited with code (\d+)\s*$/;

export const userText = (content: UserContent): string =>
  typeof content === 'string'
    ? content
    : content
        .filter((b): b is TextBlock => b.type === 'text')
        .map((b) => b.text)
        .join('\n');

export function walkSession(span: readonly SpanMessage[]): SessionWalk {
  const walk: SessionWalk = { steps: [], users: [], texts: [], order: new Map(), endsWithAssistant: false };
  const open = new Map<string, ToolStep>();
  for (const { id, message } of span) {
    walk.order.set(id, walk.order.size);
    visit(walk, open, id, message);
  }
  return walk;
}

function visit(walk: SessionWalk, open: Map<string, ToolStep>, id: string, message: AgentMessage): void {
  if (message.role === 'user') {
    const text = userText(message.content).trim();
    if (text) walk.users.push({ entryId: id, text });
    walk.endsWithAssistant = false;
  } else if (message.role === 'assistant') {
    const text = message.content
      .filter((b): b is TextBlock => b.type === 'text')
      .map((b) => b.text)
      .join('\n')
      .trim();
    if (text) walk.texts.push({ entryId: id, text });
    for (const block of message.content) {
      if (block.type !== 'toolCall') continue;
      const step: ToolStep = { entryId: id, name: block.name, args: block.arguments ?? {}, failed: false };
      walk.steps.push(step);
      open.set(block.id, step);
    }
    walk.endsWithAssistant = text !== '' && !message.content.some((b) => b.type === 'toolCall');
  } else if (message.role === 'toolResult') {
    const step = open.get(message.toolCallId);
    if (!step) return;
    const text = message.content
      .filter((b): b is TextBlock => b.type === 'text')
      .map((b) => b.text)
      .join('');
    const code = EXIT.exec(text)?.[1];
    Object.assign(step, { resultEntryId: id, resultText: text, failed: message.isError || (code ?? '0') !== '0' });
  } else if (message.role === 'bashExecution') {
    const failed = message.exitCode !== null && message.exitCode !== 0;
    const step = { name: 'bash', args: { command: message.command }, resultText: message.output, failed };
    walk.steps.push({ entryId: id, resultEntryId: id, ...step });
    walk.endsWithAssistant = false;
  }
}
