/** Small entry builders for context-rebuild specifications: ids are given, timestamps fixed. */
import type { SessionEntry } from '../../../core/session/entries';
import type { AssistantMessage, StoredMessage } from '../../../core/session/messages';

const T = '2026-01-01T00:00:00.000Z';

export const msg = (id: string, parentId: string | null, message: StoredMessage): SessionEntry => ({
  type: 'message',
  id,
  parentId,
  timestamp: T,
  message,
});

export const u = (id: string, parentId: string | null, text = id): SessionEntry =>
  msg(id, parentId, { role: 'user', content: text, timestamp: 1 });

export const a = (id: string, parentId: string | null, extra: Partial<AssistantMessage> = {}): SessionEntry =>
  msg(id, parentId, {
    role: 'assistant',
    content: [{ type: 'text', text: id }],
    provider: 'anthropic',
    model: 'claude-sonnet-4-5',
    stopReason: 'stop',
    timestamp: 2,
    ...extra,
  });

export const call = (id: string, parentId: string | null, callId: string, extra: Partial<AssistantMessage> = {}) =>
  a(id, parentId, {
    content: [
      { type: 'thinking', thinking: 'plan', thinkingSignature: 'sig' },
      { type: 'toolCall', id: callId, name: 'bash', arguments: { command: 'ls' } },
    ],
    stopReason: 'toolUse',
    ...extra,
  });

export const result = (id: string, parentId: string | null, callId: string): SessionEntry =>
  msg(id, parentId, {
    role: 'toolResult',
    toolCallId: callId,
    toolName: 'bash',
    content: [{ type: 'text', text: 'out' }],
    isError: false,
    timestamp: 3,
  });

export const compaction = (
  id: string,
  parentId: string | null,
  firstKeptEntryId: string,
  extra: Partial<Extract<SessionEntry, { type: 'compaction' }>> = {},
): SessionEntry => ({
  type: 'compaction',
  id,
  parentId,
  timestamp: T,
  summary: `summary ${id}`,
  firstKeptEntryId,
  tokensBefore: 1000,
  ...extra,
});

type WithoutTimestamp<E> = E extends unknown ? Omit<E, 'timestamp'> : never;

export const entry = (e: WithoutTimestamp<SessionEntry>): SessionEntry => ({ timestamp: T, ...e }) as SessionEntry;

/** Chains builders linearly: each gets the previous id as parent. */
export function chain(...makers: ((parentId: string | null) => SessionEntry)[]): SessionEntry[] {
  const out: SessionEntry[] = [];
  for (const make of makers) out.push(make(out.length ? out[out.length - 1]!.id : null));
  return out;
}
