/**
 * Realistic synthetic coding-agent branches, deterministic for a seed (a linear congruential generator; no clock,
 * no Math.random): modelled on the real fixture (examples/pi-session-v1.jsonl) — about eight tool steps per user turn,
 * a bash/edit/read/write mix of 45/28/23/4 %, tool-result sizes drawn from the fixture's per-tool quantiles,
 * occasional thinking with signatures, usage on every assistant, 8-hex-digit ids. `branchWriter` is the pen the
 * planted-fact generator writes with (planted-session.ts); `generateBranch` fills a branch with filler turns only,
 * for size tests and benchmarks. Pure.
 */
import type { SessionEntry, SessionHeader } from '../session/entries';
import type { AssistantBlock } from '../session/messages';

/** Character-count quantiles (p10, p50, p90, max) per kind, measured on the fixture. */
export const SIZES = {
  read: [583, 2393, 9602, 51246],
  bash: [11, 397, 2230, 14985],
  edit: [144, 155, 172, 199],
  write: [104, 113, 117, 132],
  text: [33, 80, 377, 4000],
  thinking: [89, 390, 2139, 5397],
  user: [39, 107, 409, 2367],
} as const;

/** Prose and code-like tokens: quotes and newlines make JSON escape them, as real tool output does. */
const WORDS = [
  ...'the function returns a value when called with options and updates state in place for each file'.split(' '),
  'const',
  '"value"',
  '{',
  '}\n',
  '=>',
  '\n  ',
  "'key':",
];

export interface BranchWriter {
  readonly entries: SessionEntry[];
  random(): number;
  size(quantiles: readonly number[]): number;
  prose(chars: number): string;
  push(entry: Record<string, unknown>): SessionEntry;
  user(text: string): SessionEntry;
  assistant(content: AssistantBlock[], stopReason: string): SessionEntry;
  /** One tool call and its result (made after the call is written); returns both entries. */
  step(call: ToolCall, result: ToolOutput | (() => ToolOutput)): Step;
}

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
  /** Thinking or text before the call. */
  blocks?: AssistantBlock[];
}

export interface ToolOutput {
  text: string;
  isError?: boolean;
  useless?: boolean;
}

export interface Step {
  call: SessionEntry;
  result: SessionEntry;
}

export function branchWriter(seed: number, startMs = Date.UTC(2026, 0, 1)): BranchWriter {
  let state = seed >>> 0 || 1;
  let time = startMs;
  let calls = 0;
  let context = 2000;
  const entries: SessionEntry[] = [];
  const ids = new Set<string>();
  const random = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const writer: BranchWriter = {
    entries,
    random,
    size: (q) => {
      const r = random();
      const [p10, p50, p90, max] = q as [number, number, number, number];
      if (r < 0.1) return Math.max(1, Math.round(p10 * random()));
      if (r < 0.5) return Math.round(p10 + (p50 - p10) * random());
      if (r < 0.9) return Math.round(p50 + (p90 - p50) * random());
      return Math.round(p90 + (max - p90) * random() ** 3);
    },
    prose: (chars) => {
      let out = '';
      while (out.length < chars) out += `${WORDS[Math.floor(random() * WORDS.length)]} `;
      return out.slice(0, chars);
    },
    push: (entry) => {
      let id: string;
      do
        id = Math.floor(random() * 2 ** 32)
          .toString(16)
          .padStart(8, '0');
      while (ids.has(id));
      ids.add(id);
      time += 1000 + Math.floor(random() * 20_000);
      const parentId = entries.length === 0 ? null : entries[entries.length - 1]!.id;
      const written = { id, parentId, timestamp: new Date(time).toISOString(), ...entry } as SessionEntry;
      entries.push(written);
      return written;
    },
    user: (text) =>
      writer.push({ type: 'message', message: { role: 'user', content: [{ type: 'text', text }], timestamp: time } }),
    assistant: (content, stopReason) => {
      context += 400 + Math.floor(random() * 3000);
      const usage = { input: 5, output: 300, cacheRead: context, cacheWrite: 500, totalTokens: context + 805 };
      const message = { role: 'assistant', content, stopReason, usage, timestamp: time };
      return writer.push({ type: 'message', message });
    },
    step: ({ name, args, blocks = [] }, output) => {
      calls += 1;
      const call = writer.assistant(
        [...blocks, { type: 'toolCall', id: `toolu_${calls}`, name, arguments: args }],
        'toolUse',
      );
      const made = typeof output === 'function' ? output() : output;
      const result = writer.push(toolResult(`toolu_${calls}`, name, made, time));
      return { call, result };
    },
  };
  return writer;
}

const toolResult = (toolCallId: string, toolName: string, output: ToolOutput, timestamp: number) => ({
  type: 'message',
  message: {
    role: 'toolResult',
    toolCallId,
    toolName,
    content: [{ type: 'text', text: output.text }],
    isError: output.isError ?? false,
    ...(output.useless ? { useless: true } : {}),
    timestamp,
  },
});

/**
 * One filler turn: a user message (random prose unless `userText` is given), 1–15 tool steps over random project
 * files, a closing answer.
 */
export function fillerTurn(writer: BranchWriter, entryLimit = Number.POSITIVE_INFINITY, userText?: string): void {
  const { random, prose, size } = writer;
  writer.user(userText ?? prose(size(SIZES.user)));
  const steps = 1 + Math.floor(random() * 15);
  for (let s = 0; s < steps && writer.entries.length < entryLimit - 1; s += 1) {
    const r = random();
    const tool = r < 0.45 ? 'bash' : r < 0.73 ? 'edit' : r < 0.96 ? 'read' : 'write';
    const path = `/work/project/src/${['core', 'cli', 'lib'][Math.floor(random() * 3)]}/file-${Math.floor(random() * 40)}.ts`;
    const args =
      tool === 'bash'
        ? { command: `rg -n ${prose(20)}` }
        : tool === 'read'
          ? { path }
          : { path, oldText: prose(size(SIZES.text)), newText: prose(size(SIZES.text)) };
    const blocks: AssistantBlock[] = [];
    if (random() < 0.1)
      blocks.push({ type: 'thinking', thinking: prose(size(SIZES.thinking)), thinkingSignature: prose(700) });
    if (random() < 0.3) blocks.push({ type: 'text', text: prose(size(SIZES.text)) });
    writer.step({ name: tool, args, blocks }, () => fillerOutput(writer, tool));
  }
  if (writer.entries.length < entryLimit) writer.assistant([{ type: 'text', text: prose(size(SIZES.text)) }], 'stop');
}

function fillerOutput(writer: BranchWriter, tool: keyof typeof SIZES): ToolOutput {
  // Draws in a fixed order (seeds reproduce branches): the useless roll, the text, then the error roll.
  const isUseless = tool === 'bash' && writer.random() < 0.05;
  const text = isUseless ? 'No matches found' : writer.prose(writer.size(SIZES[tool]));
  return { text, isError: writer.random() < 0.03, useless: isUseless };
}

export function generateBranch(entryCount: number, seed = 1): SessionEntry[] {
  const writer = branchWriter(seed);
  while (writer.entries.length < entryCount) fillerTurn(writer, entryCount);
  return writer.entries;
}

/** The branch as an upstream v3 JSONL file. */
export function toJsonl(entries: readonly SessionEntry[], header: Partial<SessionHeader> = {}): string {
  const head: SessionHeader = {
    type: 'session',
    version: 3,
    id: 'generated',
    timestamp: entries[0]?.timestamp ?? '',
    ...header,
  };
  return [head, ...entries].map((e) => JSON.stringify(e)).join('\n') + '\n';
}
