/**
 * The export edge cases of wire-formats spec §6, by number, each in every format it concerns; every request is
 * also held to its provider's validator. (Cases 3, 4, 6, 7 and 16 are transcript-import cases: they are tested
 * with the importers.)
 */
import { decodeTurn, encodeContext, PROVIDER_FORMATS, type ProviderFormatName } from '../../../core/formats';
import type { AgentMessage } from '../../../core/session/messages';
import { expectAcceptedRequest } from '../../helpers/wire-validators';
import { assistant, bash, call, png, result, T, user } from './builders';

const encodeAll = (messages: AgentMessage[], target?: string) =>
  Object.fromEntries(
    PROVIDER_FORMATS.map((f) => {
      const fragment = encodeContext(f, messages, target ? { target } : {});
      expectAcceptedRequest(f, fragment);
      return [f, fragment];
    }),
  ) as { [F in ProviderFormatName]: ReturnType<typeof encodeContext<F>> };

describe('§6.1–2 text between a tool turn and its results moves after the results', () => {
  const messages = [
    user('run it'),
    assistant([call('toolu_1')]),
    bash('git status', 'clean'),
    { role: 'custom', customType: 'note', content: 'extension note', display: true, timestamp: T } as AgentMessage,
    result('toolu_1', 'a.ts'),
  ];

  it('anthropic: the tool_result leads the next user message, the shell run and note follow it', () => {
    const { messages: out } = encodeAll(messages).anthropic;
    expect(out[2]).toEqual({
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_1', content: 'a.ts', is_error: false },
        { type: 'text', text: 'Ran `git status`\n```\nclean\n```\nCommand exited with code 0' },
        { type: 'text', text: 'extension note' },
      ],
    });
  });

  it('openai-chat: every tool_call_id is answered before any other message', () => {
    const { messages: out } = encodeAll(messages)['openai-chat'];
    expect(out.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user', 'developer']);
  });

  it('openai-responses and gemini: the output / function response comes right after the call', () => {
    const all = encodeAll(messages);
    expect(all['openai-responses'].input.map((i) => i.type)).toEqual([
      'message',
      'function_call',
      'function_call_output',
      'message',
      'message',
    ]);
    expect(all.gemini.contents.map((c) => Object.keys(c.parts[0]!)[0])).toEqual([
      'text',
      'functionCall',
      'functionResponse',
      'text',
    ]);
  });
});

describe('§6.5 whitespace-only and empty text is dropped; an emptied message is dropped', () => {
  it('drops the "\\n\\n" block, an empty user message and a whitespace assistant turn in every format', () => {
    const messages = [
      user('hi'),
      assistant([
        { type: 'text', text: '\n\n' },
        { type: 'text', text: 'Hello.' },
      ]),
      user('   '),
      assistant([{ type: 'text', text: '' }]),
      user('next'),
    ];
    const all = encodeAll(messages);
    expect(all.anthropic.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'hi' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Hello.' }] },
      { role: 'user', content: [{ type: 'text', text: 'next' }] },
    ]);
    expect(all['openai-chat'].messages).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello.' },
      { role: 'user', content: 'next' },
    ]);
    expect(all.gemini.contents).toHaveLength(3);
    expect(all['openai-responses'].input).toHaveLength(3);
  });
});

describe('§6.8 tool-result images', () => {
  const messages = [
    user('screenshot please'),
    assistant([call('toolu_1', 'screenshot', {})]),
    result('toolu_1', [{ type: 'text', text: 'taken' }, png()], { name: 'screenshot' }),
  ];

  it('anthropic keeps them inside the tool_result', () => {
    expect(encodeAll(messages).anthropic.messages[2]).toEqual({
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: 'toolu_1',
          content: [
            { type: 'text', text: 'taken' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png().data } },
          ],
          is_error: false,
        },
      ],
    });
  });

  it('openai-chat sends them as a following user message (tool messages are text only)', () => {
    const out = encodeAll(messages)['openai-chat'].messages;
    expect(out.slice(2)).toEqual([
      { role: 'tool', tool_call_id: 'toolu_1', content: 'taken' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Images returned by tool call toolu_1:' },
          { type: 'image_url', image_url: { url: `data:image/png;base64,${png().data}` } },
        ],
      },
    ]);
  });
});

describe('§6.9 composite call_id|item_id ids', () => {
  const messages = [
    user('read'),
    assistant([call('call_abc|fc_123', 'read', { path: 'a' })]),
    result('call_abc|fc_123', 'A', { name: 'read' }),
  ];

  it('are split for Responses and sanitized for the others, the result keeping its call id', () => {
    const all = encodeAll(messages);
    expect(all['openai-responses'].input.slice(1)).toEqual([
      { type: 'function_call', call_id: 'call_abc', name: 'read', arguments: '{"path":"a"}' },
      { type: 'function_call_output', call_id: 'call_abc', output: 'A' },
    ]);
    expect(all.anthropic.messages[1]!.content[0]).toMatchObject({ type: 'tool_use', id: 'call_abc' });
    expect(all.anthropic.messages[2]!.content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'call_abc' });
  });

  it('are made unique within a request, the same mapping for a call and its result', () => {
    const again = [
      ...messages,
      user('again'),
      assistant([call('call_abc|fc_999', 'read', { path: 'b' })]),
      result('call_abc|fc_999', 'B', { name: 'read' }),
    ];
    const out = encodeAll(again)['openai-chat'].messages;
    expect(out.flatMap((m) => (m.role === 'tool' ? [m.tool_call_id] : []))).toEqual(['call_abc', 'call_abc_2']);
    expect(out.flatMap((m) => (m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.id) : []))).toEqual([
      'call_abc',
      'call_abc_2',
    ]);
  });
});

describe('§6.10 gemini pairing', () => {
  it('decodes calls without ids paired by order and name, and answers with exactly as many parts', () => {
    const response = {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [
              { functionCall: { name: 'read', args: { path: 'a.ts' } }, thoughtSignature: 'c2lnLTE=' },
              { functionCall: { name: 'read', args: { path: 'b.ts' } } },
            ],
          },
          finishReason: 'STOP',
        },
      ],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
      modelVersion: 'gemini-2.5-flash',
      responseId: 'resp-1',
    };
    const [call1] = decodeTurn('gemini', { response }, { timestamp: T, model: 'google/gemini-2.5-flash' }) as [
      AgentMessage,
    ];
    expect(call1).toMatchObject({
      stopReason: 'toolUse',
      content: [
        { type: 'toolCall', id: 'gemini_resp-1_0', name: 'read', thoughtSignature: 'c2lnLTE=' },
        { type: 'toolCall', id: 'gemini_resp-1_1', name: 'read' },
      ],
    });
    const input = [
      {
        role: 'user',
        parts: [
          { functionResponse: { name: 'read', response: { output: 'A' } } },
          { functionResponse: { name: 'read', response: { output: 'B' } } },
        ],
      },
    ];
    const toolCalls = [
      { id: 'gemini_resp-1_0', name: 'read' },
      { id: 'gemini_resp-1_1', name: 'read' },
    ];
    const results = decodeTurn('gemini', { input }, { timestamp: T, toolCalls });
    expect(results.map((m) => (m.role === 'toolResult' ? [m.toolCallId, m.content] : m.role))).toEqual([
      ['gemini_resp-1_0', [{ type: 'text', text: 'A' }]],
      ['gemini_resp-1_1', [{ type: 'text', text: 'B' }]],
    ]);
    const out = encodeAll([user('read both'), call1, ...results], 'google/gemini-2.5-flash').gemini;
    expect(out.contents[1]!.parts).toEqual([
      { functionCall: { name: 'read', args: { path: 'a.ts' } }, thoughtSignature: 'c2lnLTE=' },
      { functionCall: { name: 'read', args: { path: 'b.ts' } } },
    ]);
    expect(out.contents[2]!.parts).toHaveLength(2);
  });

  it('never starts the history with a function call', () => {
    const out = encodeAll([assistant([call('c1')]), result('c1', 'ok')]).gemini;
    expect(out.contents[0]).toEqual({
      role: 'user',
      parts: [{ text: '(The conversation continues from an earlier point.)' }],
    });
  });
});

describe('§6.18 import then export is stable in every format', () => {
  it('decoding an export and exporting again gives the same request', () => {
    const claude = { provider: 'anthropic', model: 'claude-opus-4-6', api: 'anthropic-messages' };
    const messages = [
      user([{ type: 'text', text: 'why does it fail?' }, png()]),
      assistant(
        [
          { type: 'thinking', thinking: 'check', thinkingSignature: 'EqQBCgIYAh' },
          { type: 'text', text: 'Reading.' },
          call('toolu_1', 'read', { path: 'a' }),
          call('toolu_2'),
        ],
        claude,
      ),
      bash('git diff', 'none'),
      result('toolu_2', 'ok'),
      result('toolu_1', [{ type: 'text', text: 'A' }, png()], { name: 'read', isError: true }),
      assistant([{ type: 'text', text: 'Fixed.' }], claude),
    ];
    const target = 'anthropic/claude-opus-4-6';
    const options = {
      target,
      systemPrompt: 'S',
      tools: [{ name: 'read', description: 'Read', parameters: { type: 'object' as const } }],
    };
    for (const format of PROVIDER_FORMATS) {
      const first = encodeContext(format, messages, options);
      expectAcceptedRequest(format, first);
      const input =
        format === 'openai-responses'
          ? (first as { input: unknown[] }).input
          : format === 'gemini'
            ? (first as { contents: unknown[] }).contents
            : (first as { messages: unknown[] }).messages;
      const decoded = decodeTurn(format, { input }, { timestamp: T, model: target, systemPrompt: 'S' });
      expect(encodeContext(format, decoded, options)).toEqual(first);
    }
  });
});
