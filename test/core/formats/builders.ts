/**
 * Small builders of context messages for the wire-format tests: one timestamp, realistic tool names and ids.
 */
import type {
  AgentMessage,
  AssistantBlock,
  AssistantMessage,
  ImageBlock,
  TextBlock,
  ToolCallBlock,
  ToolResultMessage,
} from '../../../core/session/messages';

export const T = 1_766_000_000_000;

export const user = (content: string | (TextBlock | ImageBlock)[]): AgentMessage => ({
  role: 'user',
  content,
  timestamp: T,
});

export const call = (id: string, name = 'bash', args: Record<string, unknown> = { command: 'ls' }): ToolCallBlock => ({
  type: 'toolCall',
  id,
  name,
  arguments: args,
});

export function assistant(content: AssistantBlock[], origin: Partial<AssistantMessage> = {}): AssistantMessage {
  const stopReason = content.some((b) => b.type === 'toolCall') ? 'toolUse' : 'stop';
  return { role: 'assistant', content, stopReason, timestamp: T, ...origin };
}

export function result(
  id: string,
  content: string | (TextBlock | ImageBlock)[],
  options: { name?: string; isError?: boolean } = {},
): ToolResultMessage {
  return {
    role: 'toolResult',
    toolCallId: id,
    toolName: options.name ?? 'bash',
    content: typeof content === 'string' ? [{ type: 'text', text: content }] : content,
    isError: options.isError ?? false,
    timestamp: T,
  };
}

export const bash = (command: string, output: string): AgentMessage => ({
  role: 'bashExecution',
  command,
  output,
  exitCode: 0,
  cancelled: false,
  truncated: false,
  timestamp: T,
});

/** A 1×1 PNG (base64). */
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const png = (): ImageBlock => ({ type: 'image', data: PNG, mimeType: 'image/png' });
