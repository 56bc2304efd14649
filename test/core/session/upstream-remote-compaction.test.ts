/**
 * Upstream sessions whose compaction was made by OpenAI natively (compaction spec §7.2–7.4): the V1 shape
 * `{provider, replacementHistory, compactionItem}` and the V2 shape `{version: "v2", provider, replacementHistory,
 * usedTokens, usage, retainedImageCount}` are read from the file, rebuilt with the replacement history standing in
 * for the kept messages, exported as the provider's items, and skipped by the index for a model that cannot read them.
 */
import { buildCompactionIndex } from '../../../core/compaction/build-compaction-index';
import { encodeContext } from '../../../core/formats';
import { buildSessionContext } from '../../../core/session/build-context';
import type { SessionEntry } from '../../../core/session/entries';
import { validateEntry } from '../../../core/session/entry-schema';
import { createSessionFileReader } from '../../../core/session/session-file';

const history = [
  { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'fix the parser' }] },
  { type: 'compaction', id: 'cmp_1', encrypted_content: 'gAAAA-opaque' },
];

const SHAPES = {
  v1: { provider: 'openai', replacementHistory: history, compactionItem: history[1] },
  v2: {
    version: 'v2',
    provider: 'openai',
    replacementHistory: history,
    usedTokens: 5120,
    usage: { input_tokens: 5120, output_tokens: 300 },
    retainedImageCount: 0,
  },
};

const line = (value: unknown) => JSON.stringify(value);
const T = '2026-01-01T00:00:00.000Z';
const assistant = (text: string) => ({
  role: 'assistant',
  content: [{ type: 'text', text }],
  api: 'openai-responses',
  provider: 'openai',
  model: 'gpt-5',
  stopReason: 'stop',
  usage: { input: 10, output: 5, cacheRead: 0, cacheWrite: 0, totalTokens: 15 },
  timestamp: 2,
});

const userLine = (id: string, parentId: string | null, content: string, timestamp: number) =>
  line({ type: 'message', id, parentId, timestamp: T, message: { role: 'user', content, timestamp } });

/** An upstream version 3 file: two exchanges, a native compaction keeping the second, one more question. */
function upstreamFile(preserved: unknown): string[] {
  return [
    line({ type: 'session', version: 3, id: 'up-1', timestamp: T, cwd: '/w' }),
    userLine('u1', null, 'a', 1),
    line({ type: 'message', id: 'a1', parentId: 'u1', timestamp: T, message: assistant('b') }),
    userLine('u2', 'a1', 'c', 3),
    line({ type: 'message', id: 'a2', parentId: 'u2', timestamp: T, message: assistant('d') }),
    line({
      type: 'compaction',
      id: 'c1',
      parentId: 'a2',
      timestamp: T,
      summary: 'Remote compaction preserved provider-native history for this session.',
      shortSummary: 'Remote compaction',
      firstKeptEntryId: 'u2',
      tokensBefore: 180_000,
      method: 'remote',
      preserveData: { openaiRemoteCompaction: preserved },
    }),
    line({
      type: 'message',
      id: 'u3',
      parentId: 'c1',
      timestamp: T,
      message: { role: 'user', content: 'e', timestamp: 5 },
    }),
  ];
}

function read(lines: string[]): SessionEntry[] {
  const reader = createSessionFileReader();
  return lines.flatMap((text, i) => {
    const raw = reader.read(text, i + 1);
    if (!raw) return [];
    const checked = validateEntry(raw);
    if (!checked.ok) throw new Error(checked.message);
    return [checked.entry];
  });
}

describe.each(Object.entries(SHAPES))('an upstream %s native compaction', (_shape, preserved) => {
  const entries = read(upstreamFile(preserved));

  it('rebuilds for OpenAI as the summary carrying the replacement history, without the kept messages', () => {
    const { messages } = buildSessionContext(entries);
    expect(messages.map((m) => m.role)).toEqual(['compactionSummary', 'user']);
    expect(messages[0]).toMatchObject({
      providerPayload: { type: 'openaiResponsesHistory', provider: 'openai', items: history },
    });
  });

  it('exports the replacement history as the Responses items (without item ids: store false), then the question', () => {
    const { messages } = buildSessionContext(entries);
    const { input } = encodeContext('openai-responses', messages, { target: 'openai/gpt-5' });
    expect(input).toEqual([
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'fix the parser' }] },
      { type: 'compaction', encrypted_content: 'gAAAA-opaque' },
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'e' }] },
    ]);
  });

  it('rebuilds for another provider as the readable summary with the kept messages', () => {
    const { messages } = buildSessionContext(entries, { provider: 'anthropic' });
    expect(messages.map((m) => m.role)).toEqual(['compactionSummary', 'user', 'assistant', 'user']);
    expect(messages[0]).not.toHaveProperty('providerPayload');
  });

  it('is the boundary of the index for OpenAI, and absent for another provider (its originals summarized again)', () => {
    expect(buildCompactionIndex(entries, { activeProvider: 'openai' })).toMatchObject({
      from: 'compaction-kept',
      previous: { id: 'c1' },
    });
    const other = buildCompactionIndex(entries, { activeProvider: 'anthropic' });
    expect(other.from).toBe('root');
    expect(other.ids).toEqual(['u1', 'a1', 'u2', 'a2', 'c1', 'u3']);
  });
});
