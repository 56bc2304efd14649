/**
 * The request fragments are assignable to the SDKs' own request types without a cast (`npm run typecheck` is the
 * real assertion: a fragment shape the SDK does not accept fails to compile). Core defines the shapes
 * structurally; only this test imports the SDK types.
 */
// The beta route's parameters: an Anthropic fragment may carry a server-side compaction block (beta compact-2026-01-12).
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { GenerateContentParameters } from '@google/genai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions/completions';
import type { ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { encodeContext } from '../../../core/formats';
import type { AgentMessage } from '../../../core/session/messages';
import { expectAcceptedRequest } from '../../helpers/wire-validators';

const messages: AgentMessage[] = [
  {
    role: 'user',
    content: [
      { type: 'text', text: 'look' },
      { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
    ],
    timestamp: 1,
  },
  {
    role: 'assistant',
    content: [{ type: 'toolCall', id: 'toolu_1', name: 'read', arguments: { path: 'a' } }],
    stopReason: 'toolUse',
    timestamp: 2,
  },
  {
    role: 'toolResult',
    toolCallId: 'toolu_1',
    toolName: 'read',
    content: [{ type: 'text', text: 'A' }],
    isError: false,
    timestamp: 3,
  },
];
const tools = [{ name: 'read', description: 'Read a file', parameters: { type: 'object' as const, properties: {} } }];

describe('request fragments as SDK request parameters', () => {
  it('anthropic: spreads into MessageCreateParams', () => {
    const fragment = encodeContext('anthropic', messages, { systemPrompt: 'S', tools });
    expectAcceptedRequest('anthropic', fragment);
    const params: MessageCreateParamsNonStreaming = { model: 'claude-sonnet-4-5', max_tokens: 1024, ...fragment };
    expect(params.messages).toHaveLength(3);
    expect(params.tools).toHaveLength(1);
  });

  it('openai-chat: spreads into ChatCompletionCreateParams', () => {
    const fragment = encodeContext('openai-chat', messages, { systemPrompt: 'S', tools });
    expectAcceptedRequest('openai-chat', fragment);
    const params: ChatCompletionCreateParamsNonStreaming = { model: 'gpt-4.1', ...fragment };
    expect(params.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
  });

  it('openai-responses: spreads into ResponseCreateParams', () => {
    const fragment = encodeContext('openai-responses', messages, { systemPrompt: 'S', tools });
    expectAcceptedRequest('openai-responses', fragment);
    const params: ResponseCreateParamsNonStreaming = { model: 'gpt-5', store: false, ...fragment };
    expect(params.input).toHaveLength(3);
  });

  it('gemini: spreads into GenerateContentParameters', () => {
    const fragment = encodeContext('gemini', messages, { systemPrompt: 'S', tools });
    expectAcceptedRequest('gemini', fragment);
    const rest: Omit<GenerateContentParameters, 'model'> = fragment;
    const params: GenerateContentParameters = { model: 'gemini-2.5-flash', ...rest };
    expect(params.config?.systemInstruction).toEqual({ parts: [{ text: 'S' }] });
  });
});
