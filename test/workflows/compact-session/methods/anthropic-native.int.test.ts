/**
 * Anthropic's server-side method of the chain (compaction spec §13.4) on the real dev server, with the real
 * @anthropic-ai/sdk talking to the wire fake: a session on a Claude model whose server compacts is compacted by a
 * Messages request carrying the `compact_20260112` edit; the returned block is kept in the entry's preserve data
 * (never in the workflow history), its readable content is the entry's summary; a rebuild for Anthropic sends the
 * block back, one for another provider reads the summary, and the exact tail held back from the server counts in
 * the tokens after; an unsupported model, a provider error or an answer
 * without a block passes on to the local summary with its reason.
 */
import type { SessionEntry } from '../../../../core';
import { estimateContextTokens } from '../../../../core/compaction/tokens';
import type { AgentMessage } from '../../../../core/session/messages';
import { readSessionContext } from '../../../../store/session-store';
import type { AnthropicFragment } from '../../../../core/formats/anthropic/types';
import { ANTHROPIC_SHORT_SUMMARY } from '../../../../activities/compaction/compact-anthropic-natively';
import { readWireContext } from '../../../../service/wire-context';
import { unsupportedModel } from '../../../fakes/anthropic-compaction';
import type { RecordedRequest, Step } from '../../../fakes/fake-provider-server';
import { summarizerSettings, testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { auditOf, compactionEntryOf, usageRowsOf } from '../../../helpers/store-queries';
import { createTestWorker } from '../../../helpers/temporal';
import { expectAcceptedRequest } from '../../../helpers/wire-validators';
import { CHECKED_FAKE_SUMMARY } from '../../../helpers/quality-eval/checked-summary';
import type { CompactSessionInput } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-anthropic-native';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const MODEL = 'anthropic/claude-sonnet-4-6';
/**
 * A coding session whose user turns carry long task descriptions, so that the part to summarize passes the server's
 * 50,000-token smallest trigger (old tool outputs are pruned before a compaction; user turns never are).
 */
function longSession(model: string): SessionEntry[] {
  const brief = ' The failing case and the logs are described in detail here.'.repeat(70);
  return codingSession({ turns: 80, model }).map((e) =>
    e.type === 'message' && e.message.role === 'user'
      ? { ...e, message: { ...e.message, content: `${String(e.message.content)}${brief}` } }
      : e,
  );
}

interface CompactBody {
  model: string;
  messages: { role: string; content: { type: string }[] }[];
  context_management: { edits: Record<string, unknown>[] };
}

const REMOTE_ENDPOINT = '/summarize';

const isCompaction = (request: RecordedRequest) =>
  (request.body as { context_management?: unknown } | undefined)?.context_management !== undefined;

function answer(native?: (request: RecordedRequest, call: number) => Step) {
  world.fake.respondWith((request, call) => {
    // The generic remote endpoint, when a test configures one, refuses.
    if (request.path === REMOTE_ENDPOINT) return { error: 'auth' };
    if (!isCompaction(request)) return { text: `LOCAL SUMMARY ${call}` };
    return native ? native(request, call) : { text: `Server summary ${call}: the user fixed the bugs.` };
  });
}

interface RunOptions {
  model?: string;
  session?: SessionEntry[];
  native?: Parameters<typeof answer>[0];
  settings?: CompactSessionInput['settings'];
}

async function run(sessionId: string, options: RunOptions = {}) {
  answer(options.native);
  const model = options.model ?? MODEL;
  await seedSession(world.store.db, ids(sessionId), options.session ?? longSession(model));
  const { worker, taskQueue } = await createTestWorker(
    world.env,
    testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) }),
  );
  const settings = options.settings ?? {};
  const input: CompactSessionInput = { tenantId: T, sessionId, trigger: 'manual', settings };
  const handle = await startCompaction(world, taskQueue, input);
  return worker.runUntil(handle.result());
}

const since = (from: number) => world.fake.requests.slice(from);
const attemptsOf = async (sessionId: string) => (await auditOf(world.store.db, ids(sessionId)))[0]?.attempts;

const compactionEntry = (sessionId: string) => compactionEntryOf(world.store.db, ids(sessionId));

describe("Anthropic's server-side compaction method", () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('compacts a Claude session on the server and keeps the block in the entry, its content as the summary', async () => {
    const from = world.fake.requests.length;
    const result = await run('server-ok');

    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote', model: MODEL });
    expect(result.warning).toBeUndefined();
    const requests = since(from);
    expect(requests.map(isCompaction)).toEqual([true]);
    const request = requests[0]!;
    expect(request.path).toBe('/v1/messages');
    expect(request.headers['anthropic-beta']).toBe('compact-2026-01-12');
    const body = request.body as CompactBody;
    expect(body.model).toBe('claude-sonnet-4-6');
    expect(body.context_management.edits).toEqual([
      {
        type: 'compact_20260112',
        pause_after_compaction: true,
        trigger: { type: 'input_tokens', value: 50_000 },
        instructions: expect.any(String),
      },
    ]);
    expect(body.messages[0]!.role).toBe('user');
    expect(body.messages.at(-1)!.role).toBe('user');
    expect(JSON.stringify(body.messages)).toContain('Please fix bug 0 in src/file-0.ts');
    expect(JSON.stringify(body.messages)).not.toContain('Please fix bug 79 in src/file-79.ts');

    const entry = (await compactionEntry('server-ok'))!;
    const call = world.fake.requests.indexOf(request) + 1;
    expect(entry.summary.startsWith(`Server summary ${call}: the user fixed the bugs.`)).toBe(true);
    expect(entry.summary).toContain('<files>');
    expect(entry.shortSummary).toBe(ANTHROPIC_SHORT_SUMMARY);
    const content = `Server summary ${call}: the user fixed the bugs.`;
    const preserved = entry.preserveData?.anthropicCompaction as { filesText: string; retainedFiles: string[] };
    expect(preserved).toEqual({
      provider: 'anthropic',
      model: MODEL,
      content,
      filesText: expect.stringMatching(/^<files>\n[\s\S]*\n<\/files>$/),
      retainedFiles: expect.arrayContaining(['src/file-0.ts']),
      // The plan's boundary already ended a turn before a user message: nothing was held back.
      exactTail: [],
      usedTokens: expect.any(Number),
      block: { type: 'compaction', content, encrypted_content: `encrypted:${call}` },
    });
    expect(entry.summary).toBe(`${content}\n\n${preserved.filesText}`);
    expect([...preserved.retainedFiles].sort()).toEqual(preserved.retainedFiles);
    expect(await attemptsOf('server-ok')).toEqual([{ method: 'anthropic-native', outcome: 'used' }]);
    const history = await world.env.client.workflow.getHandle(`compact:${T}:server-ok`).fetchHistory();
    expect(JSON.stringify(history)).not.toContain(`encrypted:${call}`);
  });

  it('counts the exact tail it holds back from the server in the tokens after, as the rebuilt context has them', async () => {
    // Keeping 1,000 tokens splits the last turn: the server may not end between its tool call and result, so the
    // turn's prefix is held back and replayed verbatim after the block.
    const result = await run('server-tail', { settings: { keepRecentTokens: 1000 } });
    const entry = (await compactionEntry('server-tail'))!;
    const { exactTail } = entry.preserveData?.anthropicCompaction as { exactTail: AgentMessage[] };
    expect(exactTail.map((m) => m.role)).toEqual(['user', 'assistant', 'toolResult']);
    expect(estimateContextTokens(exactTail)).toBe(2070);

    const rebuilt = await readSessionContext(world.store.db, { ...ids('server-tail'), mode: 'llm' });
    expect(result).toMatchObject({ outcome: 'compacted', tokensAfter: estimateContextTokens(rebuilt.messages) });
    expect((await auditOf(world.store.db, ids('server-tail')))[0]).toMatchObject({ tokensAfter: result.tokensAfter });
  });

  it('records the server compaction as a usage row with the tokens the server reported', async () => {
    const result = await run('server-usage', {
      native: (_request, call) => ({
        status: 200,
        body: {
          id: `msg_${call}`,
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-6',
          content: [{ type: 'compaction', content: `Server summary ${call}.`, encrypted_content: `encrypted:${call}` }],
          stop_reason: 'compaction',
          stop_sequence: null,
          usage: { input_tokens: 61_234, output_tokens: 321, cache_read_input_tokens: 2_000 },
        },
      }),
    });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote' });
    expect(await usageRowsOf(world.store.db, ids('server-usage'))).toEqual([
      {
        activity: 'compactAnthropicNatively',
        model: MODEL,
        inputTokens: 61_234,
        outputTokens: 321,
        cachedTokens: 2_000,
      },
    ]);
  });

  it('rebuilds the context in the Anthropic format with the block first, in an assistant turn, and the kept turns', async () => {
    const view = await readWireContext(world.store.db, ids('server-ok'), { format: 'anthropic', model: MODEL });
    const fragment = view.request as AnthropicFragment;
    const preserved = (await compactionEntry('server-ok'))!.preserveData!.anthropicCompaction as { block: unknown };

    expectAcceptedRequest('anthropic', fragment);
    expect(fragment.messages[0]!.role).toBe('user');
    expect(fragment.messages[1]).toEqual({ role: 'assistant', content: [preserved.block] });
    expect(JSON.stringify(fragment.messages)).not.toContain('Please fix bug 0 in src/file-0.ts');
    expect(JSON.stringify(fragment.messages)).toContain('Please fix bug 79 in src/file-79.ts');
  });

  it('rebuilds it in the openai-chat format with the readable summary and no block', async () => {
    const view = await readWireContext(world.store.db, ids('server-ok'), { format: 'openai-chat' });
    const preserved = (await compactionEntry('server-ok'))!.preserveData!.anthropicCompaction as {
      block: { content: string };
    };

    expectAcceptedRequest('openai-chat', view.request);
    const text = JSON.stringify(view.request);
    expect(text).toContain(preserved.block.content);
    expect(text).not.toContain('encrypted:');
    expect(text).not.toContain('"compaction"');
    expect(text).toContain('Please fix bug 79 in src/file-79.ts');
  });

  it.each([
    [
      'an unsupported model',
      (request: RecordedRequest): Step => ({ ...unsupportedModel((request.body as CompactBody).model) }),
      /^ProviderRejected: anthropic\/claude-sonnet-4-6: .*not supported for model claude-sonnet-4-6/,
    ],
    ['a provider error', (): Step => ({ error: 'auth' }), /^ProviderAuth: anthropic\/claude-sonnet-4-6: /],
    [
      'an answer without a compaction block',
      (): Step => ({
        status: 200,
        body: {
          id: 'msg_x',
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-6',
          content: [{ type: 'text', text: 'I will keep going.' }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 60_000, output_tokens: 5 },
        },
      }),
      /^ProviderRejected: anthropic\/claude-sonnet-4-6: the server returned no compaction block \(stop_reason end_turn\)$/,
    ],
  ])('passes on to the local summary on %s, recording why', async (name, native, why) => {
    const sessionId = `server-bad-${name.split(' ').at(-1)}`;
    const from = world.fake.requests.length;
    const result = await run(sessionId, { native });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', model: MODEL });
    expect(result.warning).toMatch(/^Anthropic server-side compaction failed \(.*\); summarized locally\.$/);
    expect(since(from).filter(isCompaction).length).toBeGreaterThanOrEqual(1);
    expect(since(from).some((r) => !isCompaction(r))).toBe(true);
    expect(await attemptsOf(sessionId)).toEqual([
      { method: 'anthropic-native', outcome: 'passed-on', reason: expect.stringMatching(why) },
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
    expect((await compactionEntry(sessionId))!.preserveData?.anthropicCompaction).toBeUndefined();
  });

  it('asks nothing of the server below its smallest trigger and passes on with the figures', async () => {
    const from = world.fake.requests.length;
    const result = await run('server-too-small', { session: codingSession({ turns: 30, model: MODEL }) });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', model: MODEL });
    expect(since(from).filter(isCompaction)).toEqual([]);
    expect(await attemptsOf('server-too-small')).toEqual([
      {
        method: 'anthropic-native',
        outcome: 'passed-on',
        reason: expect.stringMatching(
          /^ProviderRejected: anthropic\/claude-sonnet-4-6: not compacted on the server: \d+ tokens to compact, below the server's smallest trigger of 50000$/,
        ),
      },
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
  });

  it('is never tried for a Claude model whose server does not compact', async () => {
    const from = world.fake.requests.length;
    const result = await run('server-not-catalogued', { model: 'anthropic/claude-opus-4-5' });
    expect(result.method).toBe('context-full');
    expect(since(from).filter(isCompaction)).toEqual([]);
    expect(await attemptsOf('server-not-catalogued')).toEqual([
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
  });

  it('is named in the warning when the remote endpoint failed before it', async () => {
    const settings = { remoteEndpoint: `${world.fake.url}${REMOTE_ENDPOINT}` };
    const result = await run('server-after-remote', { settings });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote', model: MODEL });
    expect(result.warning).toMatch(
      /^Remote endpoint failed \(ProviderAuth: .*\); compacted by Anthropic server-side compaction\.$/,
    );
    expect(await attemptsOf('server-after-remote')).toEqual([
      { method: 'remote', outcome: 'passed-on', reason: expect.stringMatching(/^ProviderAuth: remote\//) },
      { method: 'anthropic-native', outcome: 'used' },
    ]);
  });
});
