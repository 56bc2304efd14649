/**
 * Turn decoding of the OpenAI and Gemini formats from real shapes (openai-node and js-genai types): what each input
 * item and response part becomes in the session.
 */
import { decodeTurn } from '../../../core/formats';
import { T } from './builders';

describe('decodeTurn openai-chat', () => {
  it('drops the known system prompt, keeps other developer text, images, assistant calls and their results', () => {
    const input = [
      { role: 'system', content: 'You are a coding agent.' },
      { role: 'developer', content: [{ type: 'text', text: 'Prefer small diffs.' }] },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'what is this?' },
          { type: 'image_url', image_url: { url: 'https://example.com/a.png', detail: 'low' } },
        ],
      },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'read', arguments: '{"path":"a.png"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_9', content: 'binary' },
    ];
    const messages = decodeTurn('openai-chat', { input }, { timestamp: T, systemPrompt: 'You are a coding agent.' });
    expect(messages).toEqual([
      { role: 'developer', content: [{ type: 'text', text: 'Prefer small diffs.' }], timestamp: T },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'what is this?' },
          { type: 'image', data: '', mimeType: 'image/png', url: 'https://example.com/a.png', detail: 'low' },
        ],
        timestamp: T,
      },
      {
        role: 'assistant',
        content: [{ type: 'toolCall', id: 'call_9', name: 'read', arguments: { path: 'a.png' } }],
        api: 'openai-completions',
        provider: 'openai',
        stopReason: 'toolUse',
        timestamp: T,
      },
      {
        role: 'toolResult',
        toolCallId: 'call_9',
        toolName: 'read',
        content: [{ type: 'text', text: 'binary' }],
        isError: false,
        timestamp: T,
      },
    ]);
  });

  it('keeps a compatible server’s reasoning_content as unsigned thinking before the answer', () => {
    const response = {
      id: 'cmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'deepseek-reasoner',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'Answer.', reasoning_content: 'Let me think.' },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
    };
    const [message] = decodeTurn('openai-chat', { response }, { timestamp: T, model: 'deepseek/deepseek-reasoner' });
    expect(message).toMatchObject({
      provider: 'deepseek',
      model: 'deepseek-reasoner',
      content: [
        { type: 'thinking', thinking: 'Let me think.' },
        { type: 'text', text: 'Answer.' },
      ],
    });
  });
});

describe('decodeTurn openai-responses', () => {
  const reasoning = {
    type: 'reasoning',
    id: 'rs_1',
    summary: [{ type: 'summary_text', text: 'Read it first.' }],
    encrypted_content: 'gAAAA',
  };

  it('maps reasoning, messages with phase and calls of a Response; built-in tool items are kept whole', () => {
    const search = {
      type: 'web_search_call',
      id: 'ws_1',
      status: 'completed',
      action: { type: 'search', query: 'parser' },
    };
    const response = {
      id: 'resp_1',
      object: 'response',
      status: 'completed',
      model: 'gpt-5',
      output: [
        reasoning,
        search,
        {
          type: 'message',
          id: 'msg_1',
          status: 'completed',
          role: 'assistant',
          phase: 'commentary',
          content: [{ type: 'output_text', text: 'Reading.', annotations: [] }],
        },
        {
          type: 'function_call',
          id: 'fc_1',
          call_id: 'call_1',
          name: 'read',
          arguments: '{"path":"a.ts"}',
          status: 'completed',
        },
        { type: 'custom_tool_call', id: 'ctc_1', call_id: 'call_2', name: 'apply_patch', input: '*** Begin Patch' },
      ],
      usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
    };
    const [message] = decodeTurn('openai-responses', { response }, { timestamp: T, model: 'openai/gpt-5' });
    expect(message).toMatchObject({
      api: 'openai-responses',
      provider: 'openai',
      model: 'gpt-5',
      stopReason: 'toolUse',
      responseId: 'resp_1',
      content: [
        { type: 'thinking', thinking: 'Read it first.', thinkingSignature: JSON.stringify(reasoning) },
        { type: 'text', text: 'Reading.', textSignature: JSON.stringify({ id: 'msg_1', phase: 'commentary' }) },
        { type: 'toolCall', id: 'call_1', name: 'read', arguments: { path: 'a.ts' } },
        {
          type: 'toolCall',
          id: 'call_2',
          name: 'apply_patch',
          customWireName: 'apply_patch',
          arguments: { input: '*** Begin Patch' },
        },
      ],
      providerPayload: { type: 'openaiResponsesBuiltinItems', items: [search] },
    });
  });

  it('merges a run of assistant-side input items into one assistant message, answered by later outputs', () => {
    const input = [
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'read a' }] },
      reasoning,
      { type: 'function_call', call_id: 'call_1', name: 'read', arguments: '{}' },
      { type: 'function_call_output', call_id: 'call_1', output: 'A' },
    ];
    expect(
      decodeTurn('openai-responses', { input }, { timestamp: T }).map((m) => [
        m.role,
        'content' in m && Array.isArray(m.content) ? m.content.length : 0,
      ]),
    ).toEqual([
      ['user', 1],
      ['assistant', 2],
      ['toolResult', 1],
    ]);
  });
});

describe('decodeTurn gemini', () => {
  it('maps thought parts and signatures, and answers a functionResponse by its id when it has one', () => {
    const response = {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [
              { text: 'Considering the files', thought: true, thoughtSignature: 'dGhvdWdodA==' },
              { text: 'Reading both.', thoughtSignature: 'dGV4dA==' },
              { functionCall: { id: 'fc-a', name: 'read', args: { path: 'a' } } },
            ],
          },
          finishReason: 'STOP',
        },
      ],
      usageMetadata: { promptTokenCount: 8, candidatesTokenCount: 4, totalTokenCount: 12 },
      modelVersion: 'gemini-3-pro',
    };
    const [message] = decodeTurn('gemini', { response }, { timestamp: T });
    expect(message).toMatchObject({
      content: [
        { type: 'thinking', thinking: 'Considering the files', thinkingSignature: 'dGhvdWdodA==' },
        { type: 'text', text: 'Reading both.', textSignature: 'dGV4dA==' },
        { type: 'toolCall', id: 'fc-a', name: 'read', arguments: { path: 'a' } },
      ],
    });
    const input = [
      {
        role: 'user',
        parts: [{ functionResponse: { id: 'fc-a', name: 'read', response: { error: 'no such file' } } }],
      },
    ];
    expect(decodeTurn('gemini', { input }, { timestamp: T, toolCalls: [{ id: 'fc-a', name: 'read' }] })).toEqual([
      {
        role: 'toolResult',
        toolCallId: 'fc-a',
        toolName: 'read',
        content: [{ type: 'text', text: 'no such file' }],
        isError: true,
        timestamp: T,
      },
    ]);
  });
});
