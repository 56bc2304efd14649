/**
 * One tool-using conversation in each provider's wire shapes, as a host's agent loop posts it turn by turn: a user
 * request, an answer with a tool call, its result, two parallel calls, their results with a user remark, the final
 * answer. Each turn is `{ input, response }` exactly as the host added it to its request and as the SDK returned
 * the response; `request` is what the host's own history would send next, which the context read must give back
 * (up to the normalisations docs/formats.md lists). Responses carry usage so the turns also drive the triggers.
 */
import type { WireFormatName } from '../../core/formats';

export const SYSTEM = 'You are a careful coding agent.';
export const TOOLS = [
  {
    name: 'read',
    description: 'Read a file',
    parameters: { type: 'object', properties: { path: { type: 'string' } } },
  },
  {
    name: 'grep',
    description: 'Search files',
    parameters: { type: 'object', properties: { pattern: { type: 'string' } } },
  },
];

export type ProviderFormat = Exclude<WireFormatName, 'native'>;

export interface WireConversation {
  /** The session model (`provider/id`) the conversation talks to. */
  model: string;
  turns: { input: unknown[]; response: unknown }[];
  /** The request fragment the host's own history amounts to after the last turn. */
  request: unknown;
}

const ASK = 'Read notes.txt and list its words.';
const REMARK = 'Be brief.';
const ANSWER = 'Words: alpha, beta, gamma.';
const args = { read: { path: 'notes.txt' }, grep: { pattern: 'alpha' }, second: { path: 'b.txt' } };

/** A response's usage in the format's shape: `prompt` context tokens in, `output` out. */
export function wireUsage(format: ProviderFormat, prompt: number, output = 30): Record<string, unknown> {
  switch (format) {
    case 'anthropic':
      return {
        input_tokens: prompt,
        output_tokens: output,
        cache_read_input_tokens: 0,
        cache_creation_input_tokens: 0,
      };
    case 'openai-chat':
      return { prompt_tokens: prompt, completion_tokens: output, total_tokens: prompt + output };
    case 'openai-responses':
      return { input_tokens: prompt, output_tokens: output, total_tokens: prompt + output };
    case 'gemini':
      return { promptTokenCount: prompt, candidatesTokenCount: output, totalTokenCount: prompt + output };
  }
}

function anthropic(): WireConversation {
  const message = (n: number, content: unknown[], stop: string) => ({
    id: `msg_0${n}`,
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: wireUsage('anthropic', 1000 * n),
  });
  const use = (id: string, name: string, input: unknown) => ({ type: 'tool_use', id, name, input });
  const result = (id: string, content: unknown) => ({ type: 'tool_result', tool_use_id: id, content });
  const first = [{ type: 'text', text: 'Reading.' }, use('toolu_01', 'read', args.read)];
  const second = [use('toolu_02', 'grep', args.grep), use('toolu_03', 'read', args.second)];
  const third = [{ type: 'text', text: ANSWER }];
  const lastInput = [result('toolu_02', 'notes.txt:1'), result('toolu_03', [{ type: 'text', text: 'gamma' }])];
  return {
    model: 'anthropic/claude-sonnet-4-5',
    turns: [
      { input: [{ role: 'user', content: ASK }], response: message(1, first, 'tool_use') },
      {
        input: [{ role: 'user', content: [result('toolu_01', 'alpha beta')] }],
        response: message(2, second, 'tool_use'),
      },
      {
        input: [{ role: 'user', content: [...lastInput, { type: 'text', text: REMARK }] }],
        response: message(3, third, 'end_turn'),
      },
    ],
    request: {
      system: SYSTEM,
      messages: [
        { role: 'user', content: [{ type: 'text', text: ASK }] },
        { role: 'assistant', content: first },
        { role: 'user', content: [{ ...result('toolu_01', 'alpha beta'), is_error: false }] },
        { role: 'assistant', content: second },
        {
          role: 'user',
          content: [
            { ...result('toolu_02', 'notes.txt:1'), is_error: false },
            { ...result('toolu_03', 'gamma'), is_error: false },
            { type: 'text', text: REMARK },
          ],
        },
        { role: 'assistant', content: third },
      ],
      tools: TOOLS.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters })),
    },
  };
}

function openAiChat(): WireConversation {
  const call = (id: string, name: string, input: unknown) => ({
    id,
    type: 'function',
    function: { name, arguments: JSON.stringify(input) },
  });
  const completion = (n: number, message: Record<string, unknown>, finish: string) => ({
    id: `chatcmpl-0${n}`,
    object: 'chat.completion',
    created: 1_767_225_600 + n,
    model: 'gpt-4.1-2025-04-14',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', refusal: null, annotations: [], ...message },
        finish_reason: finish,
        logprobs: null,
      },
    ],
    usage: wireUsage('openai-chat', 1000 * n),
  });
  const first = { content: 'Reading.', tool_calls: [call('call_01', 'read', args.read)] };
  const second = {
    content: null,
    tool_calls: [call('call_02', 'grep', args.grep), call('call_03', 'read', args.second)],
  };
  const tool = (id: string, content: unknown) => ({ role: 'tool', tool_call_id: id, content });
  return {
    model: 'openai/gpt-4.1',
    turns: [
      {
        // The host's first request starts with its system prompt: the agent configuration's, not stored twice.
        input: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: ASK },
        ],
        response: completion(1, first, 'tool_calls'),
      },
      { input: [tool('call_01', 'alpha beta')], response: completion(2, second, 'tool_calls') },
      {
        input: [
          tool('call_02', 'notes.txt:1'),
          tool('call_03', [{ type: 'text', text: 'gamma' }]),
          { role: 'user', content: REMARK },
        ],
        response: completion(3, { content: ANSWER }, 'stop'),
      },
    ],
    request: {
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: ASK },
        { role: 'assistant', ...first },
        tool('call_01', 'alpha beta'),
        { role: 'assistant', ...second },
        tool('call_02', 'notes.txt:1'),
        tool('call_03', 'gamma'),
        { role: 'user', content: REMARK },
        { role: 'assistant', content: ANSWER },
      ],
      tools: TOOLS.map((t) => ({ type: 'function', function: t })),
    },
  };
}

function openAiResponses(): WireConversation {
  const call = (n: number, name: string, input: unknown) => ({
    type: 'function_call',
    id: `fc_0${n}`,
    call_id: `call_0${n}`,
    name,
    arguments: JSON.stringify(input),
    status: 'completed',
  });
  const text = (n: number, value: string) => ({
    type: 'message',
    id: `msg_0${n}`,
    status: 'completed',
    role: 'assistant',
    content: [{ type: 'output_text', text: value, annotations: [] }],
  });
  const response = (n: number, output: unknown[]) => ({
    id: `resp_0${n}`,
    object: 'response',
    created_at: 1_767_225_600 + n,
    status: 'completed',
    model: 'gpt-5-2025-08-07',
    output,
    usage: wireUsage('openai-responses', 1000 * n),
  });
  const output = (n: number, value: string) => ({ type: 'function_call_output', call_id: `call_0${n}`, output: value });
  const asInput = ({ id: _id, status: _status, ...item }: ReturnType<typeof call>) => item;
  return {
    model: 'openai/gpt-5',
    turns: [
      {
        input: [{ role: 'user', content: ASK }],
        response: response(1, [text(1, 'Reading.'), call(1, 'read', args.read)]),
      },
      {
        input: [output(1, 'alpha beta')],
        response: response(2, [call(2, 'grep', args.grep), call(3, 'read', args.second)]),
      },
      {
        input: [output(2, 'notes.txt:1'), output(3, 'gamma'), { role: 'user', content: REMARK }],
        response: response(3, [text(3, ANSWER)]),
      },
    ],
    request: {
      instructions: SYSTEM,
      input: [
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: ASK }] },
        { type: 'message', role: 'assistant', content: 'Reading.' },
        asInput(call(1, 'read', args.read)),
        output(1, 'alpha beta'),
        asInput(call(2, 'grep', args.grep)),
        asInput(call(3, 'read', args.second)),
        output(2, 'notes.txt:1'),
        output(3, 'gamma'),
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: REMARK }] },
        { type: 'message', role: 'assistant', content: ANSWER },
      ],
      tools: TOOLS.map((t) => ({ type: 'function', ...t, strict: false })),
    },
  };
}

function gemini(): WireConversation {
  const fn = (name: string, input: Record<string, unknown>) => ({ functionCall: { name, args: input } });
  const reply = (name: string, output: string) => ({ functionResponse: { name, response: { output } } });
  const response = (n: number, parts: unknown[]) => ({
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: wireUsage('gemini', 1000 * n),
    modelVersion: 'gemini-2.5-flash',
    responseId: `gresp-0${n}`,
  });
  const first = [{ text: 'Reading.' }, fn('read', args.read)];
  const second = [fn('grep', args.grep), fn('read', args.second)];
  const last = [reply('grep', 'notes.txt:1'), reply('read', 'gamma'), { text: REMARK }];
  return {
    model: 'google/gemini-2.5-flash',
    turns: [
      { input: [{ role: 'user', parts: [{ text: ASK }] }], response: response(1, first) },
      { input: [{ role: 'user', parts: [reply('read', 'alpha beta')] }], response: response(2, second) },
      { input: [{ role: 'user', parts: last }], response: response(3, [{ text: ANSWER }]) },
    ],
    request: {
      contents: [
        { role: 'user', parts: [{ text: ASK }] },
        { role: 'model', parts: first },
        { role: 'user', parts: [reply('read', 'alpha beta')] },
        { role: 'model', parts: second },
        // Text after function responses goes in a user content of its own (the call's answer holds only them).
        { role: 'user', parts: last.slice(0, 2) },
        { role: 'user', parts: last.slice(2) },
        { role: 'model', parts: [{ text: ANSWER }] },
      ],
      config: {
        systemInstruction: { parts: [{ text: SYSTEM }] },
        tools: [
          {
            functionDeclarations: TOOLS.map((t) => ({
              name: t.name,
              description: t.description,
              parametersJsonSchema: t.parameters,
            })),
          },
        ],
      },
    },
  };
}

export const CONVERSATIONS: Record<ProviderFormat, () => WireConversation> = {
  anthropic,
  'openai-chat': openAiChat,
  'openai-responses': openAiResponses,
  gemini,
};
