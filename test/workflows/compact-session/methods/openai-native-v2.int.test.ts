/**
 * OpenAI V2 streaming compaction, first of the chain's native methods (compaction spec §7.3, §7.4), on the real dev
 * server with the real openai SDK streaming from the wire fake: a session on a model whose catalog entry supports
 * V2 is compacted by a streaming Responses request ending with `compaction_trigger`; the replacement history (the
 * retained user messages, then the compaction item) is kept in the entry's preserve data with `version: "v2"` and
 * never in the workflow history; the openai-responses rebuild replays it, another format reads the summary. A
 * failing V2 passes on to `/responses/compact`, a failing V1 to the local summary, each with its reason. The request
 * carries the session's explicit thinking level as its reasoning effort.
 */
import { NATIVE_SHORT_SUMMARY, NATIVE_SUMMARY } from '../../../../activities/compaction/compact-natively';
import type { SessionEntry } from '../../../../core/session/entries';
import { readWireContext } from '../../../../service/wire-context';
import { readSessionContext } from '../../../../store/session-store';
import { countedResponsesTokens, responseEvents } from '../../../fakes/openai-compaction-stream';
import type { RecordedRequest, Step } from '../../../fakes/fake-provider-server';
import { summarizerSettings, testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { auditOf, compactionEntryOf } from '../../../helpers/store-queries';
import { createTestWorker } from '../../../helpers/temporal';
import { expectAcceptedRequest } from '../../../helpers/wire-validators';
import { CHECKED_FAKE_SUMMARY } from '../../../helpers/quality-eval/checked-summary';
import type { CompactSessionInput, CompactionRequestSettings } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-native-v2';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const MODEL = 'openai/gpt-5.1';
const RESPONSES = '/v1/responses';
const COMPACT = '/v1/responses/compact';
const ENDPOINT = '/summarize';

interface StreamBody {
  model: string;
  stream: boolean;
  store: boolean;
  prompt_cache_key?: string;
  instructions: string;
  input: Record<string, unknown>[];
}

const isV2 = (request: RecordedRequest) =>
  request.path === RESPONSES && (request.body as StreamBody).input.at(-1)?.type === 'compaction_trigger';

interface Scenario {
  settings?: CompactionRequestSettings;
  v2?: (call: number) => Step;
  v1?: (call: number) => Step;
  endpoint?: (call: number) => Step;
}

function answer({ v2, v1, endpoint }: Scenario) {
  world.fake.respondWith((request, call) => {
    if (isV2(request)) return v2 ? v2(call) : { text: `V2 ${call}` };
    if (request.path === COMPACT) return v1 ? v1(call) : { text: `NATIVE ${call}` };
    if (request.path === ENDPOINT) return endpoint ? endpoint(call) : { text: `REMOTE ${call}` };
    return { text: `LOCAL SUMMARY ${call}` };
  });
}

async function run(sessionId: string, scenario: Scenario & { thinkingLevel?: string } = {}) {
  answer(scenario);
  const entries = codingSession({ turns: 30, model: MODEL });
  if (scenario.thinkingLevel) {
    // The session's first entry sets its thinking level explicitly, as a host's level switch does.
    const level = { type: 'thinking_level_change', id: 'level', parentId: null, timestamp: entries[0]!.timestamp };
    entries.unshift({ ...level, thinkingLevel: scenario.thinkingLevel } as SessionEntry);
    entries[1]!.parentId = 'level';
  }
  await seedSession(world.store.db, ids(sessionId), entries);
  const llmSettings = {
    ...summarizerSettings(world.fake),
    openai: { apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` },
  };
  const { worker, taskQueue } = await createTestWorker(world.env, testActivities(world.store.db, { llmSettings }));
  const input: CompactSessionInput = { tenantId: T, sessionId, trigger: 'manual', settings: scenario.settings ?? {} };
  const handle = await startCompaction(world, taskQueue, input);
  return worker.runUntil(handle.result());
}

const since = (from: number) => world.fake.requests.slice(from);
const pathsSince = (from: number) => since(from).map((r) => r.path);
const attemptsOf = async (sessionId: string) => (await auditOf(world.store.db, ids(sessionId)))[0]?.attempts;

const compactionEntry = (sessionId: string) => compactionEntryOf(world.store.db, ids(sessionId));

const preservedOf = async (sessionId: string) =>
  (await compactionEntry(sessionId))!.preserveData!.openaiRemoteCompaction as Record<string, unknown> & {
    replacementHistory: Record<string, unknown>[];
  };

describe('OpenAI V2 streaming compaction', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));
  let sent: StreamBody;

  it('compacts with a streaming request ending with compaction_trigger and keeps the retained history in the entry', async () => {
    const from = world.fake.requests.length;
    const result = await run('v2-ok');

    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote', model: MODEL });
    expect(result.warning).toBeUndefined();
    expect(pathsSince(from)).toEqual([RESPONSES]);
    const request = since(from)[0]!;
    sent = request.body as StreamBody;
    expect(sent).toMatchObject({ model: 'gpt-5.1', stream: true, store: false, prompt_cache_key: 'v2-ok' });
    expect(sent.input.at(-1)).toEqual({ type: 'compaction_trigger' });
    expect(sent.input.filter((i) => i.type === 'compaction_trigger')).toHaveLength(1);

    const usedTokens = countedResponsesTokens(sent);
    const userMessages = sent.input.filter((i) => i.type === 'message' && i.role === 'user');
    expect(userMessages.length).toBeGreaterThan(10);
    const preserved = await preservedOf('v2-ok');
    expect(preserved).toEqual({
      version: 'v2',
      provider: 'openai',
      replacementHistory: [
        ...userMessages,
        {
          type: 'compaction',
          id: 'cmp_' + String(world.fake.requests.indexOf(request) + 1),
          encrypted_content: expect.stringMatching(/^encrypted:V2 /),
        },
      ],
      usedTokens,
      usage: { input_tokens: usedTokens, output_tokens: expect.any(Number), total_tokens: expect.any(Number) },
      retainedImageCount: 0,
    });
    const entry = (await compactionEntry('v2-ok'))!;
    expect(entry.summary).toMatch(
      new RegExp(`^${NATIVE_SUMMARY} Retained ${usedTokens} tokens in the provider replay payload\\.\\n\\n<files>`),
    );
    expect(entry.shortSummary).toBe(NATIVE_SHORT_SUMMARY);
    expect(await attemptsOf('v2-ok')).toEqual([{ method: 'openai-native-v2', outcome: 'used' }]);
    const history = await world.env.client.workflow.getHandle(`compact:${T}:v2-ok`).fetchHistory();
    expect(JSON.stringify(history)).not.toContain('encrypted:V2');
  });

  it("asks at the session's explicit thinking level, and at the summarizer's default without one", async () => {
    const from = world.fake.requests.length;
    expect(await run('v2-level', { thinkingLevel: 'low' })).toMatchObject({ outcome: 'compacted', method: 'remote' });
    expect((since(from)[0]!.body as { reasoning?: unknown }).reasoning).toEqual({ effort: 'low', summary: 'auto' });
    // Without a level of the session's own, the compaction reasons at the summarizer's default effort.
    expect((sent as { reasoning?: unknown }).reasoning).toEqual({ effort: 'high', summary: 'auto' });
  });

  it('rebuilds the openai-responses context with the replacement history standing in for the kept messages', async () => {
    const preserved = await preservedOf('v2-ok');
    const context = await readSessionContext(world.store.db, ids('v2-ok'));
    expect(context.messages).toHaveLength(1);
    expect(context.messages[0]).toMatchObject({
      role: 'compactionSummary',
      providerPayload: { type: 'openaiResponsesHistory', provider: 'openai', items: preserved.replacementHistory },
    });
    const view = await readWireContext(world.store.db, ids('v2-ok'), { format: 'openai-responses', model: MODEL });
    expectAcceptedRequest('openai-responses', view.request);
    const input = (view.request as { input: unknown[] }).input;
    const { replacementHistory } = preserved;
    const compaction = replacementHistory.at(-1)!;
    // Replayed as the API takes input items: the compaction item without its output id.
    expect(input.slice(0, replacementHistory.length)).toEqual([
      ...replacementHistory.slice(0, -1),
      { type: 'compaction', encrypted_content: compaction.encrypted_content },
    ]);
  });

  it('rebuilds it in another format with the readable summary and the kept messages, no encrypted item', async () => {
    const view = await readWireContext(world.store.db, ids('v2-ok'), { format: 'anthropic' });
    expectAcceptedRequest('anthropic', view.request);
    const text = JSON.stringify(view.request);
    expect(text).toContain(NATIVE_SUMMARY);
    expect(text).not.toContain('encrypted:');
    expect(text).toContain('Please fix bug 29 in src/file-29.ts');
  });

  it('keeps the replacement history within v2RetainedMessageBudget, the boundary message cut with a marker', async () => {
    await run('v2-budget', { settings: { v2RetainedMessageBudget: 40 } });
    const { replacementHistory } = await preservedOf('v2-budget');
    const texts = replacementHistory.slice(0, -1).map((item) => JSON.stringify(item.content));
    expect(replacementHistory.at(-1)).toMatchObject({ type: 'compaction' });
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(texts[0]).toMatch(/…\d+ tokens truncated…/);
    expect(texts.at(-1)).toContain('Please fix bug 29');
  });

  it('passes on to /responses/compact when the stream fails, and the warning names V1', async () => {
    const from = world.fake.requests.length;
    const result = await run('v2-fails', { v2: () => ({ error: 'server' }) });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote', model: MODEL });
    expect(result.warning).toMatch(
      /^OpenAI V2 streaming compaction failed \(ProviderUnavailable: openai\/gpt-5\.1: .* \(after 3 attempts\)\); compacted by OpenAI natively\.$/,
    );
    // V2's own attempt and two retries (spec §7.3), which Temporal does not repeat (§14), then V1 once.
    expect(pathsSince(from)).toEqual([RESPONSES, RESPONSES, RESPONSES, COMPACT]);
    expect(await attemptsOf('v2-fails')).toEqual([
      {
        method: 'openai-native-v2',
        outcome: 'passed-on',
        reason: expect.stringMatching(/^ProviderUnavailable: openai\/gpt-5\.1: /),
      },
      { method: 'openai-native', outcome: 'used' },
    ]);
    const preserved = await preservedOf('v2-fails');
    expect(preserved).not.toHaveProperty('version');
    expect(preserved).toMatchObject({
      provider: 'openai',
      compactionItem: { encrypted_content: expect.stringMatching(/^encrypted:NATIVE/) },
    });
  });

  it('passes on when the stream completes without a compaction item, with that reason', async () => {
    const message = { type: 'message', id: 'msg_x', status: 'completed', role: 'assistant', content: [] };
    const usage = { input_tokens: 10, output_tokens: 1, total_tokens: 11 };
    await run('v2-no-item', {
      v2: () => ({ events: responseEvents({ id: 'resp_x', model: 'gpt-5.1' }, message, usage) }),
    });
    expect(await attemptsOf('v2-no-item')).toEqual([
      {
        method: 'openai-native-v2',
        outcome: 'passed-on',
        reason: 'ProviderRejected: openai/gpt-5.1: V2 compaction stream returned 0 compaction items (one expected)',
      },
      { method: 'openai-native', outcome: 'used' },
    ]);
  });

  it('passes on when the stream ends before response.completed', async () => {
    const item = { type: 'compaction', id: 'cmp_x', encrypted_content: 'encrypted:cut' };
    const cut = responseEvents({ id: 'resp_x', model: 'gpt-5.1' }, item, null).slice(0, -1);
    await run('v2-cut', { v2: () => ({ events: cut }) });
    expect((await attemptsOf('v2-cut'))?.[0]).toEqual({
      method: 'openai-native-v2',
      outcome: 'passed-on',
      reason: 'ProviderRejected: openai/gpt-5.1: V2 compaction stream ended without response.completed',
    });
  });

  it('falls through V2 → V1 → local summary, recording each attempt exactly', async () => {
    const from = world.fake.requests.length;
    const result = await run('v2-all-fail', { v2: () => ({ error: 'auth' }), v1: () => ({ error: 'auth' }) });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', model: MODEL });
    expect(result.warning).toMatch(
      /^OpenAI V2 streaming compaction failed \(ProviderAuth: .*\); summarized locally\. OpenAI native compaction failed \(ProviderAuth: .*\); summarized locally\.$/,
    );
    expect(pathsSince(from).slice(0, 2)).toEqual([RESPONSES, COMPACT]);
    expect(await attemptsOf('v2-all-fail')).toEqual([
      {
        method: 'openai-native-v2',
        outcome: 'passed-on',
        reason: expect.stringMatching(/^ProviderAuth: openai\/gpt-5\.1: /),
      },
      {
        method: 'openai-native',
        outcome: 'passed-on',
        reason: expect.stringMatching(/^ProviderAuth: openai\/gpt-5\.1: /),
      },
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
    expect((await compactionEntry('v2-all-fail'))!.preserveData?.openaiRemoteCompaction).toBeUndefined();
  });

  it('is not tried with remoteStreamingV2Enabled: false', async () => {
    const from = world.fake.requests.length;
    await run('v2-off', { settings: { remoteStreamingV2Enabled: false } });
    expect(pathsSince(from)).toEqual([COMPACT]);
    expect(await attemptsOf('v2-off')).toEqual([{ method: 'openai-native', outcome: 'used' }]);
  });

  it('names V2 in the warning when the remote endpoint failed before it', async () => {
    const settings = { remoteEndpoint: `${world.fake.url}${ENDPOINT}` };
    const result = await run('v2-after-remote', { settings, endpoint: () => ({ error: 'auth' }) });
    expect(result.warning).toMatch(
      /^Remote endpoint failed \(ProviderAuth: .*\); compacted by OpenAI V2 streaming compaction\.$/,
    );
    expect(await attemptsOf('v2-after-remote')).toEqual([
      { method: 'remote', outcome: 'passed-on', reason: expect.stringMatching(/^ProviderAuth: remote\//) },
      { method: 'openai-native-v2', outcome: 'used' },
    ]);
  });
});
