/**
 * Branch summaries choose their summarizer like the compaction summary (compaction spec §6.7, §9.2) on the real dev
 * server: the session's own model first, an authentication failure moves to the next candidate, and "no usable
 * credentials" names the provider and the environment variable to set, moving nothing.
 */
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { BranchSummaryEntry } from '../../core';
import type { LlmSettings } from '../../activities/llm';
import { summarizeBranch } from '../../workflows';
import { branchSummaryStartOptions } from '../../workflows/branch-summary-types';
import { NO_PROVIDERS, testActivities } from '../helpers/activities';
import { useCompactionWorld } from '../helpers/compaction-env';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf, leafOf } from '../helpers/store-queries';
import { createTestWorker } from '../helpers/temporal';

const world = useCompactionWorld();
const T = 'tenant-branch-models';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });

async function navigateWith(settings: LlmSettings, sessionId: string) {
  await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 6 }));
  const { worker, taskQueue } = await createTestWorker(
    world.env,
    testActivities(world.store.db, { llmSettings: settings }),
  );
  const options = branchSummaryStartOptions({ ...ids(sessionId), targetId: 'e00007' }, taskQueue);
  return worker.runUntil(
    world.env.client.workflow
      .start(summarizeBranch, options)
      .then((h) => h.result())
      .catch((e: unknown) => e),
  );
}

const access = () => ({ apiKey: 'test-key', baseUrl: world.fake.url });
const v1 = () => ({ apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` });
const calledSince = (from: number) =>
  world.fake.requests.slice(from).map((r) => `${r.path} ${(r.body as { model?: string }).model}`);

describe('branch summary model candidates', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('summarizes with the session’s own model ahead of the configured summary model', async () => {
    world.fake.respondWith(() => ({ text: 'OWN MODEL SUMMARY' }));
    const from = world.fake.requests.length;
    const settings = { ...NO_PROVIDERS, anthropic: access(), openai: v1(), summaryModel: 'openai/summarizer-1' };
    const result = await navigateWith(settings, 'own-model');
    expect(result).toMatchObject({ outcome: 'navigated' });
    expect(calledSince(from)).toEqual(['/v1/messages claude-opus-4-5']);
  });

  it('moves to the next candidate when the session’s model fails authentication', async () => {
    world.fake.respondWith((request) =>
      request.path === '/v1/messages' ? { error: 'auth' } : { text: 'NEXT CANDIDATE SUMMARY' },
    );
    const from = world.fake.requests.length;
    const settings = { ...NO_PROVIDERS, anthropic: access(), openai: v1(), summaryModel: 'openai/summarizer-1' };
    const result = await navigateWith(settings, 'auth-fallback');
    expect(result).toMatchObject({ outcome: 'navigated' });
    expect(calledSince(from)).toEqual(['/v1/messages claude-opus-4-5', '/v1/responses summarizer-1']);
    const [summary] = await eventsOf(world.store.db, ids('auth-fallback'), 'branch_summary');
    expect((summary!.data as BranchSummaryEntry).summary).toContain('NEXT CANDIDATE SUMMARY');
  });

  it('fails with no usable credentials naming the provider and the variable, and moves nothing', async () => {
    const error = await navigateWith(NO_PROVIDERS, 'no-keys');
    expect(error).toBeInstanceOf(WorkflowFailedError);
    let cause: unknown = error;
    while (cause instanceof Error && !(cause instanceof ApplicationFailure && cause.type)) cause = cause.cause;
    expect(cause).toMatchObject({ type: 'ProviderAuth', nonRetryable: true });
    expect((cause as ApplicationFailure).message).toMatch(
      /^Compaction requires usable credentials for anthropic\/claude-opus-4-5: set ANTHROPIC_API_KEY on the worker/,
    );
    expect(await eventsOf(world.store.db, ids('no-keys'), 'branch_summary')).toEqual([]);
    expect(await leafOf(world.store.db, ids('no-keys'))).toBe(codingSession({ turns: 6 }).at(-1)!.id);
  });
});
