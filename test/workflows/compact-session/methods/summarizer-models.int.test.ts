/**
 * Summarizer model candidates (compaction spec §6.7) on the real dev server: the session's own model summarizes by
 * default, an authentication failure moves to the next candidate, the largest-context model with credentials is
 * the last resort, and "no usable credentials" names the provider and the variable to set.
 */
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { LlmSettings } from '../../../../activities/llm';
import { NO_PROVIDERS, testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { auditOf } from '../../../helpers/store-queries';
import { createTestWorker } from '../../../helpers/temporal';
import type { CompactSessionInput } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-models';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });

async function run(llmSettings: LlmSettings, input: Omit<CompactSessionInput, 'tenantId' | 'trigger'>) {
  await seedSession(world.store.db, ids(input.sessionId), codingSession({ turns: 30 }));
  const { worker, taskQueue } = await createTestWorker(world.env, testActivities(world.store.db, { llmSettings }));
  return worker.runUntil(
    startCompaction(world, taskQueue, { tenantId: T, trigger: 'manual', ...input }).then((h) =>
      h.result().catch((e: unknown) => e),
    ),
  );
}

const access = () => ({ apiKey: 'test-key', baseUrl: world.fake.url });
const v1 = () => ({ apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` });
/** The models the summarizer requests since `from` were sent to, as `path model`. */
const calledSince = (from: number) => [
  ...new Set(world.fake.requests.slice(from).map((r) => `${r.path} ${(r.body as { model?: string }).model}`)),
];

describe('summarizer model candidates', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('summarizes with the session’s own model by default, ahead of the configured summary model', async () => {
    const from = world.fake.requests.length;
    const settings = { ...NO_PROVIDERS, anthropic: access(), openai: v1(), summaryModel: 'openai/summarizer-1' };
    const result = await run(settings, { sessionId: 'own-model' });
    expect(result).toMatchObject({ outcome: 'compacted', model: 'anthropic/claude-opus-4-5' });
    expect(calledSince(from)).toEqual(['/v1/messages claude-opus-4-5']);
  });

  it('summarizes with the compact request’s active model when the worker configures no summary model', async () => {
    const from = world.fake.requests.length;
    // Remote compaction off: with it on, an OpenAI model compacts through /responses/compact before any summary.
    const input = { sessionId: 'gpt', model: 'openai/gpt-4o-mini', settings: { remoteEnabled: false } };
    const result = await run({ ...NO_PROVIDERS, openai: v1() }, input);
    expect(result).toMatchObject({ outcome: 'compacted', model: 'openai/gpt-4o-mini' });
    expect(calledSince(from)).toEqual(['/v1/responses gpt-4o-mini']);
  });

  it('moves to the configured summary model when the active model fails authentication, and says so', async () => {
    world.fake.respondWith((request, call) =>
      request.path === '/v1/messages' ? { error: 'auth' } : { text: `summary ${call}` },
    );
    const settings = { ...NO_PROVIDERS, anthropic: access(), openai: v1(), summaryModel: 'openai/summarizer-1' };
    const result = await run(settings, { sessionId: 'auth-fallback' });
    expect(result).toMatchObject({ outcome: 'compacted', model: 'openai/summarizer-1' });
    expect((result as { warning: string }).warning).toMatch(
      /^Summarized with openai\/summarizer-1 after authentication failed for anthropic\/claude-opus-4-5 \(/,
    );
    expect(await auditOf(world.store.db, ids('auth-fallback'))).toMatchObject([
      { status: 'committed', model: 'openai/summarizer-1' },
    ]);
  });

  it('tries the requested summary model first and falls back past it on an authentication failure', async () => {
    world.fake.respondWith((request, call) =>
      request.path === '/v1/responses' ? { error: 'auth' } : { text: `summary ${call}` },
    );
    const from = world.fake.requests.length;
    const settings = { ...NO_PROVIDERS, anthropic: access(), openai: v1() };
    const result = await run(settings, { sessionId: 'target-first', summaryModel: 'openai/summarizer-1' });
    expect(result).toMatchObject({ outcome: 'compacted', model: 'anthropic/claude-opus-4-5' });
    expect(calledSince(from)[0]).toBe('/v1/responses summarizer-1');
  });

  it('falls back to the largest-context model whose provider has credentials', async () => {
    const from = world.fake.requests.length;
    const result = await run({ ...NO_PROVIDERS, google: access() }, { sessionId: 'largest' });
    expect(result).toMatchObject({ outcome: 'compacted', model: 'google/gemini-2.5-pro' });
    expect(calledSince(from)).toEqual(['/v1beta/models/gemini-2.5-pro:generateContent undefined']);
  });

  it('fails with no usable credentials naming the provider and the environment variable to set', async () => {
    const error = await run(NO_PROVIDERS, { sessionId: 'no-keys', model: 'openai/gpt-4o-mini' });
    expect(error).toBeInstanceOf(WorkflowFailedError);
    let cause: unknown = error;
    while (cause instanceof Error && !(cause instanceof ApplicationFailure && cause.type)) cause = cause.cause;
    expect(cause).toMatchObject({ type: 'ProviderAuth', nonRetryable: true });
    const message = (cause as ApplicationFailure).message;
    expect(message).toBe(
      'Compaction requires usable credentials for openai/gpt-4o-mini: set OPENAI_API_KEY on the worker, or set ' +
        'COMPACTOR_SUMMARY_MODEL to a model whose provider has credentials. Tried: openai/gpt-4o-mini (no ' +
        'credentials: OPENAI_API_KEY is not set)',
    );
    expect(await auditOf(world.store.db, ids('no-keys'))).toMatchObject([
      { status: 'failed', error: `ProviderAuth: ${message}` },
    ]);
  });
});
