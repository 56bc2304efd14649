/**
 * fast-check arbitraries of tool-using agent sessions for the wire-format property test: user turns (some with
 * images or whitespace only), assistant turns of three providers with thinking and its provider's signature,
 * parallel tool calls with awkward ids and names, results answered out of order, missing, failed or with images,
 * shell runs and extension messages in between, failed turns, and branch summaries; then operations on the
 * session: pruning, compaction (LLM summary, snapcompact frames, OpenAI native) at the real planner's cut point,
 * and navigating to an earlier leaf. Builds v3 entries in one chain.
 */
import fc from 'fast-check';
import type { AssistantBlock, ImageBlock, SessionEntry, StoredMessage } from '../../../core';
import { PNG } from './builders';

export const ORIGINS = [
  { provider: 'anthropic', model: 'claude-opus-4-6', api: 'anthropic-messages' },
  { provider: 'openai', model: 'gpt-5', api: 'openai-responses' },
  { provider: 'google', model: 'gemini-3-pro', api: 'google-generative-ai' },
] as const;
export const TARGETS = [...ORIGINS.map((o) => `${o.provider}/${o.model}`), 'anthropic/claude-sonnet-4-5', undefined];

const text = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('fix the parser', 'run the tests', 'Done: 3 files changed.', 'ok') },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '\n\n', '   ') },
);
const image = fc.constantFrom<ImageBlock>(
  { type: 'image', data: PNG, mimeType: 'image/png' },
  { type: 'image', data: 'AAAAHGZ0eXBoZWlj', mimeType: 'image/heic' },
  { type: 'image', data: '', mimeType: 'image/png', url: 'https://example.com/a.png' },
);
const callId = fc.oneof(
  fc.stringMatching(/^toolu_[A-Za-z0-9]{6}$/),
  fc.stringMatching(/^call_[a-z0-9]{4}\|fc_[a-z0-9]{4}$/),
  fc.constantFrom('call.1', 'dup', 'a'.repeat(70)),
);
const toolName = fc.constantFrom('bash', 'read', 'edit', 'mcp.fs/read', `mcp__${'x'.repeat(70)}`);

export type Step =
  | { kind: 'user'; text: string; image?: ImageBlock }
  | { kind: 'tools'; origin: number; thinking: boolean; text: string; calls: Call[]; between?: 'bash' | 'custom' }
  | { kind: 'answer'; origin: number; text: string; failed: boolean }
  | { kind: 'run'; command: string }
  | { kind: 'branchSummary'; summary: string };

interface Call {
  id: string;
  name: string;
  answered: boolean;
  isError: boolean;
  image: boolean;
  output: string;
}

const call = fc.record({
  id: callId,
  name: toolName,
  answered: fc.integer({ min: 0, max: 99 }).map((n) => n < 85),
  isError: fc.boolean(),
  image: fc.boolean(),
  output: fc.oneof(fc.constant(''), fc.string({ maxLength: 400 }), fc.constant('x'.repeat(1200))),
});

export const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('user' as const), text, image: fc.option(image, { nil: undefined }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('tools' as const),
      origin: fc.nat(2),
      thinking: fc.boolean(),
      text,
      calls: fc.array(call, { minLength: 1, maxLength: 3 }),
      between: fc.option(fc.constantFrom('bash' as const, 'custom' as const), { nil: undefined }),
    }),
  },
  fc.record({ kind: fc.constant('answer' as const), origin: fc.nat(2), text, failed: fc.boolean() }),
  fc.record({ kind: fc.constant('run' as const), command: fc.constantFrom('ls', 'git status') }),
  fc.record({ kind: fc.constant('branchSummary' as const), summary: fc.constantFrom('Tried the lexer first.', '') }),
);

export type Operation =
  | { kind: 'prune' }
  | { kind: 'compact'; method: 'summary' | 'snapcompact' | 'native'; keep: number }
  /** An extension's compaction that keeps from any entry (a tool result too): the cut the planner never makes. */
  | { kind: 'cut'; at: number };
export const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.constant({ kind: 'prune' as const }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('compact' as const),
      method: fc.constantFrom('summary', 'snapcompact', 'native'),
      keep: fc.integer({ min: 1, max: 2000 }),
    }),
  },
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
);

/** A handoff session starts with the handoff document as a custom message. */
export function appendHandoff(entries: SessionEntry[]): void {
  entries.push({
    type: 'custom_message',
    id: 'e0',
    parentId: null,
    timestamp: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    customType: 'handoff',
    content: '# Handoff\nWe were fixing the parser.',
    display: true,
  } as SessionEntry);
}

function signature(origin: number, seed: string): string {
  if (origin === 1)
    return JSON.stringify({
      type: 'reasoning',
      id: `rs_${seed}`,
      summary: [{ type: 'summary_text', text: 'plan' }],
      encrypted_content: `gAAA${seed}`,
    });
  return `c2ln${Buffer.from(seed).toString('base64')}`;
}

type Untimed<T> = T extends unknown ? Omit<T, 'timestamp'> : never;

/** Appends the entries of one step to `entries` (a chain: each entry's parent is the previous one). */
export function appendStep(entries: SessionEntry[], s: Step): void {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
  const push = (entry: Record<string, unknown>) => {
    const n = entries.length;
    entries.push({ id: `e${n}`, parentId: n === 0 ? null : `e${n - 1}`, timestamp: at(n), ...entry } as SessionEntry);
  };
  const message = (m: Untimed<StoredMessage>) =>
    push({ type: 'message', message: { ...m, timestamp: Date.parse(at(entries.length)) } });
  if (s.kind === 'user')
    return message({ role: 'user', content: s.image ? [{ type: 'text', text: s.text }, s.image] : s.text });
  if (s.kind === 'run')
    return message({
      role: 'bashExecution',
      command: s.command,
      output: 'out',
      exitCode: 0,
      cancelled: false,
      truncated: false,
    });
  if (s.kind === 'branchSummary') return push({ type: 'branch_summary', fromId: 'e0', summary: s.summary });
  const origin = ORIGINS[s.origin]!;
  if (s.kind === 'answer') {
    const failed = s.failed
      ? { stopReason: 'error', errorMessage: 'overloaded_error: Overloaded', errorStatus: 529 }
      : { stopReason: 'stop' };
    return message({ role: 'assistant', content: [{ type: 'text', text: s.text }], ...origin, ...failed } as never);
  }
  const n = entries.length;
  const content: AssistantBlock[] = [];
  if (s.thinking)
    content.push({ type: 'thinking', thinking: 'plan', thinkingSignature: signature(s.origin, String(n)) });
  if (s.thinking && s.origin === 0) content.push({ type: 'redactedThinking', data: `EmwK${n}` });
  content.push({ type: 'text', text: s.text });
  for (const c of s.calls) {
    const thought = s.origin === 2 && s.thinking ? { thoughtSignature: `dGhv${n}` } : {};
    content.push({ type: 'toolCall', id: c.id, name: c.name, arguments: { path: `src/${n}.ts` }, ...thought });
  }
  message({ role: 'assistant', content, ...origin, stopReason: 'toolUse' } as never);
  if (s.between === 'bash')
    message({ role: 'bashExecution', command: 'pwd', output: '/w', exitCode: 0, cancelled: false, truncated: false });
  if (s.between === 'custom') push({ type: 'custom_message', customType: 'note', content: 'a note', display: true });
  for (const c of [...s.calls].reverse()) {
    if (!c.answered) continue;
    const blocks = [
      { type: 'text' as const, text: c.output },
      ...(c.image ? [{ type: 'image' as const, data: PNG, mimeType: 'image/png' }] : []),
    ];
    message({ role: 'toolResult', toolCallId: c.id, toolName: c.name, content: blocks, isError: c.isError });
  }
}

/** The preserveData of a compaction made by `method`. */
export function preserveDataFor(method: Extract<Operation, { kind: 'compact' }>): Record<string, unknown> | undefined {
  if (method.method === 'snapcompact')
    return { snapcompact: { frames: [{ sha256: 'f1', mimeType: 'image/png', detail: 'original' }] } };
  if (method.method !== 'native') return undefined;
  const replacementHistory = [
    { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'fix the parser' }] },
    { type: 'compaction', encrypted_content: 'gAAAAcmp' },
  ];
  return { openaiRemoteCompaction: { provider: 'openai', replacementHistory, compactionItem: replacementHistory[1] } };
}
