/** Small builders for session branches in compaction tests: a linear chain of entries with readable ids. */
import type {
  AssistantBlock,
  AssistantMessage,
  CompactionEntry,
  SessionEntry,
  StoredMessage,
  ToolResultMessage,
  Usage,
} from '../../../core';

export const T0 = Date.UTC(2026, 0, 1);

type Unstamped<T> = T extends unknown ? Omit<T, 'timestamp'> & { timestamp?: number } : never;

export const usage = (u: Partial<Usage>): Usage => ({
  input: 0,
  output: 0,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 0,
  ...u,
});

export class Branch {
  readonly entries: SessionEntry[] = [];
  private calls = 0;

  constructor(private readonly prefix = 'e') {}

  get lastId(): string {
    return this.entries[this.entries.length - 1]!.id;
  }

  /** Appends an entry (id = prefix + position) under the current leaf and returns its id. */
  add(entry: Record<string, unknown> & { type: SessionEntry['type'] }): string {
    const id = `${this.prefix}${this.entries.length}`;
    const parentId = this.entries.length === 0 ? null : this.lastId;
    const timestamp = new Date(T0 + this.entries.length * 1000).toISOString();
    this.entries.push({ id, parentId, timestamp, ...entry } as SessionEntry);
    return id;
  }

  message(message: Unstamped<StoredMessage>): string {
    return this.add({ type: 'message', message: { timestamp: T0 + this.entries.length * 1000, ...message } });
  }

  user(text: string): string {
    return this.message({ role: 'user', content: text });
  }

  assistant(content: string | AssistantBlock[], extra: Partial<AssistantMessage> = {}): string {
    const blocks: AssistantBlock[] = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
    return this.message({ role: 'assistant', content: blocks, stopReason: 'stop', ...extra });
  }

  /** An assistant turn calling one tool; returns the call id. */
  call(name: string, args: Record<string, unknown>, extra: Partial<AssistantMessage> = {}): string {
    this.calls += 1;
    const id = `call${this.calls}`;
    this.assistant([{ type: 'toolCall', id, name, arguments: args }], { stopReason: 'toolUse', ...extra });
    return id;
  }

  result(callId: string, toolName: string, text: string, extra: Partial<ToolResultMessage> = {}): string {
    return this.message({
      role: 'toolResult',
      toolCallId: callId,
      toolName,
      content: [{ type: 'text', text }],
      isError: false,
      ...extra,
    });
  }

  /** A tool call and its result; returns the result's entry id. */
  tool(name: string, args: Record<string, unknown>, text: string, extra: Partial<ToolResultMessage> = {}): string {
    return this.result(this.call(name, args), name, text, extra);
  }

  read(path: string, text: string, extra: Partial<ToolResultMessage> = {}): string {
    return this.tool('read', { path }, text, extra);
  }

  bash(command: string, output: string): string {
    return this.message({ role: 'bashExecution', command, output, exitCode: 0, cancelled: false, truncated: false });
  }

  compaction(firstKeptEntryId: string, extra: Partial<CompactionEntry> = {}): string {
    return this.add({ type: 'compaction', summary: 'summary', firstKeptEntryId, tokensBefore: 1000, ...extra });
  }

  meta(): string {
    return this.add({ type: 'thinking_level_change', thinkingLevel: 'high' });
  }
}

/** `n` characters of filler text: `n / 4` tokens under the bytes/4 estimate. */
export const text = (n: number, ch = 'x'): string => ch.repeat(n);
