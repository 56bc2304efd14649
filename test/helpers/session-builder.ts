/**
 * Builds realistic v3 session entries for tests: coding turns of a user request, an assistant tool call, its tool
 * result and an assistant answer, in one linear chain with deterministic ids, and seeds them into a store.
 */
import type { MessageEntry, SessionEntry, Usage } from '../../core';
import type { Db } from '../../store/database';
import { appendEntries, createSession } from '../../store/session-store';

export interface TurnOptions {
  turns: number;
  /** Characters of each tool result (4 characters ≈ 1 token). */
  toolOutputChars?: number;
  model?: string;
  /** Provider usage reported on the last answer (context tokens). */
  lastUsageTokens?: number;
}

const usage = (total: number): Usage => ({ input: total, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: total });

export function codingSession(options: TurnOptions): SessionEntry[] {
  const [provider = 'anthropic', model = 'claude-opus-4-5'] = (options.model ?? 'anthropic/claude-opus-4-5').split('/');
  const entries: SessionEntry[] = [];
  let parentId: string | null = null;
  const push = (entry: { type: 'message'; message: MessageEntry['message'] }) => {
    const id = `e${String(entries.length).padStart(5, '0')}`;
    const timestamp = new Date(Date.UTC(2026, 0, 1, 0, 0, entries.length)).toISOString();
    entries.push({ ...entry, id, parentId, timestamp } as SessionEntry);
    parentId = id;
  };
  for (let turn = 0; turn < options.turns; turn += 1) {
    const ts = turn * 1000;
    push({
      type: 'message',
      message: { role: 'user', content: `Please fix bug ${turn} in src/file-${turn}.ts`, timestamp: ts },
    });
    const call = {
      type: 'toolCall' as const,
      id: `call-${turn}`,
      name: 'read',
      arguments: { path: `src/file-${turn}.ts` },
    };
    push({
      type: 'message',
      message: {
        role: 'assistant',
        content: [call],
        stopReason: 'toolUse',
        provider,
        model,
        api: 'anthropic-messages',
        usage: usage(1000),
        timestamp: ts + 1,
      },
    });
    const output = `// file ${turn}\n${'const value = compute();\n'.repeat(Math.ceil((options.toolOutputChars ?? 4000) / 25))}`;
    push({
      type: 'message',
      message: {
        role: 'toolResult',
        toolCallId: `call-${turn}`,
        toolName: 'read',
        content: [{ type: 'text', text: output }],
        isError: false,
        timestamp: ts + 2,
      },
    });
    const last = turn === options.turns - 1;
    const answerUsage = usage(last && options.lastUsageTokens !== undefined ? options.lastUsageTokens : 1000);
    push({
      type: 'message',
      message: {
        role: 'assistant',
        content: [{ type: 'text', text: `Fixed bug ${turn}.` }],
        stopReason: 'stop',
        provider,
        model,
        api: 'anthropic-messages',
        usage: answerUsage,
        timestamp: ts + 3,
      },
    });
  }
  return entries;
}

/** A failed assistant turn under `parentId` (overflow: error; incomplete: length). */
export function failedTurn(parentId: string, stopReason: 'error' | 'length'): SessionEntry {
  return {
    type: 'message',
    id: `fail-${stopReason}`,
    parentId,
    timestamp: '2026-01-02T00:00:00.000Z',
    message: {
      role: 'assistant',
      content: stopReason === 'length' ? [{ type: 'text', text: 'partial answer' }] : [],
      stopReason,
      provider: 'anthropic',
      model: 'claude-opus-4-5',
      api: 'anthropic-messages',
      ...(stopReason === 'error' ? { errorMessage: 'prompt is too long: 210000 tokens > 200000 maximum' } : {}),
      timestamp: 99_999,
    },
  };
}

export async function seedSession(db: Db, ids: { tenantId: string; sessionId: string }, entries: SessionEntry[]) {
  await createSession(db, ids);
  await appendEntries(db, { ...ids, entries });
}
