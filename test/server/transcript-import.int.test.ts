/**
 * Agent transcripts imported on the real dev server and store, over a real socket and through the CLI's ingest
 * (in process, as test/cli/ingest-errors does): a real Claude Code transcript and a Codex rollout become sessions,
 * are compacted by the workflow (a manual compaction with the fake summarizer), and their context is rebuilt.
 * All or nothing: a bad line is a 400 naming it and nothing is written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ingestInto } from '../../cli/commands/ingest';
import { encodeContext, PROVIDER_FORMATS } from '../../core/formats';
import { expectAcceptedRequest } from '../helpers/wire-validators';
import { useApiWorld } from '../helpers/api-server';
import { countRows } from '../helpers/store-queries';

const api = useApiWorld(['a']);
// Response bodies are asserted field by field; their static type adds nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const read = (response: Response): Promise<Json> => response.json();
const PROBLEM = 'https://compactor.dev/problems/';
const WIRE = path.join(__dirname, '..', 'fixtures', 'wire');
const CLAUDE_CODE = path.join(WIRE, 'claude-code', '4d5611e5-241a-462a-8d15-5122611a9569.jsonl');
const CODEX = path.join(WIRE, 'codex', 'codex-rollout-from-protocol-tools.jsonl');

const importFile = (body: string | Buffer, query: string) =>
  fetch(`${api.url}/v1/sessions/import?${query}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${api.keys.a}`, 'content-type': 'application/x-ndjson' },
  });

async function compact(sessionId: string, model: string) {
  const response = await api.call(api.keys.a!, `/v1/sessions/${sessionId}/compactions?wait=240`, {
    method: 'POST',
    json: { model },
  });
  expect(response.status).toBe(200);
  return read(response);
}

/** The rebuilt context, read in each provider's format for the model that wrote the session, is a valid request. */
function expectValidInEveryFormat(messages: Json[], target: string) {
  for (const format of PROVIDER_FORMATS) expectAcceptedRequest(format, encodeContext(format, messages, { target }));
}

/** Every tool call of a context is answered by a result and every result answers a call. */
function pairing(messages: Json[]) {
  const calls = messages.flatMap((m) =>
    m.role === 'assistant' ? m.content.filter((b: Json) => b.type === 'toolCall').map((b: Json) => b.id) : [],
  );
  const results = messages.flatMap((m) => (m.role === 'toolResult' ? [m.toolCallId] : []));
  return { calls: [...calls].sort(), results: [...results].sort() };
}

describe('agent transcripts as sessions', () => {
  it('imports a real Claude Code transcript over HTTP, compacts it with the workflow and rebuilds its context', async () => {
    const imported = await importFile(readFileSync(CLAUDE_CODE), 'format=claude-code&id=claude-code-real');
    expect(imported.status).toBe(201);
    const session = await read(imported);
    expect(session).toMatchObject({ id: 'claude-code-real', cwd: '/home/USER/projects/spotter-worktrees/spotter-dov' });
    expect(session.entries).toBe(294);
    const before = await read(await api.call(api.keys.a!, '/v1/sessions/claude-code-real/context'));
    // The transcript's own compaction: its summary first, then what followed it.
    expect(before.messages[0]).toMatchObject({ role: 'compactionSummary', method: 'native', tokensBefore: 170251 });
    expect(before.lastCompactionId).toBe('dd3cc2e6-a191-4331-a0f0-2473e6d7692d');

    const view = await compact('claude-code-real', 'anthropic/claude-opus-4-5');
    expect(view).toMatchObject({ status: 'completed', result: { outcome: 'compacted', method: 'context-full' } });
    const after = await read(await api.call(api.keys.a!, '/v1/sessions/claude-code-real/context'));
    expect(after.lastCompactionId).toBe(view.result.compactionEntryId);
    expect(after.messages[0]).toMatchObject({ role: 'compactionSummary', method: 'context-full' });
    expect(after.tokens).toBeLessThan(before.tokens);
    const { calls, results } = pairing(after.messages);
    expect(results).toEqual(calls);
    expectValidInEveryFormat(before.messages, 'anthropic/claude-opus-4-6');
    expectValidInEveryFormat(after.messages, 'anthropic/claude-opus-4-6');
  }, 300_000);

  it('imports a Codex rollout through the CLI ingest, compacts it with the workflow and rebuilds its context', async () => {
    const result = await ingestInto(api.world.store.db, 'a', CODEX, { format: 'codex' });
    expect(result).toEqual({ sessionId: expect.any(String), entries: 16, format: 'codex' });
    const context = `/v1/sessions/${result.sessionId}/context`;
    const before = await read(await api.call(api.keys.a!, context));
    expect(before.messages.map((m: Json) => m.role)).toEqual([
      'developer',
      'developer',
      'user',
      'assistant',
      'toolResult',
      'assistant',
      'toolResult',
      'assistant',
      'user',
      'assistant',
      'toolResult',
      'assistant',
    ]);

    const view = await compact(result.sessionId, 'anthropic/claude-opus-4-5');
    expect(view).toMatchObject({ status: 'completed', result: { outcome: 'compacted' } });
    const after = await read(await api.call(api.keys.a!, context));
    expect(after.messages[0]).toMatchObject({ role: 'compactionSummary' });
    expect(after.lastCompactionId).toBe(view.result.compactionEntryId);
    const { calls, results } = pairing(after.messages);
    expect(results).toEqual(calls);
    expectValidInEveryFormat(before.messages, 'openai/gpt-5');
    expectValidInEveryFormat(after.messages, 'openai/gpt-5');
  }, 300_000);

  it('imports a rollout ending on a rolled-back turn with its leaf moved there', async () => {
    const body = readFileSync(path.join(WIRE, 'codex', 'codex-rollout-from-protocol-local-compacted.jsonl'));
    const response = await importFile(body, 'format=codex&id=codex-rolled-back');
    expect(response.status).toBe(201);
    // 11 entries and the leaf_moved event of the rollback.
    expect(await read(response)).toMatchObject({ entries: 11, lastSeq: 12, leafId: '0000000b' });
    const context = await read(await api.call(api.keys.a!, '/v1/sessions/codex-rolled-back/context'));
    expect(context.messages.map((m: Json) => m.role)).toEqual(['compactionSummary', 'user', 'assistant']);
  });

  it('answers 400 naming the bad line of a transcript, and writes nothing', async () => {
    const lines = readFileSync(path.join(WIRE, 'claude-code', 'short.jsonl'), 'utf8')
      .trimEnd()
      .split('\n');
    // Line 6 is the API message's thinking block.
    const broken = lines.map((l, i) => (i === 5 ? l.replace('"type":"thinking"', '"type":"telepathy"') : l));
    const response = await importFile(broken.join('\n'), 'format=claude-code&id=claude-code-broken');
    expect(response.status).toBe(400);
    expect(await read(response)).toMatchObject({
      type: `${PROBLEM}invalid-entry`,
      line: 6,
      detail: 'line 6: message.content.0.type: unknown assistant content block type "telepathy"',
    });
    const subagent = readFileSync(
      path.join(WIRE, 'claude-code', '4d5611e5-241a-462a-8d15-5122611a9569_subagents_agent-acompact-e1f845.jsonl'),
    );
    const refused = await importFile(subagent, 'format=claude-code&id=claude-code-subagent');
    expect(await read(refused)).toMatchObject({ status: 400, line: 1, detail: expect.stringMatching(/subagent/) });
    for (const id of ['claude-code-broken', 'claude-code-subagent']) {
      expect((await api.call(api.keys.a!, `/v1/sessions/${id}`)).status).toBe(404);
      expect(await countRows(api.world.store.db, { tenantId: 'a', sessionId: id })).toBe(0);
    }
  });

  it('answers 400 for a format it does not know', async () => {
    const response = await importFile('{}', 'format=cursor');
    expect(response.status).toBe(400);
    expect(await read(response)).toMatchObject({ type: `${PROBLEM}validation` });
  });
});
