import type { LlmMessage } from '../../../core/compaction/convert-to-llm';
import { createCompleter } from '../../../activities/llm/providers/create-completer';
import type { CompletionRequest } from '../../../activities/llm/providers/types';
import { fakeProviderPerTest } from '../../helpers/fake-provider-per-test';

// A live turn's converted history as real messages (compaction spec §8), exactly as each provider receives it.
const wire = fakeProviderPerTest('agent-1');
const { spec } = wire;

const history = [
  { role: 'user', content: 'list the files', timestamp: 1 },
  {
    role: 'assistant',
    content: [
      { type: 'text', text: 'Listing.' },
      { type: 'toolCall', id: 'call_1', name: 'bash', arguments: { cmd: 'ls' } },
    ],
    stopReason: 'toolUse',
    timestamp: 2,
  },
  {
    role: 'toolResult',
    toolCallId: 'call_1',
    toolName: 'bash',
    content: [{ type: 'text', text: 'a.ts' }],
    isError: false,
    timestamp: 3,
  },
  { role: 'assistant', content: [{ type: 'text', text: 'One file.' }], stopReason: 'stop', timestamp: 4 },
] as LlmMessage[];
const request: CompletionRequest = { system: 'LIVE', prompt: 'WRITE THE HANDOFF', maxTokens: 100, history };
const sent = () => wire.fake.requests[0]?.body as Record<string, unknown>;

describe('the history as real messages, the prompt last', () => {
  it('openai-chat: system, user, assistant with tool_calls, tool, assistant, user prompt', async () => {
    await createCompleter(spec('openai-chat')).complete(request);
    expect(sent().messages).toEqual([
      { role: 'system', content: 'LIVE' },
      { role: 'user', content: 'list the files' },
      {
        role: 'assistant',
        content: 'Listing.',
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'bash', arguments: '{"cmd":"ls"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'a.ts' },
      { role: 'assistant', content: 'One file.' },
      { role: 'user', content: 'WRITE THE HANDOFF' },
    ]);
  });

  it('openai (responses): message, function_call and function_call_output items', async () => {
    await createCompleter(spec('openai')).complete(request);
    const userText = (text: string) => ({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
    expect(sent().input).toEqual([
      userText('list the files'),
      { type: 'message', role: 'assistant', content: 'Listing.' },
      { type: 'function_call', call_id: 'call_1', name: 'bash', arguments: '{"cmd":"ls"}' },
      { type: 'function_call_output', call_id: 'call_1', output: 'a.ts' },
      { type: 'message', role: 'assistant', content: 'One file.' },
      userText('WRITE THE HANDOFF'),
    ]);
  });

  it('anthropic: tool_use in the assistant turn, tool_result in the next user turn', async () => {
    await createCompleter(spec('anthropic')).complete(request);
    expect(sent().messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'list the files' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Listing.' },
          { type: 'tool_use', id: 'call_1', name: 'bash', input: { cmd: 'ls' } },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: 'a.ts', is_error: false }] },
      { role: 'assistant', content: [{ type: 'text', text: 'One file.' }] },
      { role: 'user', content: [{ type: 'text', text: 'WRITE THE HANDOFF' }] },
    ]);
  });

  it('google: model turns with functionCall, functionResponse in the user turn', async () => {
    await createCompleter(spec('google')).complete(request);
    expect(sent().contents).toEqual([
      { role: 'user', parts: [{ text: 'list the files' }] },
      { role: 'model', parts: [{ text: 'Listing.' }, { functionCall: { name: 'bash', args: { cmd: 'ls' } } }] },
      { role: 'user', parts: [{ functionResponse: { name: 'bash', response: { output: 'a.ts' } } }] },
      { role: 'model', parts: [{ text: 'One file.' }] },
      { role: 'user', parts: [{ text: 'WRITE THE HANDOFF' }] },
    ]);
  });
});
