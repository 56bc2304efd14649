/**
 * The tool calls a turn's results may answer: the session's open calls (from the decode context) and the calls the
 * turn itself decodes. A result names its call by id (Anthropic, OpenAI) or, in Gemini, by function name, where the
 * oldest open call of that name is the one answered. Also computes a context's open calls for the caller. Pure.
 */
import type { AgentMessage } from '../session/messages';
import type { ToolCallRef } from './types';

export class OpenCalls {
  private readonly names = new Map<string, string>();
  private open: ToolCallRef[];

  constructor(calls: readonly ToolCallRef[] = []) {
    this.open = [...calls];
    for (const call of calls) this.names.set(call.id, call.name);
  }

  add(call: ToolCallRef): void {
    this.names.set(call.id, call.name);
    this.open.push(call);
  }

  /** The name of the call `id` answers (marking it answered), or undefined for an unknown id. */
  answer(id: string): string | undefined {
    const name = this.names.get(id);
    if (name !== undefined) this.open = this.open.filter((c) => c.id !== id);
    return name;
  }

  /** The id of the oldest open call named `name` (marking it answered), or undefined. */
  answerByName(name: string): string | undefined {
    const index = this.open.findIndex((c) => c.name === name);
    if (index < 0) return undefined;
    const [call] = this.open.splice(index, 1);
    return call!.id;
  }
}

/** The tool calls of `messages` that no later tool result answers, oldest first (a decode context's `toolCalls`). */
export function openToolCalls(messages: readonly AgentMessage[]): ToolCallRef[] {
  const answered = new Set<string>();
  const open: ToolCallRef[] = [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (m.role === 'toolResult') answered.add(m.toolCallId);
    if (m.role !== 'assistant') continue;
    for (let b = m.content.length - 1; b >= 0; b -= 1) {
      const block = m.content[b]!;
      if (block.type === 'toolCall' && !answered.has(block.id)) open.push({ id: block.id, name: block.name });
    }
  }
  return open.reverse();
}
