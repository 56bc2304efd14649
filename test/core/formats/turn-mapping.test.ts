/**
 * Wire-formats spec §6.13–15: stop reasons, usage and posted errors of each provider, decoded from real response
 * and error bodies (shapes of the SDKs' types and the providers' documented error envelopes).
 */
import { codexUsage, decodeTurn, errorFacts, turnErrorKind, type ProviderFormatName } from '../../../core/formats';
import type { AssistantMessage } from '../../../core/session/messages';
import { T } from './builders';

const decodeResponse = (format: ProviderFormatName, response: unknown, model?: string) =>
  decodeTurn(format, { response }, { timestamp: T, ...(model ? { model } : {}) })[0] as AssistantMessage;

const anthropic = (stop_reason: string | null, extra: Record<string, unknown> = {}) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5',
  content: [{ type: 'text', text: 'partial answer' }],
  stop_reason,
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 5 },
  ...extra,
});
const chat = (finish_reason: string, toolCalls = false) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_741_569_952,
  model: 'gpt-4.1-2025-04-14',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: toolCalls ? null : 'partial answer',
        refusal: null,
        ...(toolCalls
          ? { tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'read', arguments: '{}' } }] }
          : {}),
      },
      logprobs: null,
      finish_reason,
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});
const responses = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'resp_1',
  object: 'response',
  created_at: 1_741_476_542,
  status,
  model: 'gpt-5-2025-08-07',
  output: [
    {
      type: 'message',
      id: 'msg_1',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'partial answer', annotations: [] }],
    },
  ],
  usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
  ...extra,
});
const gemini = (finishReason: string, functionCall = false) => ({
  candidates: [
    {
      content: {
        role: 'model',
        parts: [functionCall ? { functionCall: { name: 'read', args: {} } } : { text: 'partial answer' }],
      },
      finishReason,
      index: 0,
    },
  ],
  usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
  modelVersion: 'gemini-2.5-flash',
});

describe('§6.13 stop reasons (spec §2.7)', () => {
  it.each([
    ['anthropic', anthropic('end_turn'), 'stop'],
    ['anthropic', anthropic('stop_sequence'), 'stop'],
    ['anthropic', anthropic('max_tokens'), 'length'],
    ['anthropic', anthropic('model_context_window_exceeded'), 'length'],
    ['anthropic', anthropic('pause_turn'), 'stop'],
    ['anthropic', anthropic(null), 'stop'],
    ['openai-chat', chat('stop'), 'stop'],
    ['openai-chat', chat('length'), 'length'],
    ['openai-chat', chat('tool_calls', true), 'toolUse'],
    ['openai-responses', responses('completed'), 'stop'],
    ['openai-responses', responses('incomplete', { incomplete_details: { reason: 'max_output_tokens' } }), 'length'],
    ['openai-responses', responses('cancelled'), 'aborted'],
    ['gemini', gemini('STOP'), 'stop'],
    ['gemini', gemini('STOP', true), 'toolUse'],
    ['gemini', gemini('MAX_TOKENS'), 'length'],
  ] as const)('%s %j → %s', (format, response, stopReason) => {
    const message = decodeResponse(format, response);
    expect(message.stopReason).toBe(stopReason);
    expect(message.errorMessage).toBeUndefined();
  });

  it.each([
    ['anthropic', anthropic('refusal', { stop_details: { explanation: 'declined' } }), 'stop_reason refusal: declined'],
    ['anthropic', anthropic('a_future_reason'), 'stop_reason a_future_reason'],
    ['openai-chat', chat('content_filter'), 'finish_reason content_filter'],
    [
      'openai-responses',
      responses('incomplete', { incomplete_details: { reason: 'content_filter' } }),
      'incomplete: content_filter',
    ],
    ['gemini', gemini('SAFETY'), 'finishReason SAFETY'],
    [
      'gemini',
      { candidates: [], promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } },
      'prompt blocked: PROHIBITED_CONTENT',
    ],
  ] as const)('%s: an error stop keeps the wire value (%s)', (format, response, errorMessage) => {
    expect(decodeResponse(format, response)).toMatchObject({ stopReason: 'error', errorMessage });
  });
});

describe('§6.14 usage (spec §2.6): cached tokens subtracted for OpenAI and Gemini, not for Anthropic', () => {
  it.each([
    [
      'anthropic',
      anthropic('end_turn', {
        usage: {
          input_tokens: 3,
          output_tokens: 13,
          cache_creation_input_tokens: 13835,
          cache_read_input_tokens: 11515,
        },
      }),
      { input: 3, output: 13, cacheRead: 11515, cacheWrite: 13835, totalTokens: 25366 },
    ],
    [
      'openai-chat',
      {
        ...chat('stop'),
        usage: {
          prompt_tokens: 2006,
          completion_tokens: 300,
          total_tokens: 2306,
          prompt_tokens_details: { cached_tokens: 1920 },
          completion_tokens_details: { reasoning_tokens: 128 },
        },
      },
      { input: 86, output: 300, cacheRead: 1920, cacheWrite: 0, totalTokens: 2306, reasoningTokens: 128 },
    ],
    [
      'openai-responses',
      responses('completed', {
        usage: {
          input_tokens: 328,
          input_tokens_details: { cached_tokens: 256 },
          output_tokens: 52,
          output_tokens_details: { reasoning_tokens: 16 },
          total_tokens: 380,
        },
      }),
      { input: 72, output: 52, cacheRead: 256, cacheWrite: 0, totalTokens: 380, reasoningTokens: 16 },
    ],
    [
      'gemini',
      {
        ...gemini('STOP'),
        usageMetadata: {
          promptTokenCount: 1000,
          cachedContentTokenCount: 600,
          candidatesTokenCount: 40,
          thoughtsTokenCount: 25,
          totalTokenCount: 1065,
        },
      },
      { input: 400, output: 65, cacheRead: 600, cacheWrite: 0, totalTokens: 1065, reasoningTokens: 25 },
    ],
  ] as const)('%s', (format, response, usage) => {
    expect(decodeResponse(format, response).usage).toEqual(usage);
  });

  it('names the session model when the response reports a dated snapshot of it, else the reported model', () => {
    expect(decodeResponse('openai-chat', chat('stop'), 'openai/gpt-4.1')).toMatchObject({
      provider: 'openai',
      model: 'gpt-4.1',
    });
    expect(decodeResponse('openai-chat', chat('stop'), 'openrouter/gpt-4o')).toMatchObject({
      provider: 'openrouter',
      model: 'gpt-4.1-2025-04-14',
    });
    expect(decodeResponse('gemini', gemini('STOP'))).toMatchObject({
      api: 'google-generative-ai',
      provider: 'google',
      model: 'gemini-2.5-flash',
    });
  });
});

describe('§6.15 posted errors (spec §4): each provider body classified', () => {
  const anthropicError = (type: string, message: string) => ({
    type: 'error',
    error: { type, message },
    request_id: 'req_011CSHoEeqs5C35K2UUqR7Fy',
  });
  const openAiError = (message: string, code: string | null, type = 'invalid_request_error') => ({
    error: { message, type, param: 'messages', code },
  });
  const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });
  it.each([
    [
      'anthropic',
      400,
      anthropicError('invalid_request_error', 'prompt is too long: 215000 tokens > 200000 maximum'),
      'overflow',
    ],
    [
      'anthropic',
      400,
      anthropicError(
        'invalid_request_error',
        'input length and `max_tokens` exceed context limit: 195000 + 20000 > 200000, decrease input length or `max_tokens` and try again',
      ),
      'overflow',
    ],
    ['anthropic', 413, '<html><body>413 Request Entity Too Large</body></html>', 'overflow'],
    ['anthropic', 529, anthropicError('overloaded_error', 'Overloaded'), 'other'],
    ['anthropic', 401, anthropicError('authentication_error', 'invalid x-api-key'), 'auth'],
    [
      'openai-chat',
      400,
      openAiError(
        "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens.",
        'context_length_exceeded',
      ),
      'overflow',
    ],
    [
      'openai-chat',
      400,
      openAiError('Input tokens exceed the configured limit of 272000 tokens.', 'context_length_exceeded'),
      'overflow',
    ],
    ['openai-chat', 429, openAiError('Rate limit reached for requests', 'rate_limit_exceeded', 'requests'), 'other'],
    [
      'openai-responses',
      400,
      openAiError(
        'Your input exceeds the context window of this model. Please adjust your input and try again.',
        'context_length_exceeded',
      ),
      'overflow',
    ],
    [
      'openai-responses',
      200,
      {
        type: 'response.failed',
        sequence_number: 9,
        response: { ...responses('failed'), error: { code: 'context_length_exceeded', message: '' } },
      },
      'overflow',
    ],
    [
      'gemini',
      400,
      googleError(
        400,
        'INVALID_ARGUMENT',
        'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).',
      ),
      'overflow',
    ],
    [
      'gemini',
      400,
      googleError(400, 'INVALID_ARGUMENT', 'Request payload size exceeds the limit: 20971520 bytes.'),
      'overflow',
    ],
    ['gemini', 400, googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'), 'auth'],
    ['gemini', 503, googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'), 'other'],
  ] as const)('%s %d %j → %s', (format, status, body, kind) => {
    const [message] = decodeTurn(
      format,
      { error: { status, body } },
      { timestamp: T, model: 'anthropic/claude-sonnet-4-5' },
    );
    expect(message).toMatchObject({ role: 'assistant', stopReason: 'error', errorStatus: status, content: [] });
    expect(turnErrorKind(errorFacts(status, body))).toBe(kind);
    // What the auto-trigger later reads: only the stored status and message.
    const stored = message as AssistantMessage;
    expect(turnErrorKind({ status: stored.errorStatus!, message: stored.errorMessage! })).toBe(kind);
  });

  it('leads the stored message with the envelope code', () => {
    const [message] = decodeTurn(
      'gemini',
      {
        error: {
          status: 400,
          body: googleError(400, 'INVALID_ARGUMENT', 'Request payload size exceeds the limit: 20971520 bytes.'),
        },
      },
      { timestamp: T },
    );
    expect((message as AssistantMessage).errorMessage).toBe(
      'INVALID_ARGUMENT: Request payload size exceeds the limit: 20971520 bytes.',
    );
  });

  it('a Responses response with status failed is a failed turn too', () => {
    const failed = responses('failed', {
      output: [],
      error: { code: 'context_length_exceeded', message: 'Your input exceeds the context window of this model.' },
    });
    expect(decodeResponse('openai-responses', failed)).toMatchObject({
      stopReason: 'error',
      errorMessage: 'context_length_exceeded: Your input exceeds the context window of this model.',
    });
  });
});

describe('Codex token_count usage (spec §2.6)', () => {
  it('subtracts cached input like Responses', () => {
    const last = {
      input_tokens: 12_000,
      cached_input_tokens: 9_000,
      output_tokens: 300,
      reasoning_output_tokens: 120,
      total_tokens: 12_300,
    };
    expect(codexUsage(last)).toEqual({
      input: 3000,
      output: 300,
      cacheRead: 9000,
      cacheWrite: 0,
      totalTokens: 12_300,
      reasoningTokens: 120,
    });
  });
});
