/**
 * Wire-formats spec §6.11–12: thinking signatures, redacted thinking, encrypted reasoning and native compaction
 * items go back byte-identical to the model that made them and to no one else; a Responses export sends no bare
 * item ids, and reasoning only with its encrypted content, right before the item it produced.
 */
import { encodeContext } from '../../../core/formats';
import { NATIVE_HISTORY_TYPE } from '../../../core/compaction/responses-items';
import type { AgentMessage } from '../../../core/session/messages';
import { expectAcceptedRequest } from '../../helpers/wire-validators';
import { assistant, call, result, T, user } from './builders';

const SIGNATURE = 'EsMCCkYICxgCKkDuNR00D0SPshrOAOM1rE2RNrkHn0aXuAp7lW1sP8HECP';
const claude = { provider: 'anthropic', model: 'claude-opus-4-6', api: 'anthropic-messages' };
const anthropicTurn = assistant(
  [
    { type: 'thinking', thinking: 'Check the server.', thinkingSignature: SIGNATURE },
    { type: 'redactedThinking', data: 'EmwKAhgBEgy3va3pzix/LafPsn4a' },
    call('toolu_1'),
  ],
  claude,
);
const conversation: AgentMessage[] = [user('start it'), anthropicTurn, result('toolu_1', 'started')];

describe('§6.11 opaque blocks only to the model that made them', () => {
  it('anthropic, same model: thinking and redacted thinking byte-identical, before the tool_use', () => {
    const out = encodeContext('anthropic', conversation, { target: 'anthropic/claude-opus-4-6' });
    expectAcceptedRequest('anthropic', out);
    expect(out.messages[1]!.content).toEqual([
      { type: 'thinking', thinking: 'Check the server.', signature: SIGNATURE },
      { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzix/LafPsn4a' },
      { type: 'tool_use', id: 'toolu_1', name: 'bash', input: { command: 'ls' } },
    ]);
  });

  it.each([['anthropic/claude-sonnet-4-5'], ['openai/claude-opus-4-6'], [undefined]])(
    'anthropic, target %p: stripped',
    (target) => {
      const out = encodeContext('anthropic', conversation, target ? { target } : {});
      expectAcceptedRequest('anthropic', out);
      expect(out.messages[1]!.content).toEqual([
        { type: 'tool_use', id: 'toolu_1', name: 'bash', input: { command: 'ls' } },
      ]);
    },
  );

  it('anthropic: a web search pair goes back to the same model only, and a use without its result never', () => {
    const use = { type: 'server_tool_use', id: 'srvtoolu_01', name: 'web_search', input: { query: 'pglite wasm' } };
    const found = {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_01',
      content: [
        {
          type: 'web_search_result',
          url: 'https://pglite.dev',
          title: 'PGlite',
          encrypted_content: 'EqgfCioIARgB',
          page_age: null,
        },
      ],
    };
    const lonely = { type: 'server_tool_use', id: 'srvtoolu_02', name: 'web_search', input: { query: 'x' } };
    const turn = assistant(
      [
        { type: 'anthropicServerTool', block: use },
        { type: 'anthropicServerTool', block: found },
        { type: 'anthropicServerTool', block: lonely },
        { type: 'text', text: 'PGlite is Postgres in WASM.' },
      ],
      claude,
    );
    const same = encodeContext('anthropic', [user('what is pglite?'), turn], { target: 'anthropic/claude-opus-4-6' });
    expectAcceptedRequest('anthropic', same);
    expect(same.messages[1]!.content).toEqual([
      use,
      {
        ...found,
        content: [
          { type: 'web_search_result', url: 'https://pglite.dev', title: 'PGlite', encrypted_content: 'EqgfCioIARgB' },
        ],
      },
      { type: 'text', text: 'PGlite is Postgres in WASM.' },
    ]);
    const other = encodeContext('anthropic', [user('what is pglite?'), turn], {
      target: 'anthropic/claude-sonnet-4-5',
    });
    expect(other.messages[1]!.content).toEqual([{ type: 'text', text: 'PGlite is Postgres in WASM.' }]);
  });

  it('gemini: thought and functionCall signatures only to the same Gemini model', () => {
    const gemini = assistant(
      [
        { type: 'thinking', thinking: 'plan', thinkingSignature: 'dGhvdWdodA==' },
        { ...call('g1'), thoughtSignature: 'Y2FsbA==' },
      ],
      { provider: 'google', model: 'gemini-3-pro', api: 'google-generative-ai' },
    );
    const messages = [user('go'), gemini, result('g1', 'ok')];
    const same = encodeContext('gemini', messages, { target: 'google/gemini-3-pro' });
    const other = encodeContext('gemini', messages, { target: 'google/gemini-2.5-flash' });
    expectAcceptedRequest('gemini', same);
    expectAcceptedRequest('gemini', other);
    expect(same.contents[1]!.parts).toEqual([
      { text: 'plan', thought: true, thoughtSignature: 'dGhvdWdodA==' },
      { functionCall: { name: 'bash', args: { command: 'ls' } }, thoughtSignature: 'Y2FsbA==' },
    ]);
    expect(other.contents[1]!.parts).toEqual([{ functionCall: { name: 'bash', args: { command: 'ls' } } }]);
  });

  it('a signature from another API is never sent, even to a model of the same name', () => {
    const reasoning = JSON.stringify({ type: 'reasoning', id: 'rs_1', summary: [], encrypted_content: 'gAAAA' });
    const turn = assistant(
      [
        { type: 'thinking', thinking: '', thinkingSignature: reasoning },
        { type: 'text', text: 'Done.' },
      ],
      {
        provider: 'openai',
        model: 'gpt-5',
      },
    );
    const out = encodeContext('anthropic', [user('q'), turn], { target: 'openai/gpt-5' });
    expect(out.messages[1]!.content).toEqual([{ type: 'text', text: 'Done.' }]);
  });

  it.each([['gemini' as const], ['openai-responses' as const]])(
    'an Anthropic thinking signature is never sent through %s, even to the model that made it',
    (format) => {
      const out = encodeContext(format, conversation, { target: 'anthropic/claude-opus-4-6' });
      expectAcceptedRequest(format, out);
      expect(JSON.stringify(out)).not.toContain(SIGNATURE);
    },
  );

  it('a message naming no API is judged by its provider and model alone', () => {
    const { api: _api, ...unnamed } = claude;
    const turn = assistant(
      [{ type: 'thinking', thinking: 'Check.', thinkingSignature: SIGNATURE }, call('toolu_1')],
      unnamed,
    );
    const messages = [user('start it'), turn, result('toolu_1', 'started')];
    const same = encodeContext('anthropic', messages, { target: 'anthropic/claude-opus-4-6' });
    expect(same.messages[1]!.content).toEqual([
      { type: 'thinking', thinking: 'Check.', signature: SIGNATURE },
      { type: 'tool_use', id: 'toolu_1', name: 'bash', input: { command: 'ls' } },
    ]);
    const other = encodeContext('anthropic', messages, { target: 'anthropic/claude-sonnet-4-5' });
    expect(JSON.stringify(other)).not.toContain(SIGNATURE);
  });

  it('a Vertex Gemini thought signature goes back through gemini to the same model', () => {
    const vertex = assistant([{ ...call('g1'), thoughtSignature: 'Y2FsbA==' }], {
      provider: 'google',
      model: 'gemini-3-pro',
      api: 'google-vertex',
    });
    const out = encodeContext('gemini', [user('go'), vertex, result('g1', 'ok')], { target: 'google/gemini-3-pro' });
    expect(out.contents[1]!.parts).toEqual([
      { functionCall: { name: 'bash', args: { command: 'ls' } }, thoughtSignature: 'Y2FsbA==' },
    ]);
  });
});

describe('§6.12 Responses export for store:false', () => {
  const reasoningItem = {
    type: 'reasoning',
    id: 'rs_68c1',
    summary: [{ type: 'summary_text', text: 'Looking at the files' }],
    encrypted_content: 'gAAAAABoyQ3',
  };
  const gpt = { provider: 'openai', model: 'gpt-5', api: 'openai-responses' };
  const turn = assistant(
    [
      { type: 'thinking', thinking: 'Looking at the files', thinkingSignature: JSON.stringify(reasoningItem) },
      {
        type: 'thinking',
        thinking: 'no encrypted content',
        thinkingSignature: JSON.stringify({ type: 'reasoning', id: 'rs_2', summary: [] }),
      },
      { type: 'text', text: 'Reading.', textSignature: JSON.stringify({ id: 'msg_68c1', phase: 'commentary' }) },
      call('call_1|fc_68c1', 'read', { path: 'a' }),
    ],
    gpt,
  );
  const messages = [user('read a'), turn, result('call_1|fc_68c1', 'A', { name: 'read' })];

  it('same model: the encrypted reasoning item before its message, no message or call ids, phase kept', () => {
    const out = encodeContext('openai-responses', messages, { target: 'openai/gpt-5' });
    expectAcceptedRequest('openai-responses', out);
    expect(out.input).toEqual([
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'read a' }] },
      reasoningItem,
      { type: 'message', role: 'assistant', content: 'Reading.', phase: 'commentary' },
      { type: 'function_call', call_id: 'call_1', name: 'read', arguments: '{"path":"a"}' },
      { type: 'function_call_output', call_id: 'call_1', output: 'A' },
    ]);
  });

  it('another model: no reasoning, no phase', () => {
    const out = encodeContext('openai-responses', messages, { target: 'openai/gpt-5-mini' });
    expectAcceptedRequest('openai-responses', out);
    expect(out.input.map((i) => i.type)).toEqual(['message', 'message', 'function_call', 'function_call_output']);
    expect(out.input[1]).toEqual({ type: 'message', role: 'assistant', content: 'Reading.' });
  });

  it('a reasoning item with nothing after it in its turn is not sent', () => {
    const alone = assistant(
      [{ type: 'thinking', thinking: 'x', thinkingSignature: JSON.stringify(reasoningItem) }],
      gpt,
    );
    const out = encodeContext('openai-responses', [user('q'), alone, user('again')], { target: 'openai/gpt-5' });
    expectAcceptedRequest('openai-responses', out);
    expect(out.input.map((i) => i.type)).toEqual(['message', 'message']);
  });

  it("a native compaction's replacement history goes as items to its provider and as the summary to others", () => {
    const summary: AgentMessage = {
      role: 'compactionSummary',
      summary: 'We fixed the build.',
      tokensBefore: 90_000,
      providerPayload: {
        type: NATIVE_HISTORY_TYPE,
        provider: 'openai',
        items: [
          { type: 'message', id: 'msg_1', role: 'user', content: [{ type: 'input_text', text: 'fix the build' }] },
          { type: 'compaction', id: 'cmp_1', encrypted_content: 'gAAAAcmp' },
        ],
      },
      timestamp: T,
    };
    const same = encodeContext('openai-responses', [summary, user('next')], { target: 'openai/gpt-5' });
    expectAcceptedRequest('openai-responses', same);
    expect(same.input).toEqual([
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'fix the build' }] },
      { type: 'compaction', encrypted_content: 'gAAAAcmp' },
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'next' }] },
    ]);
    const readable = 'Summary of the conversation before this point:\n\nWe fixed the build.';
    const azure = encodeContext('openai-responses', [summary, user('next')], { target: 'azure/gpt-5' });
    expect(azure.input[0]).toEqual({
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: readable }],
    });
    const claudeOut = encodeContext('anthropic', [summary, user('next')], { target: 'openai/gpt-5' });
    expect(claudeOut.messages[0]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: readable },
        { type: 'text', text: 'next' },
      ],
    });
  });
});
