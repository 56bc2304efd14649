/**
 * The OpenAI-native method of the chain (compaction spec §3.9, §7.2, §7.4) on the real dev server, with the real
 * openai SDK talking to the wire fake: an OpenAI session is compacted by `/responses/compact`, its replacement
 * history is kept in the entry's preserve data (never in the workflow history) and replayed by the context rebuild;
 * a failed, item-less or malformed answer passes on to the local summary; a cancellation during the call never
 * falls back. The audit row records every method the chain tried, in order, and why each passed on.
 */
import { WorkflowFailedError } from '@temporalio/client';
import { NATIVE_SHORT_SUMMARY, NATIVE_SUMMARY } from '../../../../activities/compaction/compact-natively';
import { appendEntries, readSessionContext } from '../../../../store/session-store';
import type { Step } from '../../../fakes/fake-provider-server';
import { summarizerSettings, testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { auditOf, compactionEntryOf, leafOf, usageRowsOf } from '../../../helpers/store-queries';
import { createTestWorker } from '../../../helpers/temporal';
import type { CompactSessionInput, CompactionRequestSettings } from '../../../../workflows/compaction-types';
import { CHECKED_FAKE_SUMMARY } from '../../../helpers/quality-eval/checked-summary';

const world = useCompactionWorld();
const T = 'tenant-native';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const COMPACT = '/v1/responses/compact';
const ENDPOINT = '/summarize';

interface Scenario {
  model?: string;
  settings?: CompactionRequestSettings;
  native?: (call: number) => Step;
  endpoint?: (call: number) => Step;
}

/** The summarizer settings of the other tests, plus OpenAI at the fake's /v1. */
const settings = () => ({
  ...summarizerSettings(world.fake),
  openai: { apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` },
});

function answer({ native, endpoint }: Scenario) {
  world.fake.respondWith((request, call) => {
    if (request.path === COMPACT) return native ? native(call) : { text: `NATIVE ${call}` };
    if (request.path === ENDPOINT) return endpoint ? endpoint(call) : { text: `REMOTE ${call}` };
    return { text: `LOCAL SUMMARY ${call}` };
  });
}

async function start(sessionId: string, scenario: Scenario) {
  answer(scenario);
  const model = scenario.model ?? 'openai/gpt-5';
  await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30, model }));
  const llmSettings = {
    ...summarizerSettings(world.fake),
    openai: { apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` },
  };
  const { worker, taskQueue } = await createTestWorker(world.env, testActivities(world.store.db, { llmSettings }));
  const input: CompactSessionInput = { tenantId: T, sessionId, trigger: 'manual', settings: scenario.settings ?? {} };
  return { worker, handle: await startCompaction(world, taskQueue, input) };
}

async function run(sessionId: string, scenario: Scenario) {
  const { worker, handle } = await start(sessionId, scenario);
  return worker.runUntil(handle.result());
}

const pathsSince = (from: number) => world.fake.requests.slice(from).map((r) => r.path);
const attemptsOf = async (sessionId: string) => (await auditOf(world.store.db, ids(sessionId)))[0]?.attempts;

const compactionEntry = (sessionId: string) => compactionEntryOf(world.store.db, ids(sessionId));

describe('the OpenAI-native method', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('compacts an OpenAI session through /responses/compact and keeps the replacement history in the entry', async () => {
    const from = world.fake.requests.length;
    const result = await run('native-ok', {});

    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote', model: 'openai/gpt-5' });
    expect(result.warning).toBeUndefined();
    expect(pathsSince(from)).toEqual([COMPACT]);
    const request = world.fake.requests[from]!.body as { model: string; input: { type: string }[] };
    expect(Object.keys(request).sort()).toEqual(['input', 'instructions', 'model']);
    expect(request.model).toBe('gpt-5');
    expect(new Set(request.input.map((i) => i.type))).toEqual(
      new Set(['message', 'function_call', 'function_call_output']),
    );

    const entry = (await compactionEntry('native-ok'))!;
    expect(entry.summary.startsWith(NATIVE_SUMMARY)).toBe(true);
    expect(entry.summary).toContain('<files>');
    expect(entry.shortSummary).toBe(NATIVE_SHORT_SUMMARY);
    const preserved = entry.preserveData?.openaiRemoteCompaction as Record<string, unknown>;
    expect(preserved).toMatchObject({
      provider: 'openai',
      compactionItem: { type: 'compaction', encrypted_content: expect.stringMatching(/^encrypted:NATIVE/) },
    });
    expect(preserved.replacementHistory).toHaveLength(2);
    expect(await attemptsOf('native-ok')).toEqual([{ method: 'openai-native', outcome: 'used' }]);
    const history = await world.env.client.workflow.getHandle(`compact:${T}:native-ok`).fetchHistory();
    expect(JSON.stringify(history)).not.toContain('encrypted:NATIVE');
  });

  it('records the /responses/compact call as a usage row with the tokens the answer reported', async () => {
    const from = world.fake.requests.length;
    expect(await run('native-usage', {})).toMatchObject({ outcome: 'compacted', method: 'remote' });
    expect(pathsSince(from)).toEqual([COMPACT]);
    // The wire fake reports 100 + n input and 10 + n output tokens for its n-th answer.
    const n = from + 1;
    expect(await usageRowsOf(world.store.db, ids('native-usage'))).toEqual([
      {
        activity: 'compactNatively',
        model: 'openai/gpt-5',
        inputTokens: 100 + n,
        outputTokens: 10 + n,
        cachedTokens: 0,
      },
    ]);
  });

  it('rebuilds the context of that session with the summary carrying the replayable history and no kept messages', async () => {
    const context = await readSessionContext(world.store.db, ids('native-ok'));
    const entry = (await compactionEntry('native-ok'))!;
    const preserved = entry.preserveData?.openaiRemoteCompaction as { replacementHistory: unknown[] };
    expect(context.messages).toHaveLength(1);
    expect(context.messages[0]).toMatchObject({
      role: 'compactionSummary',
      providerPayload: { type: 'openaiResponsesHistory', provider: 'openai', items: preserved.replacementHistory },
    });
  });

  it('rebuilds it for another provider with the plain summary and the kept messages', async () => {
    const kept = (await readSessionContext(world.store.db, { ...ids('native-ok'), mode: 'collapsed' })).messages;
    const parentId = await leafOf(world.store.db, ids('native-ok'));
    const change = { type: 'model_change', id: 'switch1', parentId, timestamp: new Date().toISOString() };
    const entries = [{ ...change, model: 'anthropic/claude-opus-4-5', role: 'default' }];
    await appendEntries(world.store.db, { ...ids('native-ok'), entries });

    const context = await readSessionContext(world.store.db, ids('native-ok'));
    expect(context.messages[0]).toMatchObject({ role: 'compactionSummary' });
    expect(context.messages[0]).not.toHaveProperty('providerPayload');
    const keptCount = kept.findIndex((m) => m.role === 'compactionSummary');
    expect(keptCount).toBeGreaterThan(0);
    expect(context.messages).toHaveLength(1 + keptCount);
  });

  it('re-summarizes the original messages when the session compacts again on another provider', async () => {
    const from = world.fake.requests.length;
    answer({});
    const { worker, taskQueue } = await createTestWorker(
      world.env,
      testActivities(world.store.db, { llmSettings: settings() }),
    );
    const input: CompactSessionInput = { tenantId: T, sessionId: 'native-ok', trigger: 'manual', settings: {} };
    const result = await worker.runUntil(startCompaction(world, taskQueue, input).then((h) => h.result()));

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', model: 'anthropic/claude-opus-4-5' });
    expect(pathsSince(from)).not.toContain(COMPACT);
    const prompts = JSON.stringify(world.fake.requests.slice(from).map((r) => r.body));
    expect(prompts).toContain('Please fix bug 0 in src/file-0.ts');
    expect(prompts).not.toContain(NATIVE_SUMMARY);
  });

  it.each([
    ['an HTTP error', () => ({ error: 'auth' }) as Step, /^ProviderAuth: openai\/gpt-5: /],
    [
      'an answer without a compaction item',
      () => ({
        status: 200,
        body: { id: 'r', object: 'response.compaction', output: [{ type: 'message', role: 'user', content: [] }] },
      }),
      /^ProviderRejected: openai\/gpt-5: \/responses\/compact returned no compaction item$/,
    ],
    [
      'a malformed body',
      () => ({ status: 200, body: { id: 'r', object: 'response.compaction' } }),
      /^ProviderRejected: openai\/gpt-5: \/responses\/compact answered without an output list$/,
    ],
  ])('falls back to the local summary on %s, recording why the native attempt passed on', async (name, step, why) => {
    const sessionId = `native-bad-${name.split(' ').at(-1)}`;
    const from = world.fake.requests.length;
    const result = await run(sessionId, { native: step });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', model: 'openai/gpt-5' });
    expect(result.warning).toMatch(/^OpenAI native compaction failed \(.*\); summarized locally\.$/);
    expect(pathsSince(from).filter((p) => p === COMPACT)).toHaveLength(1);
    expect(pathsSince(from)).toContain('/v1/responses');
    const attempts = await attemptsOf(sessionId);
    expect(attempts).toEqual([
      { method: 'openai-native', outcome: 'passed-on', reason: expect.stringMatching(why) },
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
    expect((await compactionEntry(sessionId))!.preserveData?.openaiRemoteCompaction).toBeUndefined();
  });

  it('is never tried with remoteEnabled: false, nor for a model of another provider', async () => {
    const from = world.fake.requests.length;
    const off = await run('native-off', { settings: { remoteEnabled: false } });
    const anthropic = await run('native-anthropic', { model: 'anthropic/claude-opus-4-5' });
    expect([off.method, anthropic.method]).toEqual(['context-full', 'context-full']);
    expect(pathsSince(from)).not.toContain(COMPACT);
    expect(await attemptsOf('native-off')).toEqual([
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
  });

  it('does not fall back when the run is cancelled during the native call', async () => {
    const from = world.fake.requests.length;
    const { worker, handle } = await start('native-cancel', { native: () => ({ hang: true }) });
    const outcome = worker.runUntil(async () => {
      while (!pathsSince(from).includes(COMPACT)) await new Promise((r) => setTimeout(r, 100));
      await handle.cancel();
      return handle.result().then(
        (r) => r,
        (e: unknown) => e,
      );
    });
    const result = await outcome;
    const cancelled = result instanceof WorkflowFailedError || (result as { outcome?: string }).outcome === 'cancelled';
    expect(cancelled).toBe(true);
    expect(pathsSince(from)).toEqual([COMPACT]);
    expect(await compactionEntry('native-cancel')).toBeUndefined();
  });
});

describe('the chain in the audit row', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));
  const remote = () => ({ remoteEndpoint: `${world.fake.url}${ENDPOINT}` });

  it('records the remote endpoint used when it answers', async () => {
    await run('chain-remote-ok', { model: 'anthropic/claude-opus-4-5', settings: remote() });
    expect(await attemptsOf('chain-remote-ok')).toEqual([
      { method: 'remote', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
  });

  it.each([
    ['fails', () => ({ error: 'auth' }) as Step, /^ProviderAuth: /],
    ['answers malformed JSON', () => ({ status: 200, body: { result: 'no summary' } }), /^ProviderRejected: /],
  ])('records the remote endpoint passing on to the local summary when it %s', async (name, endpoint, why) => {
    const sessionId = `chain-remote-${name.split(' ')[0]}`;
    await run(sessionId, { model: 'anthropic/claude-opus-4-5', settings: remote(), endpoint });
    expect(await attemptsOf(sessionId)).toEqual([
      { method: 'remote', outcome: 'passed-on', reason: expect.stringMatching(why) },
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
  });

  it('passes from a failing remote endpoint to native compaction, which the warning names', async () => {
    const result = await run('chain-remote-native', { settings: remote(), endpoint: () => ({ error: 'auth' }) });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote', model: 'openai/gpt-5' });
    expect(result.warning).toMatch(/^Remote endpoint failed \(ProviderAuth: .*\); compacted by OpenAI natively\.$/);
    expect(await attemptsOf('chain-remote-native')).toEqual([
      { method: 'remote', outcome: 'passed-on', reason: expect.stringMatching(/^ProviderAuth: remote\//) },
      { method: 'openai-native', outcome: 'used' },
    ]);
  });

  it('falls through remote endpoint → native → local summary, recording each step', async () => {
    const result = await run('chain-all', {
      settings: remote(),
      endpoint: () => ({ error: 'auth' }),
      native: () => ({ error: 'auth' }),
    });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(await attemptsOf('chain-all')).toEqual([
      { method: 'remote', outcome: 'passed-on', reason: expect.stringMatching(/^ProviderAuth: remote\//) },
      { method: 'openai-native', outcome: 'passed-on', reason: expect.stringMatching(/^ProviderAuth: openai\//) },
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
  });
});
