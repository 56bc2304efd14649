/**
 * The request fragments are assignable to the SDKs' own request types without a cast (`npm run typecheck` is the
 * real assertion: a fragment shape the SDK does not accept fails to compile). Core defines the shapes
 * structurally; only this test imports the SDK types.
 */
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages/messages';
import { encodeContext } from '../../../core/formats';
import type { AgentMessage } from '../../../core/session/messages';

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
const tools = [{ name: 'read', description: 'Read a file', parameters: { type: 'object', properties: {} } }];

describe('request fragments as SDK request parameters', () => {
  it('anthropic: spreads into MessageCreateParams', () => {
    const fragment = encodeContext('anthropic', messages, { systemPrompt: 'S', tools });
    const params: MessageCreateParamsNonStreaming = { model: 'claude-sonnet-4-5', max_tokens: 1024, ...fragment };
    expect(params.messages).toHaveLength(3);
    expect(params.tools).toHaveLength(1);
  });
});
