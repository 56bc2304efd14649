/**
 * The input of OpenAI `/responses/compact` (compaction spec §7.2): session messages as the openai-responses export
 * sends them to the compacting model, the previous replacement history leading only for the same provider.
 */
import { NATIVE_HISTORY_TYPE } from '../../../core/compaction/responses-items';
import { nativeInput } from '../../../core/formats/openai-responses/native-history';
import type { AgentMessage } from '../../../core/session/messages';
import { expectAcceptedRequest } from '../../helpers/wire-validators';

const at = { timestamp: 1 };
const GPT = 'openai/gpt-5';
const userText = (text: string) => ({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
const accepted = (input: unknown[]) => {
  expectAcceptedRequest('openai-responses', { input });
  return input;
};

describe('nativeInput: the messages', () => {
  it('turns user text and images into input_text and input_image parts', () => {
    const items = nativeInput(GPT, {}, [
      { role: 'user', content: 'plain', ...at },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'look' },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
        ],
        ...at,
      },
    ]);
    expect(accepted(items)).toEqual([
      userText('plain'),
      {
        type: 'message',
        role: 'user',
        content: [
          { type: 'input_text', text: 'look' },
          { type: 'input_image', image_url: 'data:image/png;base64,AAAA', detail: 'auto' },
        ],
      },
    ]);
  });

  it("sends the model's own encrypted reasoning before the text it produced; text without its item id, with its phase", () => {
    const reasoning = { type: 'reasoning', id: 'rs_1', encrypted_content: 'xyz', summary: [] };
    const items = nativeInput(GPT, {}, [
      { role: 'user', content: 'q', ...at },
      {
        role: 'assistant',
        provider: 'openai',
        model: 'gpt-5',
        content: [
          { type: 'thinking', thinking: 'unsigned musing' },
          { type: 'thinking', thinking: 'signed', thinkingSignature: JSON.stringify(reasoning) },
          { type: 'text', text: 'done', textSignature: JSON.stringify({ id: 'msg_7', phase: 'final_answer' }) },
        ],
        stopReason: 'stop',
        ...at,
      },
    ]);
    expect(accepted(items).slice(1)).toEqual([
      reasoning,
      { type: 'message', role: 'assistant', content: 'done', phase: 'final_answer' },
    ]);
  });

  it('pairs function and custom tool calls with their outputs by call id', () => {
    const messages: AgentMessage[] = [
      { role: 'user', content: 'go', ...at },
      {
        role: 'assistant',
        content: [
          { type: 'toolCall', id: 'call_1|fc_1', name: 'read', arguments: { path: 'a.ts' } },
          {
            type: 'toolCall',
            id: 'call_2',
            name: 'patch',
            customWireName: 'apply_patch',
            arguments: { input: 'diff' },
          },
        ],
        stopReason: 'toolUse',
        ...at,
      },
      {
        role: 'toolResult',
        toolCallId: 'call_1|fc_1',
        toolName: 'read',
        content: [{ type: 'text', text: 'A' }],
        isError: false,
        ...at,
      },
      { role: 'toolResult', toolCallId: 'call_2', toolName: 'patch', content: [], isError: false, ...at },
    ];
    expect(accepted(nativeInput(GPT, {}, messages)).slice(1)).toEqual([
      { type: 'function_call', call_id: 'call_1', name: 'read', arguments: '{"path":"a.ts"}' },
      { type: 'custom_tool_call', call_id: 'call_2', name: 'apply_patch', input: 'diff' },
      { type: 'function_call_output', call_id: 'call_1', output: 'A' },
      { type: 'custom_tool_call_output', call_id: 'call_2', output: '(no output)' },
    ]);
  });

  it('replays a message whose provider payload is native history of the same provider instead of re-encoding it', () => {
    const native = [{ type: 'compaction', id: 'cmp_0', encrypted_content: 'old' }];
    const payload = { type: NATIVE_HISTORY_TYPE, provider: 'openai', items: native };
    const items = nativeInput(GPT, {}, [{ role: 'user', content: 'ignored', providerPayload: payload, ...at }]);
    expect(items).toEqual([{ type: 'compaction', encrypted_content: 'old' }]);
  });

  it('sends summaries and shell runs as the user text a model would see', () => {
    const items = nativeInput(GPT, {}, [
      { role: 'compactionSummary', summary: 'S', tokensBefore: 1, ...at },
      { role: 'bashExecution', command: 'ls', output: 'x', exitCode: 0, cancelled: false, truncated: false, ...at },
    ]);
    expect(items).toEqual([
      userText('Summary of the conversation before this point:\n\nS'),
      userText('Ran `ls`\n```\nx\n```\nCommand exited with code 0'),
    ]);
  });
});

describe('nativeInput: what came before', () => {
  const preserved = { provider: 'openai', replacementHistory: [{ type: 'compaction', encrypted_content: 'p' }] };
  const messages: AgentMessage[] = [{ role: 'user', content: 'new', ...at }];

  it('starts with the previous replacement history of the same provider, which stands in for its summary', () => {
    expect(nativeInput(GPT, { preserved, previousSummary: 'Remote compaction' }, messages)).toEqual([
      { type: 'compaction', encrypted_content: 'p' },
      userText('new'),
    ]);
  });

  it("sends the previous summary instead of another provider's replacement history", () => {
    expect(nativeInput('azure/gpt-5', { preserved, previousSummary: 'S' }, messages)).toEqual([
      userText('Summary of the conversation before this point:\n\nS'),
      userText('new'),
    ]);
    expect(nativeInput(GPT, {}, messages)).toEqual([userText('new')]);
  });

  it("sends a snapcompact archive's source text as an extra first user message", () => {
    expect(nativeInput(GPT, { previousSummary: 'S', archivedText: 'archived turns' }, messages)).toEqual([
      userText('Summary of the conversation before this point:\n\nS'),
      userText('archived turns'),
      userText('new'),
    ]);
  });
});
