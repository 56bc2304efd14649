import { Context } from '@temporalio/activity';
import { CancelledFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { loadPromptSet } from '../../../activities/llm/prompts';
import { createCompleter } from '../../../activities/llm/providers/create-completer';
import { summarizeHistory } from '../../../activities/llm/summarize-history';
import type { SummaryResult } from '../../../activities/llm/summary-call';
import { startFakeProvider, type FakeProvider } from '../../fakes/fake-provider-server';

// How an activity wrapper is expected to run the fold: cancellation signal and heartbeats from the context.
const prompts = loadPromptSet();
let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider();
});
afterEach(() => fake.close());

const completer = () =>
  createCompleter({ provider: 'openai-chat', id: 'm', apiKey: 'k', baseUrl: `${fake.url}/v1`, timeoutMs: 30_000 });

async function summarizeInActivity(messages: string[]) {
  const ctx = Context.current();
  return summarizeHistory(
    { prompts, completer: completer() },
    { messages, signal: ctx.cancellationSignal, onProgress: (p) => ctx.heartbeat(p) },
  );
}

const turns = Array.from({ length: 12 }, (_, i) => `[User]: turn-${i} ${'x'.repeat(3190)}`);

describe('summarizeHistory inside an activity', () => {
  it('heartbeats once per completed window', async () => {
    const env = new MockActivityEnvironment();
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    const small = createCompleter({
      provider: 'openai-chat',
      id: 'm',
      apiKey: 'k',
      baseUrl: `${fake.url}/v1`,
      timeoutMs: 30_000,
      contextWindow: 40000,
    });
    const summarizeWithHeartbeats = async (messages: string[]) => {
      const ctx = Context.current();
      return summarizeHistory({ prompts, completer: small }, { messages, onProgress: (p) => ctx.heartbeat(p) });
    };
    const result = (await env.run(summarizeWithHeartbeats, turns)) as SummaryResult;
    expect(result.text).toBe('summary 2');
    expect(beats).toEqual([
      { call: 1, windowsPlanned: 2, outputTokens: 11 },
      { call: 2, windowsPlanned: 2, outputTokens: 23 },
    ]);
  });

  it('aborts a hanging provider call when the activity is cancelled, surfacing the cancellation', async () => {
    fake.script({ hang: true });
    const env = new MockActivityEnvironment();
    const running = env.run(summarizeInActivity, ['[User]: q']);
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    env.cancel('CANCELLED');
    await expect(running).rejects.toBeInstanceOf(CancelledFailure);
  });
});
