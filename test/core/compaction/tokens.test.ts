import type { AssistantMessage, Usage } from '../../../core';
import {
  calculateContextTokens,
  calculatePromptTokens,
  compactionContextTokens,
  countTokens,
  estimateMessageTokens,
  FRAME_TOKEN_ESTIMATE,
  IMAGE_TOKEN_ESTIMATE,
  utf8Length,
} from '../../../core/compaction/tokens';

const usage = (u: Partial<Usage>): Usage => ({
  input: 0,
  output: 0,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 0,
  ...u,
});
const assistant = (content: AssistantMessage['content']): AssistantMessage => ({
  role: 'assistant',
  content,
  stopReason: 'stop',
  timestamp: 1,
});

describe('countTokens', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['abcd', 1],
    ['abcde', 2],
    ['é', 1], // 2 UTF-8 bytes
    ['😀😀', 2], // 8 UTF-8 bytes
    ['日本語', 3], // 9 UTF-8 bytes
  ])('counts %j as %i (ceil of UTF-8 bytes / 4)', (text, tokens) => {
    expect(countTokens(text)).toBe(tokens);
  });
});

describe('context numbers from provider usage', () => {
  it('sums the usage parts when no total is given and prefers totalTokens otherwise (case 1)', () => {
    expect(
      calculateContextTokens(usage({ input: 1000, output: 500, cacheRead: 200, cacheWrite: 100, totalTokens: 1800 })),
    ).toBe(1800);
    expect(calculateContextTokens(usage({ input: 1000, output: 500, cacheRead: 200, cacheWrite: 100 }))).toBe(1800);
    expect(calculateContextTokens(usage({}))).toBe(0);
  });

  it('uses contextTokens when present and subtracts orchestration otherwise', () => {
    expect(calculateContextTokens(usage({ totalTokens: 5000, contextTokens: 1200 }))).toBe(1200);
    expect(calculateContextTokens(usage({ totalTokens: 5000, orchestration: { input: 1000, cacheRead: 500 } }))).toBe(
      3500,
    );
    expect(calculateContextTokens(usage({ totalTokens: 100, orchestration: { input: 1000 } }))).toBe(0);
  });

  it('takes prompt tokens from input and cache, falling back to the context number', () => {
    expect(
      calculatePromptTokens(usage({ input: 100, cacheRead: 50, cacheWrite: 5, output: 999, totalTokens: 2000 })),
    ).toBe(155);
    expect(calculatePromptTokens(usage({ output: 10, totalTokens: 300 }))).toBe(300);
  });

  it('decides on the larger of provider usage and the local estimate, floored at zero (case 9)', () => {
    expect(compactionContextTokens(20000, 90000)).toBe(90000);
    expect(compactionContextTokens(85000, 80000)).toBe(85000);
    expect(compactionContextTokens(-5, -10)).toBe(0);
    expect(compactionContextTokens(-5, 100)).toBe(100);
  });
});

describe('estimateMessageTokens', () => {
  it('counts user text blocks and ignores user images', () => {
    const message = {
      role: 'user' as const,
      content: [
        { type: 'text' as const, text: 'abcdefgh' },
        { type: 'image' as const, data: 'AAAA', mimeType: 'image/png' },
      ],
      timestamp: 1,
    };
    expect(estimateMessageTokens(message)).toBe(2);
  });

  it('adds a flat estimate per tool-result image', () => {
    const message = {
      role: 'toolResult' as const,
      toolCallId: 't1',
      toolName: 'read',
      isError: false,
      content: [
        { type: 'text' as const, text: 'abcd' },
        { type: 'image' as const, data: 'AAAA', mimeType: 'image/png' },
      ],
      timestamp: 1,
    };
    expect(estimateMessageTokens(message)).toBe(1 + IMAGE_TOKEN_ESTIMATE);
  });

  it('counts a bash execution by its command and output only', () => {
    const message = {
      role: 'bashExecution' as const,
      command: 'ls',
      output: 'a.ts b.ts',
      exitCode: 0,
      cancelled: false,
      truncated: false,
      timestamp: 1,
    };
    expect(estimateMessageTokens(message)).toBe(1 + 3);
  });

  it('excludes encrypted reasoning only when asked (case 10)', () => {
    const signature = 's'.repeat(40_000);
    const message = assistant([
      { type: 'thinking', thinking: 'plan', thinkingSignature: signature },
      { type: 'redactedThinking', data: 'r'.repeat(400) },
      { type: 'text', text: 'done' },
    ]);
    const full = estimateMessageTokens(message);
    const floored = estimateMessageTokens(message, { excludeEncryptedReasoning: true });
    expect(full).toBe(1 + 10_000 + 100 + 1);
    expect(floored).toBe(2);
  });

  it('estimates tool calls by name and JSON arguments, bigint-safe (case 11)', () => {
    const message = assistant([{ type: 'toolCall', id: 'c1', name: 'read', arguments: { n: 9007199254740993n } }]);
    expect(estimateMessageTokens(message)).toBe(countTokens('read') + countTokens('{"n":"9007199254740993"}'));
  });

  it('counts compaction summaries with a flat estimate per frame', () => {
    const message = {
      role: 'compactionSummary' as const,
      summary: 'abcd',
      tokensBefore: 10,
      images: [{ type: 'image' as const, data: 'x', mimeType: 'image/png' }],
      timestamp: 1,
    };
    expect(estimateMessageTokens(message)).toBe(1 + FRAME_TOKEN_ESTIMATE);
  });

  it('counts custom, developer and file-mention messages as zero', () => {
    expect(
      estimateMessageTokens({ role: 'custom', customType: 'x', content: 'long text', display: true, timestamp: 1 }),
    ).toBe(0);
    expect(estimateMessageTokens({ role: 'developer', content: 'long text', timestamp: 1 })).toBe(0);
  });
});

describe('utf8Length', () => {
  it.each(['', 'ascii only', 'é', 'aé日😀b', '\ud800 lone high', 'lone low \udc00', 'end high \ud83d', '😀😀😀'])(
    'matches the UTF-8 encoder for %j',
    (text) => {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    },
  );
});

describe('utf8Length on long texts', () => {
  it('counts texts longer than one chunk, with a surrogate pair straddling the chunk boundary', () => {
    const text = `${'a'.repeat(8191)}😀${'é'.repeat(20_000)}日\ud800${'b'.repeat(9000)}`;
    expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });
});
