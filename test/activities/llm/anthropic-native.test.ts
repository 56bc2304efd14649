/**
 * Anthropic server-side compaction through the real @anthropic-ai/sdk against the wire fake, which compacts as the
 * server does (test/fakes/anthropic-compaction.ts): the request carries the forced edit and the beta header; the
 * block comes back as the server sent it; a missing block, an unsupported model and a provider error are typed
 * failures; the fake itself refuses the edit without the beta header and below the smallest trigger.
 */
import Anthropic from '@anthropic-ai/sdk';
import { ApplicationFailure } from '@temporalio/common';
import { createAnthropicCompactor } from '../../../activities/llm/anthropic-native';
import type { AnthropicMessageParam } from '../../../core/formats/anthropic/types';
import { unsupportedModel } from '../../fakes/anthropic-compaction';
import { fakeProviderPerTest } from '../../helpers/fake-provider-per-test';

const wire = fakeProviderPerTest('claude-sonnet-4-6');
const long = 'The user asked to fix the parser and the tests failed twice. '.repeat(3_500);
const messages: AnthropicMessageParam[] = [
  { role: 'user', content: [{ type: 'text', text: long }] },
  { role: 'assistant', content: [{ type: 'text', text: 'Fixed.' }] },
  { role: 'user', content: [{ type: 'text', text: 'Compact the conversation so far.' }] },
];
const compactor = () => createAnthropicCompactor(wire.spec('anthropic'));

async function failureOf(promise: Promise<unknown>): Promise<ApplicationFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApplicationFailure);
  return error as ApplicationFailure;
}

describe('Anthropic server-side compaction', () => {
  it('sends the forced compact_20260112 edit with its beta and returns the block', async () => {
    wire.fake.script({ text: 'The parser was fixed after two failing runs.' });
    const { block, inputTokens } = await compactor().compact({ messages, instructions: 'Summarize.' });

    expect(block).toEqual({
      type: 'compaction',
      content: 'The parser was fixed after two failing runs.',
      encrypted_content: 'encrypted:1',
    });
    expect(inputTokens).toBeGreaterThan(50_000);
    const [request] = wire.fake.requests;
    expect(request!.headers['anthropic-beta']).toBe('compact-2026-01-12');
    expect(request!.body).toMatchObject({
      model: 'claude-sonnet-4-6',
      messages,
      context_management: {
        edits: [
          {
            type: 'compact_20260112',
            pause_after_compaction: true,
            trigger: { type: 'input_tokens', value: 50_000 },
            instructions: 'Summarize.',
          },
        ],
      },
    });
  });

  it('fails typed and non-retryable when the server compacted nothing (a conversation below the trigger)', async () => {
    wire.fake.script({ text: 'just an answer' });
    const short: AnthropicMessageParam[] = [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }];
    const failure = await failureOf(compactor().compact({ messages: short, instructions: 'Summarize.' }));
    expect(failure.type).toBe('ProviderRejected');
    expect(failure.nonRetryable).toBe(true);
    expect(failure.message).toBe(
      'anthropic/claude-sonnet-4-6: the server returned no compaction block (stop_reason end_turn)',
    );
  });

  it.each([
    ['an unsupported model', unsupportedModel('claude-sonnet-4-6'), 'ProviderRejected'],
    [
      'an overloaded server',
      { status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } },
      'ProviderUnavailable',
    ],
  ])('turns %s into a typed failure', async (_name, step, type) => {
    wire.fake.script(step);
    const failure = await failureOf(compactor().compact({ messages, instructions: 'Summarize.' }));
    expect(failure.type).toBe(type);
  });
});

describe('the wire fake as the compacting server', () => {
  const client = () => new Anthropic({ apiKey: 'k', baseURL: wire.fake.url, maxRetries: 0 });
  const edit = (value: number) => ({
    type: 'compact_20260112' as const,
    trigger: { type: 'input_tokens' as const, value },
  });

  it('refuses the edit without the beta header', async () => {
    const request = {
      model: 'claude-sonnet-4-6',
      max_tokens: 10,
      messages,
      context_management: { edits: [edit(50_000)] },
    };
    await expect(client().beta.messages.create(request)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('requires the beta header compact-2026-01-12'),
    });
  });

  it('refuses a trigger below 50,000 tokens', async () => {
    const request = {
      model: 'claude-sonnet-4-6',
      max_tokens: 10,
      messages,
      betas: ['compact-2026-01-12'],
      context_management: { edits: [edit(1_000)] },
    };
    await expect(client().beta.messages.create(request)).rejects.toMatchObject({ status: 400 });
  });

  it('without pause_after_compaction answers the block and then the reply', async () => {
    wire.fake.script({ text: 'summary and reply' });
    const message = await client().beta.messages.create({
      model: 'claude-sonnet-4-6',
      max_tokens: 10,
      messages,
      betas: ['compact-2026-01-12'],
      context_management: { edits: [edit(50_000)] },
    });
    expect(message.content.map((b) => b.type)).toEqual(['compaction', 'text']);
    expect(message.stop_reason).toBe('end_turn');
  });
});
