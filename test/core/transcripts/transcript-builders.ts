/**
 * What the transcript importer tests share: the fixture files, builders of Claude Code lines shaped like the real
 * fixtures' (common fields, one content block per assistant line, timestamps a second apart), and short views of
 * imported entries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionEntry } from '../../../core/session/entries';
import type { StoredMessage } from '../../../core/session/messages';

export const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'wire');

/** The lines of a fixture file, without the empty string after its last newline. */
export function fixtureLines(relative: string): string[] {
  const lines = readFileSync(path.join(FIXTURES, relative), 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

type Raw = Record<string, unknown>;

export function claudeCodeLines() {
  let second = 0;
  const common = () => ({
    isSidechain: false,
    userType: 'external',
    cwd: '/home/dev/project',
    sessionId: '11111111-2222-4333-8444-555555555555',
    version: '2.1.39',
    gitBranch: 'main',
    timestamp: new Date(Date.UTC(2026, 1, 12, 16, 0, second++)).toISOString(),
  });
  const usage = { input_tokens: 3, cache_creation_input_tokens: 100, cache_read_input_tokens: 2000, output_tokens: 40 };
  return {
    user: (uuid: string, parentUuid: string | null, content: unknown, extra: Raw = {}) => ({
      parentUuid,
      ...common(),
      type: 'user',
      message: { role: 'user', content },
      uuid,
      ...extra,
    }),
    assistant: (uuid: string, parentUuid: string | null, messageId: string, block: Raw, extra: Raw = {}) => ({
      parentUuid,
      ...common(),
      message: {
        model: 'claude-opus-4-6',
        id: messageId,
        type: 'message',
        role: 'assistant',
        content: [block],
        stop_reason: null,
        stop_sequence: null,
        usage,
      },
      requestId: `req_${messageId}`,
      type: 'assistant',
      uuid,
      ...extra,
    }),
    progress: (uuid: string, parentUuid: string | null) => ({
      parentUuid,
      ...common(),
      type: 'progress',
      data: { type: 'hook_progress', hookEvent: 'PostToolUse', hookName: 'PostToolUse:Bash', command: 'true' },
      uuid,
    }),
    boundary: (uuid: string, logicalParentUuid: string, preTokens: number) => ({
      parentUuid: null,
      logicalParentUuid,
      ...common(),
      type: 'system',
      subtype: 'compact_boundary',
      content: 'Conversation compacted',
      isMeta: false,
      uuid,
      level: 'info',
      compactMetadata: { trigger: 'manual', preTokens },
    }),
    usage,
  };
}

export const text = (value: string) => ({ type: 'text', text: value });
export const toolUse = (id: string, name: string, input: Raw) => ({ type: 'tool_use', id, name, input });
export const toolResult = (id: string, content: unknown, isError = false) => ({
  type: 'tool_result',
  tool_use_id: id,
  content,
  is_error: isError,
});

export const jsonl = (lines: readonly unknown[]): string[] => lines.map((l) => JSON.stringify(l));

/** The message of a message entry (fails the test for any other entry). */
export const message = (entry: SessionEntry | undefined): StoredMessage => {
  if (entry?.type !== 'message') throw new Error(`not a message entry: ${entry?.type}`);
  return entry.message;
};

/** Each entry as [id, role or entry type]. */
export const outline = (entries: readonly SessionEntry[]) =>
  entries.map((e) => [e.id, e.type === 'message' ? e.message.role : e.type]);
