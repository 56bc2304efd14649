/**
 * Turns in the host's wire format over a real socket on the real dev server: for every provider format a tool-using
 * conversation posted turn by turn (`POST …/turns`) reads back (`GET …/context?format=`) as the request the host's
 * own history amounts to, a request its provider accepts; compactor assigns ids, parents and timestamps; bad turns
 * answer 422 naming the JSON pointer and write nothing; Idempotency-Key and If-Match behave as for entries; each
 * provider's overflow error, length stop and reported usage start the right compaction.
 */
import { PROVIDER_FORMATS } from '../../core/formats';
import { errorBody, type WireKind } from '../fakes/provider-wire';
import { useApiWorld } from '../helpers/api-server';
import { countRows, eventsOf } from '../helpers/store-queries';
import { CONVERSATIONS, SYSTEM, TOOLS, wireUsage, type ProviderFormat } from '../helpers/wire-conversations';
import { expectAcceptedRequest } from '../helpers/wire-validators';

const api = useApiWorld(['a']);
// Response bodies are asserted field by field; their static type adds nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const PROBLEM = 'https://compactor.dev/problems/';
const ids = (sessionId: string) => ({ tenantId: 'a', sessionId });

async function newSession(body: Record<string, unknown>): Promise<string> {
  const response = await api.call(api.keys.a!, '/v1/sessions', { method: 'POST', json: body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const json = (response: Response): Promise<Json> => response.json();

const postTurn = (sessionId: string, json: unknown, headers: Record<string, string> = {}) =>
  api.call(api.keys.a!, `/v1/sessions/${sessionId}/turns`, { method: 'POST', json, headers });

async function context(sessionId: string, format: string, headers: Record<string, string> = {}) {
  return api.call(api.keys.a!, `/v1/sessions/${sessionId}/context?format=${format}`, { headers });
}

/** A session of the conversation's model and the agent configuration its host sends. */
const conversationSession = (format: ProviderFormat, settings: Record<string, unknown> = {}) =>
  newSession({ model: CONVERSATIONS[format]().model, agentConfig: { systemPrompt: SYSTEM, tools: TOOLS }, settings });

describe.each(PROVIDER_FORMATS)('a conversation in %s', (format) => {
  it('posted turn by turn reads back as the host history: ids, parents and timestamps assigned', async () => {
    const conversation = CONVERSATIONS[format]();
    const sessionId = await conversationSession(format);
    const before = Date.now();
    const appended: Json[] = [];
    for (const turn of conversation.turns) {
      const response = await postTurn(sessionId, { format, ...turn });
      expect(response.status).toBe(201);
      appended.push(await response.json());
    }
    const after = Date.now();
    expect(appended.map((a) => a.compaction)).toEqual([null, null, null]);
    expect(appended.at(-1).lastSeq).toBe(appended.reduce((n, a) => n + a.appended, 0) + 1);

    const read = await context(sessionId, format);
    expect(read.status).toBe(200);
    const body: Json = await read.json();
    expect(body).toMatchObject({ format, model: conversation.model, leafId: appended.at(-1).leafId });
    expect(body.request).toEqual(conversation.request);
    expectAcceptedRequest(format, body.request);
    const etag = read.headers.get('etag')!;
    expect((await context(sessionId, format, { 'if-none-match': etag })).status).toBe(304);

    const messages = await eventsOf(api.world.store.db, ids(sessionId), 'message');
    const entries = messages.map((e) => e.data as Json);
    expect(entries[0].parentId).toBeNull();
    for (let i = 1; i < entries.length; i += 1) expect(entries[i].parentId).toBe(entries[i - 1].id);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(Date.parse(entry.timestamp)).toBeGreaterThanOrEqual(before - 1);
      expect(Date.parse(entry.timestamp)).toBeLessThanOrEqual(after + 1);
      expect(entry.message.timestamp).toBe(Date.parse(entry.timestamp));
    }
  });

  it('posted in this format reads in every other format as a request that provider accepts', async () => {
    const sessionId = await conversationSession(format);
    for (const turn of CONVERSATIONS[format]().turns) {
      expect((await postTurn(sessionId, { format, ...turn })).status).toBe(201);
    }
    for (const other of PROVIDER_FORMATS) {
      const body: Json = await (await context(sessionId, other)).json();
      expectAcceptedRequest(other, body.request);
      expect(JSON.stringify(body.request)).toContain('Words: alpha, beta, gamma.');
      expect(JSON.stringify(body.request)).toContain('notes.txt:1');
    }
  });
});

describe('turns the format cannot take', () => {
  it('answer 422 invalid-turn naming the JSON pointer, and write nothing', async () => {
    const sessionId = await conversationSession('anthropic');
    const [first] = CONVERSATIONS.anthropic().turns;
    const cases: [unknown, string][] = [
      [{ ...first }, '/format'],
      [{ format: 'cohere', ...first }, '/format'],
      [{ format: 'anthropic', input: [{ role: 'robot', content: 'hi' }] }, '/input/0/role'],
      [
        { format: 'anthropic', input: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_x' }] }] },
        '/input/0/content/0/tool_use_id',
      ],
      [
        { format: 'openai-chat', input: [{ role: 'tool', tool_call_id: 'call_x', content: 'a' }] },
        '/input/0/tool_call_id',
      ],
      [{ format: 'anthropic', error: { status: 42, body: {} } }, '/error/status'],
      [{ format: 'anthropic', response: first!.response, error: { status: 500, body: {} } }, ''],
      [{ format: 'anthropic' }, ''],
      [{ format: 'native', input: [{ role: 'user' }] }, '/input/0/content'],
    ];
    for (const [json, pointer] of cases) {
      const response = await postTurn(sessionId, json);
      const problem: Json = await response.json();
      expect([pointer, response.status, problem.type, problem.pointer]).toEqual([
        pointer,
        422,
        `${PROBLEM}invalid-turn`,
        pointer,
      ]);
      expect(problem.path).toBe(['body', ...pointer.split('/').slice(1)].join('.'));
    }
    expect(await countRows(api.world.store.db, ids(sessionId))).toBe(1);
  });
});

describe('turns and the append contract', () => {
  it('replays a repeated Idempotency-Key, even once the calls its results answered are closed', async () => {
    const sessionId = await conversationSession('anthropic');
    const [first, second] = CONVERSATIONS.anthropic().turns;
    const key = { 'idempotency-key': 'turn-1' };
    const once: Json = await (await postTurn(sessionId, { format: 'anthropic', ...first }, key)).json();
    const again = await postTurn(sessionId, { format: 'anthropic', ...first }, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ replayed: true, appended: 0, lastSeq: once.lastSeq });
    const results = { 'idempotency-key': 'turn-2' };
    const answered = await postTurn(sessionId, { format: 'anthropic', ...second }, results);
    expect(answered.status).toBe(201);
    const retried = await postTurn(sessionId, { format: 'anthropic', ...second }, results);
    expect([retried.status, (await json(retried)).replayed]).toEqual([200, true]);
    const unkeyed = await postTurn(sessionId, { format: 'anthropic', ...second });
    expect((await json(unkeyed)).pointer).toBe('/input/0/content/0/tool_use_id');
  });

  it('chains concurrent turns under the row lock: each appended as the child of the one before', async () => {
    const sessionId = await conversationSession('anthropic');
    const says = Array.from({ length: 6 }, (_, i) => `remark ${i}`);
    const answers = await Promise.all(
      says.map((text) => postTurn(sessionId, { format: 'anthropic', input: [{ role: 'user', content: text }] })),
    );
    expect(answers.map((a) => a.status)).toEqual(says.map(() => 201));
    const entries = (await eventsOf(api.world.store.db, ids(sessionId), 'message')).map((e) => e.data as Json);
    expect(entries.map((e) => e.message.content).sort()).toEqual(says);
    for (let i = 1; i < entries.length; i += 1) expect(entries[i].parentId).toBe(entries[i - 1].id);
    const tree: Json = await json(await api.call(api.keys.a!, `/v1/sessions/${sessionId}/tree`));
    expect(tree.leafId).toBe(entries.at(-1).id);
  });

  it('holds If-Match to the seq or leaf the host last saw: 409 with currentSeq when stale', async () => {
    const sessionId = await conversationSession('openai-chat');
    const [first, second] = CONVERSATIONS['openai-chat']().turns;
    const appended: Json = await (await postTurn(sessionId, { format: 'openai-chat', ...first })).json();
    const stale = await postTurn(sessionId, { format: 'openai-chat', ...second }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ type: `${PROBLEM}stream-conflict`, currentSeq: appended.lastSeq });
    const staleLeaf = await postTurn(sessionId, { format: 'openai-chat', ...second }, { 'if-match': '"leaf:nope"' });
    expect(staleLeaf.status).toBe(409);
    const current = await postTurn(
      sessionId,
      { format: 'openai-chat', ...second },
      {
        'if-match': `"leaf:${appended.leafId}"`,
      },
    );
    expect(current.status).toBe(201);
    expect(current.headers.get('etag')).toBe(`"${(await json(current)).lastSeq}"`);
  });
});

/** The fake provider's wire kind of each format (its real error bodies). */
const KIND: Record<ProviderFormat, WireKind> = {
  anthropic: 'anthropic',
  'openai-chat': 'openai-chat',
  'openai-responses': 'openai-responses',
  gemini: 'google',
};

const OVERFLOWS: [ProviderFormat, string, { status: number; body: unknown }][] = [
  ...Object.entries(KIND).map(([format, kind]): [ProviderFormat, string, { status: number; body: unknown }] => [
    format as ProviderFormat,
    'context window',
    errorBody(kind, 'overflow'),
  ]),
  [
    'anthropic',
    'input and max_tokens',
    {
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message:
            'input length and `max_tokens` exceed context limit: 198000 + 8192 > 200000, decrease input length or `max_tokens` and try again',
        },
      },
    },
  ],
  [
    'gemini',
    'payload size',
    {
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'Request payload size exceeds the limit: 20971520 bytes.',
          status: 'INVALID_ARGUMENT',
        },
      },
    },
  ],
];

/** A response of each format that stopped on its output limit (`variant`: another Anthropic stop reason). */
function lengthStop(format: ProviderFormat, variant?: string): unknown {
  const text = 'The answer was cut';
  switch (format) {
    case 'anthropic':
      return {
        id: 'msg_len',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [{ type: 'text', text }],
        stop_reason: variant ?? 'max_tokens',
        stop_sequence: null,
        usage: wireUsage(format, 900),
      };
    case 'openai-chat':
      return {
        id: 'chatcmpl-len',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-4.1',
        choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'length' }],
        usage: wireUsage(format, 900),
      };
    case 'openai-responses':
      return {
        id: 'resp_len',
        object: 'response',
        created_at: 1,
        status: 'incomplete',
        incomplete_details: { reason: 'max_output_tokens' },
        model: 'gpt-5',
        output: [
          {
            type: 'message',
            id: 'msg_len',
            role: 'assistant',
            status: 'incomplete',
            content: [{ type: 'output_text', text, annotations: [] }],
          },
        ],
        usage: wireUsage(format, 900),
      };
    case 'gemini':
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'MAX_TOKENS', index: 0 }],
        usageMetadata: wireUsage(format, 900),
        modelVersion: 'gemini-2.5-flash',
      };
  }
}

const AUTO = { autoCompaction: true };
const ask = (format: ProviderFormat) => CONVERSATIONS[format]().turns[0]!.input;

async function startedBy(sessionId: string, turn: unknown): Promise<Json> {
  const response = await postTurn(sessionId, turn);
  expect(response.status).toBe(201);
  const body: Json = await response.json();
  if (body.compaction) {
    // Awaited, so that no run outlives its test.
    const done = await api.call(api.keys.a!, `/v1/sessions/${sessionId}/compactions/${body.compaction.id}?wait=120`);
    expect(done.status).toBe(200);
  }
  return body;
}

describe('turns starting compactions', () => {
  it.each(OVERFLOWS)('a %s overflow error (%s) starts an overflow compaction', async (format, _what, error) => {
    const sessionId = await conversationSession(format, AUTO);
    const body = await startedBy(sessionId, { format, input: ask(format), error });
    expect(body.compaction).toMatchObject({ trigger: 'overflow' });
  });

  const LENGTH_STOPS: [ProviderFormat, string | undefined][] = [
    ...PROVIDER_FORMATS.map((f): [ProviderFormat, undefined] => [f, undefined]),
    ['anthropic', 'model_context_window_exceeded'],
  ];
  it.each(LENGTH_STOPS)('a %s length stop (%s) starts an incomplete compaction', async (format, variant) => {
    const sessionId = await conversationSession(format, AUTO);
    const body = await startedBy(sessionId, { format, input: ask(format), response: lengthStop(format, variant) });
    expect(body.compaction).toMatchObject({ trigger: 'incomplete' });
  });

  it('a provider error that is not an overflow is stored as a failed turn and starts nothing', async () => {
    const sessionId = await conversationSession('anthropic', AUTO);
    const body = await startedBy(sessionId, {
      format: 'anthropic',
      input: ask('anthropic'),
      error: errorBody('anthropic', 'rate-limit'),
    });
    expect(body.compaction).toBeNull();
    const [, failed] = (await eventsOf(api.world.store.db, ids(sessionId), 'message')).map((e) => e.data as Json);
    expect(failed.message).toMatchObject({ role: 'assistant', stopReason: 'error', errorStatus: 429 });
  });

  it.each(PROVIDER_FORMATS)('%s usage over the threshold starts a threshold compaction', async (format) => {
    const settings = { ...AUTO, compaction: { thresholdTokens: 5000 } };
    const sessionId = await conversationSession(format, settings);
    const [first, second] = CONVERSATIONS[format]().turns as { input: unknown[]; response: Json }[];
    const below = await startedBy(sessionId, { format, ...first });
    expect(below.compaction).toBeNull();
    const usage = wireUsage(format, 6000);
    const over = format === 'gemini' ? { ...second!.response, usageMetadata: usage } : { ...second!.response, usage };
    const body = await startedBy(sessionId, { format, input: second!.input, response: over });
    expect(body.compaction).toMatchObject({ trigger: 'threshold' });
  });
});
