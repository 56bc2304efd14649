/**
 * OpenAI V2 streaming compaction through the real openai SDK against the streaming wire fake (compaction spec §7.3):
 * the request carries the trigger last, reasoning `{effort, summary: "auto"}` for a reasoning model and the
 * session's tools with `tool_choice: "auto"`; a timeout or transient error is retried up to twice with the
 * `2^attempt·1000` ms backoff (shortened here, the attempts it is asked for recorded), a 4xx never; the failure left
 * when the retries are spent is final for Temporal too; an answer without `response.completed` or with other than
 * one compaction item is a non-retryable ProviderRejected that the method chain passes on.
 */
import { ApplicationFailure } from '@temporalio/common';
import type { ResponsesItem } from '../../../core/compaction/responses-items';
import {
  createStreamingCompactor,
  V2_ATTEMPT_TIMEOUT_MS,
  V2_MAX_RETRIES,
} from '../../../activities/llm/openai-streaming-compaction';
import type { ModelSpec } from '../../../activities/llm/providers/types';
import { responseEvents } from '../../fakes/openai-compaction-stream';
import { fakeProviderPerTest } from '../../helpers/fake-provider-per-test';

const wire = fakeProviderPerTest('gpt-5.1');
const input: ResponsesItem[] = [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Fix it.' }] }];
const tool = {
  name: 'read',
  description: 'Reads a file.',
  parameters: { type: 'object' as const, properties: { path: { type: 'string' } } },
};
const server = { error: 'server' as const };

function compactor(extra: Partial<ModelSpec> = {}, attemptTimeoutMs = 2_000) {
  const waits: number[] = [];
  const backoffMs = (attempt: number) => {
    waits.push(attempt);
    return 5;
  };
  return { waits, compactor: createStreamingCompactor(wire.spec('openai', extra), { attemptTimeoutMs, backoffMs }) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApplicationFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApplicationFailure);
  return error as ApplicationFailure;
}

const compactionItem = (id: string) => ({ type: 'compaction', id, encrypted_content: `encrypted:${id}` });
const usage = { input_tokens: 10, output_tokens: 2, total_tokens: 12 };

describe('OpenAI V2 streaming compaction: the request', () => {
  it('sends reasoning with summary auto and the session tools with tool_choice auto, the trigger last', async () => {
    wire.fake.script({ text: 'state' });
    const { compactor: v2 } = compactor();
    const result = await v2.compact({ input, instructions: 'Summarize.', thinkingLevel: 'medium', tools: [tool] });

    expect(result.compactionItem).toEqual({ type: 'compaction', id: 'cmp_1', encrypted_content: 'encrypted:state' });
    expect(wire.fake.requests).toHaveLength(1);
    expect(wire.fake.requests[0]!.body).toEqual({
      model: 'gpt-5.1',
      input: [...input, { type: 'compaction_trigger' }],
      instructions: 'Summarize.',
      store: false,
      stream: true,
      reasoning: { effort: 'medium', summary: 'auto' },
      tools: [{ type: 'function', ...tool, strict: false }],
      tool_choice: 'auto',
    });
  });

  it('sends no reasoning for a model without it and no tools field for a session without tools', async () => {
    wire.fake.script({ text: 'state' });
    const { compactor: v2 } = compactor({ reasoningEfforts: [] });
    await v2.compact({ input, instructions: 'Summarize.', thinkingLevel: 'high', tools: [] });

    const body = wire.fake.requests[0]!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['input', 'instructions', 'model', 'store', 'stream']);
  });

  it('asks the spec’s 180,000 ms per attempt and two retries unless told otherwise', () => {
    expect(V2_ATTEMPT_TIMEOUT_MS).toBe(180_000);
    expect(V2_MAX_RETRIES).toBe(2);
  });
});

describe('OpenAI V2 streaming compaction: retries', () => {
  it('retries a transient error once and returns the second answer', async () => {
    wire.fake.script(server, { text: 'second' });
    const { compactor: v2, waits } = compactor();
    const result = await v2.compact({ input, instructions: 'Summarize.' });

    expect(result.compactionItem).toEqual({ type: 'compaction', id: 'cmp_2', encrypted_content: 'encrypted:second' });
    expect(wire.fake.requests).toHaveLength(2);
    expect(waits).toEqual([0]);
  });

  it('retries an attempt that timed out and returns the next answer', async () => {
    wire.fake.script({ hang: true }, { text: 'after the timeout' });
    const { compactor: v2, waits } = compactor({}, 300);
    const result = await v2.compact({ input, instructions: 'Summarize.' });

    expect(result.compactionItem).toMatchObject({ encrypted_content: 'encrypted:after the timeout' });
    expect(wire.fake.requests).toHaveLength(2);
    expect(waits).toEqual([0]);
  });

  it('gives up after two retries with a final ProviderUnavailable that Temporal does not retry again', async () => {
    wire.fake.script(server, server, server, { text: 'never asked' });
    const { compactor: v2, waits } = compactor();
    const failure = await failureOf(v2.compact({ input, instructions: 'Summarize.' }));

    expect(failure.type).toBe('ProviderUnavailable');
    expect(failure.nonRetryable).toBe(true);
    expect(failure.message).toMatch(/^openai\/gpt-5\.1: .* \(after 3 attempts\)$/);
    expect(failure.cause).toMatchObject({ status: 500 });
    expect(wire.fake.requests).toHaveLength(3);
    expect(waits).toEqual([0, 1]);
  });

  it('never retries a 4xx', async () => {
    wire.fake.script({ error: 'auth' }, { text: 'never asked' });
    const { compactor: v2, waits } = compactor();
    const failure = await failureOf(v2.compact({ input, instructions: 'Summarize.' }));

    expect(failure.type).toBe('ProviderAuth');
    expect(wire.fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

describe('OpenAI V2 streaming compaction: the answer', () => {
  const response = { id: 'resp_1', model: 'gpt-5.1' };

  it('refuses two compaction items, without retrying', async () => {
    const events = responseEvents(response, compactionItem('cmp_a'), usage).map((event) =>
      event.type === 'response.completed'
        ? {
            ...event,
            response: {
              ...(event.response as object),
              output: [compactionItem('cmp_a'), compactionItem('cmp_b')],
            },
          }
        : event,
    );
    wire.fake.script({ events }, { text: 'never asked' });
    const { compactor: v2 } = compactor();
    const failure = await failureOf(v2.compact({ input, instructions: 'Summarize.' }));

    expect(failure.type).toBe('ProviderRejected');
    expect(failure.nonRetryable).toBe(true);
    expect(failure.message).toBe('openai/gpt-5.1: V2 compaction stream returned 2 compaction items (one expected)');
    expect(wire.fake.requests).toHaveLength(1);
  });

  it('refuses a stream that ended without response.completed', async () => {
    const events = responseEvents(response, compactionItem('cmp_a'), usage).slice(0, -1);
    wire.fake.script({ events });
    const { compactor: v2 } = compactor();
    const failure = await failureOf(v2.compact({ input, instructions: 'Summarize.' }));

    expect(failure.type).toBe('ProviderRejected');
    expect(failure.message).toBe('openai/gpt-5.1: V2 compaction stream ended without response.completed');
  });
});
