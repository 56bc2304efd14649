/**
 * A compaction made by Anthropic's server (compaction spec §13.4) in a rebuilt context: the summary message carries
 * the block only when the context is built for the `anthropic` provider; the Anthropic export sends it back first in
 * an assistant turn; every other export, and the summarizers' GA requests, read the block's content as the summary.
 */
import { contextProvider, encodeContext } from '../../../core/formats';
import { encodeAnthropicGa } from '../../../core/formats/anthropic/encode';
import { LEADING_USER, pairToolTurns } from '../../../core/formats/pairing';
import { lowerMessages } from '../../../core/formats/lower-messages';
import { buildSessionContext } from '../../../core/session/build-context';
import type { StoredMessage } from '../../../core';
import type { CompactionEntry, SessionEntry } from '../../../core/session/entries';
import { compactionSummaryMessage } from '../../../core/session/compaction-summary';
import type { AgentMessage } from '../../../core/session/messages';
import { expectAcceptedRequest } from '../../helpers/wire-validators';
import { assistant, call, result, T, user } from './builders';

const SUMMARY = 'The user fixed the parser; the tests pass.';
const block = { type: 'compaction', content: SUMMARY, encrypted_content: 'opaque-1', signature: 'sig-1' };

const entry = (preserveData: Record<string, unknown>): CompactionEntry => ({
  type: 'compaction',
  id: 'c1',
  parentId: 'e9',
  timestamp: new Date(T).toISOString(),
  summary: SUMMARY,
  firstKeptEntryId: 'e10',
  tokensBefore: 90_000,
  method: 'remote',
  preserveData,
});
const preserved = { anthropicCompaction: { provider: 'anthropic', model: 'anthropic/claude-sonnet-4-6', block } };

const contextFor = (provider: string): AgentMessage[] => [
  compactionSummaryMessage(entry(preserved), { provider }),
  user('Now add a test for the empty input.'),
];

describe('the summary message of an Anthropic server-side compaction', () => {
  it('carries the block for the anthropic provider, and for a context built for no named provider', () => {
    const payload = { type: 'anthropicCompaction', ...preserved.anthropicCompaction };
    expect(compactionSummaryMessage(entry(preserved), { provider: 'anthropic' }).providerPayload).toEqual(payload);
    expect(compactionSummaryMessage(entry(preserved)).providerPayload).toEqual(payload);
  });

  it.each(['openai', 'openai-chat-format', 'anthropic-format', 'gemini-format'])(
    'is the plain summary for %s',
    (provider) => {
      const message = compactionSummaryMessage(entry(preserved), { provider });
      expect(message).not.toHaveProperty('providerPayload');
      expect(message.summary).toBe(SUMMARY);
    },
  );

  it.each([
    ['no block', { anthropicCompaction: { provider: 'anthropic', model: 'm' } }],
    ['a block of another type', { anthropicCompaction: { ...preserved.anthropicCompaction, block: { type: 'text' } } }],
    [
      'a block without content',
      { anthropicCompaction: { ...preserved.anthropicCompaction, block: { type: 'compaction' } } },
    ],
    ['no provider', { anthropicCompaction: { model: 'm', block } }],
  ])('ignores preserve data with %s', (_name, data) => {
    expect(compactionSummaryMessage(entry(data), { provider: 'anthropic' })).not.toHaveProperty('providerPayload');
  });
});

describe('contextProvider for the Anthropic format', () => {
  it('is `anthropic` for a request to an Anthropic model and the format itself otherwise', () => {
    expect(contextProvider('anthropic', 'anthropic/claude-sonnet-4-6')).toBe('anthropic');
    expect(contextProvider('anthropic', 'bedrock/claude-sonnet-4-6')).toBe('anthropic-format');
    expect(contextProvider('anthropic', undefined)).toBe('anthropic-format');
    expect(contextProvider('openai-chat', 'anthropic/claude-sonnet-4-6')).toBe('openai-chat-format');
  });
});

describe('exports of a context with an Anthropic compaction', () => {
  it('anthropic: the block goes back verbatim, first in an assistant turn after the leading user turn', () => {
    const fragment = encodeContext('anthropic', contextFor('anthropic'), { target: 'anthropic/claude-sonnet-4-6' });
    expectAcceptedRequest('anthropic', fragment);
    expect(fragment.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: LEADING_USER }] },
      { role: 'assistant', content: [block] },
      { role: 'user', content: [{ type: 'text', text: 'Now add a test for the empty input.' }] },
    ]);
  });

  it.each(['openai-chat', 'openai-responses', 'gemini'] as const)('%s: the readable summary, no block', (format) => {
    const fragment = encodeContext(format, contextFor(contextProvider(format, 'openai/gpt-5')), {});
    expectAcceptedRequest(format, fragment);
    const text = JSON.stringify(fragment);
    expect(text).toContain(SUMMARY);
    expect(text).not.toContain('opaque-1');
  });

  it('the summarizers GA request: the summary as text even when the block was attached', () => {
    const messages = encodeAnthropicGa(pairToolTurns(lowerMessages(contextFor('anthropic'))), {});
    const text = JSON.stringify(messages);
    expect(text).toContain(SUMMARY);
    expect(text).not.toContain('opaque-1');
    expect(messages[0]!.role).toBe('user');
  });
});

describe('the exact tail of an Anthropic server-side compaction in a rebuilt context', () => {
  const held = [user('Please fix bug 7.'), assistant([call('t1')]), result('t1', 'ok')];
  const entries = (tail: unknown): SessionEntry[] => [
    {
      type: 'message',
      id: 'e9',
      parentId: null,
      timestamp: new Date(T).toISOString(),
      message: user('old') as StoredMessage,
    },
    {
      type: 'message',
      id: 'e10',
      parentId: 'e9',
      timestamp: new Date(T).toISOString(),
      message: assistant([{ type: 'text', text: 'kept answer' }]),
    },
    {
      ...entry({ anthropicCompaction: { ...preserved.anthropicCompaction, exactTail: tail } }),
      parentId: 'e10',
    },
    {
      type: 'message',
      id: 'e11',
      parentId: 'c1',
      timestamp: new Date(T).toISOString(),
      message: user('next') as StoredMessage,
    },
  ];

  it.each(['anthropic', 'openai'])('follows the summary verbatim for %s, before the kept messages', (provider) => {
    const { messages } = buildSessionContext(entries(held), { provider });
    expect(messages.map((m) => m.role)).toEqual([
      'compactionSummary',
      'user',
      'assistant',
      'toolResult',
      'assistant',
      'user',
    ]);
    expect(messages.slice(1, 4)).toEqual(held);
  });

  it('goes back to Anthropic as user, assistant and tool-result turns right after the block', () => {
    const { messages } = buildSessionContext(entries(held), { provider: 'anthropic' });
    const fragment = encodeContext('anthropic', messages, { target: 'anthropic/claude-sonnet-4-6' });
    expectAcceptedRequest('anthropic', fragment);
    expect(fragment.messages.slice(0, 3).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(fragment.messages[1]).toEqual({ role: 'assistant', content: [block] });
    expect(JSON.stringify(fragment.messages[2])).toContain('Please fix bug 7.');
  });

  it.each([
    ['absent', undefined],
    ['not a list', 'oops'],
  ])('adds nothing when the exact tail is %s', (_name, tail) => {
    const { messages } = buildSessionContext(entries(tail), { provider: 'anthropic' });
    expect(messages.map((m) => m.role)).toEqual(['compactionSummary', 'assistant', 'user']);
  });
});
