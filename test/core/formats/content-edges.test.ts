/**
 * Wire-formats spec §6.17, §6.19, §6.20: Responses outputs as a string and as parts with an image, tool arguments
 * that are not a JSON object, over-long and illegal tool names, and images a provider cannot take.
 */
import { decodeTurn, encodeContext, PROVIDER_FORMATS, WireFormatError } from '../../../core/formats';
import type { AgentMessage, ToolCallBlock } from '../../../core/session/messages';
import { expectAcceptedRequest } from '../../helpers/wire-validators';
import { assistant, call, png, result, T, user } from './builders';

describe('§6.17 Responses function_call_output as a string and as content items with an image', () => {
  const toolCalls = [
    { id: 'call_a', name: 'read' },
    { id: 'call_b', name: 'screenshot' },
  ];
  it('decodes both into tool results with text and image blocks', () => {
    const input = [
      { type: 'function_call_output', call_id: 'call_a', output: 'file contents' },
      {
        type: 'function_call_output',
        call_id: 'call_b',
        output: [
          { type: 'input_text', text: 'taken' },
          { type: 'input_image', image_url: `data:image/png;base64,${png().data}`, detail: 'auto' },
        ],
      },
    ];
    expect(decodeTurn('openai-responses', { input }, { timestamp: T, toolCalls })).toEqual([
      {
        role: 'toolResult',
        toolCallId: 'call_a',
        toolName: 'read',
        content: [{ type: 'text', text: 'file contents' }],
        isError: false,
        timestamp: T,
      },
      {
        role: 'toolResult',
        toolCallId: 'call_b',
        toolName: 'screenshot',
        content: [
          { type: 'text', text: 'taken' },
          { ...png(), detail: 'auto' },
        ],
        isError: false,
        timestamp: T,
      },
    ]);
  });
});

describe('§6.19 tool arguments and names', () => {
  const response = {
    id: 'chatcmpl-2',
    object: 'chat.completion',
    created: 1_741_569_952,
    model: 'gpt-4.1',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: [{ id: 'call_x', type: 'function', function: { name: 'bash', arguments: '{"command": "ls' } }],
        },
        logprobs: null,
        finish_reason: 'tool_calls',
      },
    ],
    usage: { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 },
  };

  it('keeps invalid JSON arguments whole and sends the same string back to the OpenAI formats', () => {
    const [message] = decodeTurn('openai-chat', { response }, { timestamp: T });
    const block = (message as { content: ToolCallBlock[] }).content[0]!;
    expect(block).toEqual({
      type: 'toolCall',
      id: 'call_x',
      name: 'bash',
      arguments: {},
      providerMetadata: { rawArguments: '{"command": "ls' },
    });
    const messages = [user('list'), message!, result('call_x', 'a.ts')];
    const chat = encodeContext('openai-chat', messages);
    expect(chat.messages[1]).toMatchObject({ tool_calls: [{ function: { arguments: '{"command": "ls' } }] });
    const responses = encodeContext('openai-responses', messages);
    expect(responses.input[1]).toMatchObject({ type: 'function_call', arguments: '{"command": "ls' });
    expect(encodeContext('anthropic', messages).messages[1]!.content[0]).toMatchObject({ type: 'tool_use', input: {} });
  });

  it('shortens a name over 64 characters deterministically and replaces characters providers refuse', () => {
    const long = `mcp__${'workspace_server_'.repeat(5)}read_file`;
    const messages: AgentMessage[] = [
      user('go'),
      assistant([call('c1', long), call('c2', 'fs.read/v2')]),
      result('c1', 'x'),
      result('c2', 'y'),
    ];
    for (const format of PROVIDER_FORMATS) expectAcceptedRequest(format, encodeContext(format, messages));
    const names = (
      encodeContext('openai-chat', messages).messages[1] as { tool_calls: { function: { name: string } }[] }
    ).tool_calls.map((c) => c.function.name);
    expect(names[0]).toHaveLength(64);
    expect(names[0]).toMatch(/^mcp__(workspace_server_){3}[0-9a-f]{8}$/);
    expect(names[1]).toBe('fs_read_v2');
    expect(encodeContext('openai-chat', messages)).toEqual(encodeContext('openai-chat', messages));
  });

  it('refuses a turn whose response arguments are not a string, naming the pointer', () => {
    const bad = structuredClone(response);
    (bad.choices[0]!.message.tool_calls[0]!.function as Record<string, unknown>).arguments = { command: 'ls' };
    expect(() => decodeTurn('openai-chat', { response: bad }, { timestamp: T })).toThrow(
      new WireFormatError(
        'openai-chat',
        '/response/choices/0/message/tool_calls/0/function/arguments',
        'must be a string, not a object',
      ),
    );
  });
});

describe('§6.20 images a provider cannot take', () => {
  const heic = { type: 'image' as const, data: 'AAAAHGZ0eXBoZWlj', mimeType: 'image/heic' };
  const remote = { type: 'image' as const, data: '', mimeType: 'image/png', url: 'https://example.com/shot.png' };
  const frame = { type: 'image' as const, data: '', mimeType: 'image/png', url: '/v1/frames/3f2a' };
  const messages = [user([{ type: 'text', text: 'look' }, heic, remote, frame])];

  it('anthropic: heic becomes a notice, a remote URL a url source, a relative frame address a notice', () => {
    const out = encodeContext('anthropic', messages);
    expectAcceptedRequest('anthropic', out);
    expect(out.messages[0]!.content).toEqual([
      { type: 'text', text: 'look' },
      { type: 'text', text: '[image image/heic: media type not accepted by this provider]' },
      { type: 'image', source: { type: 'url', url: 'https://example.com/shot.png' } },
      { type: 'text', text: '[image image/png /v1/frames/3f2a: no image data]' },
    ]);
  });

  it('gemini takes heic inline but no URL; openai takes the URL but no heic', () => {
    const gemini = encodeContext('gemini', messages);
    expectAcceptedRequest('gemini', gemini);
    expect(gemini.contents[0]!.parts.slice(1)).toEqual([
      { inlineData: { mimeType: 'image/heic', data: 'AAAAHGZ0eXBoZWlj' } },
      { text: '[image image/png https://example.com/shot.png: no inline image data]' },
      { text: '[image image/png /v1/frames/3f2a: no inline image data]' },
    ]);
    const chat = encodeContext('openai-chat', messages);
    expectAcceptedRequest('openai-chat', chat);
    expect(chat.messages[0]).toMatchObject({
      content: [
        { type: 'text' },
        { type: 'text', text: '[image image/heic: media type not accepted by this provider]' },
        { type: 'image_url', image_url: { url: 'https://example.com/shot.png' } },
        { type: 'text' },
      ],
    });
  });

  it('caps the images of one request, replacing the oldest with a notice', () => {
    const many = [user([png(), png(), png()]), assistant([{ type: 'text', text: 'seen' }]), user([png()])];
    const out = encodeContext('anthropic', many, { imageCap: 2 });
    expect(out.messages[0]!.content.map((b) => b.type)).toEqual(['text', 'text', 'image']);
    expect(out.messages[2]!.content.map((b) => b.type)).toEqual(['image']);
  });
});
