/**
 * The anthropic format: a Messages API turn decoded into session messages and the context encoded back into a
 * request the API accepts (wire-formats spec §1.3, §2, §3.1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeTurn, encodeContext, WireFormatError, type AnthropicFragment } from '../../../core/formats';
import type { AgentMessage } from '../../../core/session/messages';
import { expectAcceptedRequest } from '../../helpers/wire-validators';

const T = 1_766_000_000_000;

// A tool-use Message as the API returns it (shape of the SDK's `Message`, anthropic-sdk-typescript messages.ts).
const toolUseMessage = {
  id: 'msg_01Aq9w938a90dw8q',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5-20250929',
  content: [
    {
      type: 'thinking',
      thinking: 'I should read the file.',
      signature: 'EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds',
    },
    { type: 'text', text: 'Let me read it.' },
    { type: 'tool_use', id: 'toolu_01A09q90qw90lq917835lq9', name: 'read', input: { path: 'src/a.ts' } },
  ],
  stop_reason: 'tool_use',
  stop_sequence: null,
  usage: { input_tokens: 2095, output_tokens: 503, cache_creation_input_tokens: 120, cache_read_input_tokens: 4000 },
};

describe('decodeTurn anthropic', () => {
  it('maps a Message to an assistant message with model, usage, stop reason and the signed thinking kept', () => {
    const [message] = decodeTurn(
      'anthropic',
      { response: toolUseMessage },
      { timestamp: T, model: 'anthropic/claude-sonnet-4-5' },
    );
    expect(message).toEqual({
      role: 'assistant',
      content: [
        {
          type: 'thinking',
          thinking: 'I should read the file.',
          thinkingSignature: toolUseMessage.content[0]!.signature,
        },
        { type: 'text', text: 'Let me read it.' },
        { type: 'toolCall', id: 'toolu_01A09q90qw90lq917835lq9', name: 'read', arguments: { path: 'src/a.ts' } },
      ],
      api: 'anthropic-messages',
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      usage: { input: 2095, output: 503, cacheRead: 4000, cacheWrite: 120, totalTokens: 6718 },
      stopReason: 'toolUse',
      responseId: 'msg_01Aq9w938a90dw8q',
      timestamp: T,
    });
  });

  it('names a tool result from the open call it answers and keeps text after it as a user message', () => {
    const input = [
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_1', content: 'export const a = 1;' },
          { type: 'text', text: 'now fix it' },
        ],
      },
    ];
    const messages = decodeTurn('anthropic', { input }, { timestamp: T, toolCalls: [{ id: 'toolu_1', name: 'read' }] });
    expect(messages).toEqual([
      {
        role: 'toolResult',
        toolCallId: 'toolu_1',
        toolName: 'read',
        content: [{ type: 'text', text: 'export const a = 1;' }],
        isError: false,
        timestamp: T,
      },
      { role: 'user', content: [{ type: 'text', text: 'now fix it' }], timestamp: T },
    ]);
  });

  it('refuses a result for a call the session never made, naming where', () => {
    const input = [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_x', content: 'x' }] }];
    const decode = () => decodeTurn('anthropic', { input }, { timestamp: T });
    expect(decode).toThrow(WireFormatError);
    expect(decode).toThrow(
      'anthropic turn /input/0/content/0/tool_use_id: "toolu_x" answers no tool call of the session',
    );
  });

  it("takes the SDK's SystemMessageParam: the session's prompt again is dropped, other system text kept as developer", () => {
    const input = [
      { role: 'system', content: 'You are a coding agent.' },
      { role: 'system', content: [{ type: 'text', text: 'Prefer small diffs.' }] },
      { role: 'user', content: 'tidy src/' },
    ];
    const messages = decodeTurn('anthropic', { input }, { timestamp: T, systemPrompt: 'You are a coding agent.' });
    expect(messages).toEqual([
      { role: 'developer', content: [{ type: 'text', text: 'Prefer small diffs.' }], timestamp: T },
      { role: 'user', content: 'tidy src/', timestamp: T },
    ]);
  });

  it('refuses a system message holding anything but text, naming the block', () => {
    const image = { type: 'image', source: { type: 'url', url: 'https://example.com/a.png' } };
    const decode = () => decodeTurn('anthropic', { input: [{ role: 'system', content: [image] }] }, { timestamp: T });
    expect(decode).toThrow('anthropic turn /input/0/content/0/type: a system message holds text blocks only');
  });
});

describe('encodeContext anthropic', () => {
  const at = { timestamp: T };
  const call = { type: 'toolCall' as const, id: 'call_1|fc_9', name: 'bash', arguments: { cmd: 'ls' } };
  const messages: AgentMessage[] = [
    { role: 'user', content: 'list files', ...at },
    { role: 'assistant', content: [{ type: 'text', text: '\n\n' }, call], stopReason: 'toolUse', ...at },
    { role: 'bashExecution', command: 'pwd', output: '/w', exitCode: 0, cancelled: false, truncated: false, ...at },
    {
      role: 'toolResult',
      toolCallId: 'call_1|fc_9',
      toolName: 'bash',
      content: [{ type: 'text', text: 'a.ts' }],
      isError: false,
      ...at,
    },
  ];

  it('puts the results first in the next user message, moves text between after them, drops whitespace text', () => {
    const fragment: AnthropicFragment = encodeContext('anthropic', messages, { systemPrompt: 'You code.' });
    expectAcceptedRequest('anthropic', fragment);
    expect(fragment).toEqual({
      system: 'You code.',
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'list files' }] },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'call_1', name: 'bash', input: { cmd: 'ls' } }] },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'call_1', content: 'a.ts', is_error: false },
            { type: 'text', text: 'Ran `pwd`\n```\n/w\n```\nCommand exited with code 0' },
          ],
        },
      ],
    });
  });
});

describe('a real Claude Code turn (test/fixtures/formats/README.md)', () => {
  const fixture = JSON.parse(
    readFileSync(join(__dirname, '../../fixtures/formats/anthropic-claude-code-turn.json'), 'utf8'),
  );

  it('decodes the Message and the rejected results, and encodes back for the same model byte-identical thinking', () => {
    const context = { timestamp: T, model: 'anthropic/claude-opus-4-6' };
    const [message] = decodeTurn('anthropic', { response: fixture.response }, context);
    const toolCalls = [
      { id: 'toolu_0116Hyi5v8ut7Ffb7d8qV1Sc', name: 'Bash' },
      { id: 'toolu_01FdQ8qTyVyZjE3Kw4dguQGx', name: 'Glob' },
    ];
    const rest = decodeTurn('anthropic', { input: fixture.input }, { ...context, toolCalls });
    expect(message).toMatchObject({
      stopReason: 'toolUse',
      usage: { input: 3, cacheRead: 11515, cacheWrite: 13835, output: 13 },
    });
    expect(rest.map((m) => [m.role, m.role === 'toolResult' ? m.isError : undefined])).toEqual([
      ['toolResult', true],
      ['toolResult', true],
      ['user', undefined],
    ]);
    const out = encodeContext(
      'anthropic',
      [{ role: 'user', content: 'mix phx.server doesnt seem to start', timestamp: T }, message!, ...rest],
      {
        target: 'anthropic/claude-opus-4-6',
      },
    );
    expectAcceptedRequest('anthropic', out);
    const sent = fixture.response.content.filter((b: { text?: string }) => b.text !== '\n\n');
    expect(out.messages[1]!.content.map((b) => b.type)).toEqual(sent.map((b: { type: string }) => b.type));
    expect(out.messages[1]!.content[0]).toEqual(sent[0]);
    expect(out.messages[2]!.content.map((b) => b.type)).toEqual(['tool_result', 'tool_result', 'text']);
  });
});
