/**
 * Generates realistic coding-agent branches for size tests and benchmarks, modelled on the real fixture
 * (examples/pi-session-v1.jsonl): about eight tool steps per user turn, a bash/edit/read/write mix of
 * 45/28/23/4 %, tool-result sizes drawn from the fixture's per-tool quantiles, occasional thinking with signatures,
 * usage on every assistant, 8-hex-digit ids. Deterministic for a given seed.
 */
import type { AssistantBlock, SessionEntry, SessionHeader } from '../../core';

/** Character-count quantiles (p10, p50, p90, max) per kind, measured on the fixture. */
const SIZES = {
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

export function generateBranch(entryCount: number, seed = 1): SessionEntry[] {
  let state = seed >>> 0 || 1;
  const random = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const size = (q: readonly number[]): number => {
    const r = random();
    const [p10, p50, p90, max] = q as [number, number, number, number];
    if (r < 0.1) return Math.max(1, Math.round(p10 * random()));
    if (r < 0.5) return Math.round(p10 + (p50 - p10) * random());
    if (r < 0.9) return Math.round(p50 + (p90 - p50) * random());
    return Math.round(p90 + (max - p90) * random() ** 3);
  };
  const prose = (chars: number): string => {
    let out = '';
    while (out.length < chars) out += `${WORDS[Math.floor(random() * WORDS.length)]} `;
    return out.slice(0, chars);
  };
  const entries: SessionEntry[] = [];
  const ids = new Set<string>();
  let time = Date.UTC(2026, 0, 1);
  let calls = 0;
  let context = 2000;
  const push = (entry: Record<string, unknown>): void => {
    let id: string;
    do
      id = Math.floor(random() * 2 ** 32)
        .toString(16)
        .padStart(8, '0');
    while (ids.has(id));
    ids.add(id);
    time += 1000 + Math.floor(random() * 20_000);
    const parentId = entries.length === 0 ? null : entries[entries.length - 1]!.id;
    entries.push({ id, parentId, timestamp: new Date(time).toISOString(), ...entry } as SessionEntry);
  };
  const assistant = (content: AssistantBlock[], stopReason: string): void => {
    context += 400 + Math.floor(random() * 3000);
    const u = { input: 5, output: 300, cacheRead: context, cacheWrite: 500, totalTokens: context + 805 };
    push({ type: 'message', message: { role: 'assistant', content, stopReason, usage: u, timestamp: time } });
  };
  while (entries.length < entryCount) {
    push({
      type: 'message',
      message: { role: 'user', content: [{ type: 'text', text: prose(size(SIZES.user)) }], timestamp: time },
    });
    const steps = 1 + Math.floor(random() * 15);
    for (let s = 0; s < steps && entries.length < entryCount - 1; s += 1) {
      const r = random();
      const tool = r < 0.45 ? 'bash' : r < 0.73 ? 'edit' : r < 0.96 ? 'read' : 'write';
      const path = `/work/project/src/${['core', 'cli', 'lib'][Math.floor(random() * 3)]}/file-${Math.floor(random() * 40)}.ts`;
      const args =
        tool === 'bash'
          ? { command: `rg -n ${prose(20)}` }
          : tool === 'read'
            ? { path }
            : { path, oldText: prose(size(SIZES.text)), newText: prose(size(SIZES.text)) };
      calls += 1;
      const blocks: AssistantBlock[] = [];
      if (random() < 0.1)
        blocks.push({ type: 'thinking', thinking: prose(size(SIZES.thinking)), thinkingSignature: prose(700) });
      if (random() < 0.3) blocks.push({ type: 'text', text: prose(size(SIZES.text)) });
      blocks.push({ type: 'toolCall', id: `toolu_${calls}`, name: tool, arguments: args });
      assistant(blocks, 'toolUse');
      const useless = tool === 'bash' && random() < 0.05;
      push({
        type: 'message',
        message: {
          role: 'toolResult',
          toolCallId: `toolu_${calls}`,
          toolName: tool,
          content: [{ type: 'text', text: useless ? 'No matches found' : prose(size(SIZES[tool])) }],
          isError: random() < 0.03,
          ...(useless ? { useless: true } : {}),
          timestamp: time,
        },
      });
    }
    if (entries.length < entryCount) assistant([{ type: 'text', text: prose(size(SIZES.text)) }], 'stop');
  }
  return entries;
}

/** The branch as an upstream v3 JSONL file. */
export function toJsonl(entries: readonly SessionEntry[]): string {
  const header: SessionHeader = {
    type: 'session',
    version: 3,
    id: 'generated',
    timestamp: entries[0]?.timestamp ?? '',
  };
  return [header, ...entries].map((e) => JSON.stringify(e)).join('\n') + '\n';
}
