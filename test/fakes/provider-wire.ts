/**
 * Wire bodies of the fake providers: success responses and the real error bodies each provider sends (context
 * overflow wording, rate limit, overload, bad key), chosen by the request path the real SDK used.
 */

export type WireKind = 'openai-chat' | 'openai-responses' | 'openai-compact' | 'anthropic' | 'google' | 'endpoint';
export type ErrorKind = 'overflow' | 'rate-limit' | 'server' | 'auth';

export function wireKindOf(path: string): WireKind {
  const bare = path.split('?')[0] ?? '';
  if (bare.endsWith('/chat/completions')) return 'openai-chat';
  if (bare.endsWith('/responses')) return 'openai-responses';
  if (bare.endsWith('/responses/compact')) return 'openai-compact';
  if (bare.endsWith('/messages')) return 'anthropic';
  if (bare.endsWith(':generateContent')) return 'google';
  return 'endpoint';
}

/**
 * Image parts of a Gemini request (`inlineData` or `fileData` with an image media type), which the fake reports as
 * Gemini 3.x does at its default media resolution: 1,120 IMAGE tokens each, the rest of the input as TEXT.
 */
export const FAKE_GEMINI_IMAGE_TOKENS = 1120;

function geminiImageParts(body: unknown): number {
  const contents = (body as { contents?: { parts?: Record<string, { mimeType?: string } | undefined>[] }[] })?.contents;
  if (!Array.isArray(contents)) return 0;
  let images = 0;
  for (const content of contents) {
    for (const part of content.parts ?? []) {
      const media = part.inlineData ?? part.fileData;
      if (media?.mimeType?.startsWith('image/')) images += 1;
    }
  }
  return images;
}

export function successBody(kind: WireKind, text: string, call: number, requestBody?: unknown): unknown {
  // `cached`: input tokens read from the prompt cache, in each wire's own field.
  const usage = { input: 100 + call, output: 10 + call, cached: call };
  switch (kind) {
    case 'openai-chat':
      return {
        id: `chatcmpl-${call}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'fake-model',
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: {
          prompt_tokens: usage.input,
          completion_tokens: usage.output,
          total_tokens: usage.input + usage.output,
          prompt_tokens_details: { cached_tokens: usage.cached },
        },
      };
    case 'openai-responses':
      return {
        id: `resp_${call}`,
        object: 'response',
        created_at: 1_700_000_000,
        status: 'completed',
        model: 'fake-model',
        output: [
          {
            type: 'message',
            id: `msg_${call}`,
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text, annotations: [] }],
          },
        ],
        usage: {
          input_tokens: usage.input,
          output_tokens: usage.output,
          total_tokens: usage.input + usage.output,
          input_tokens_details: { cached_tokens: usage.cached },
        },
      };
    case 'openai-compact':
      // `/responses/compact`: the user messages it retained, then one opaque compaction item.
      return {
        id: `resp_cmp_${call}`,
        object: 'response.compaction',
        created_at: 1_700_000_000,
        output: [
          { type: 'message', id: `msg_${call}`, role: 'user', content: [{ type: 'input_text', text }] },
          { type: 'compaction', id: `cmp_${call}`, encrypted_content: `encrypted:${text}` },
        ],
        usage: { input_tokens: usage.input, output_tokens: usage.output, total_tokens: usage.input + usage.output },
      };
    case 'anthropic':
      return {
        id: `msg_${call}`,
        type: 'message',
        role: 'assistant',
        model: 'fake-model',
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output, cache_read_input_tokens: usage.cached },
      };
    case 'google': {
      const image = geminiImageParts(requestBody) * FAKE_GEMINI_IMAGE_TOKENS;
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
        usageMetadata: {
          promptTokenCount: usage.input + image,
          promptTokensDetails: [
            { modality: 'TEXT', tokenCount: usage.input },
            ...(image > 0 ? [{ modality: 'IMAGE', tokenCount: image }] : []),
          ],
          candidatesTokenCount: usage.output,
          cachedContentTokenCount: usage.cached,
          totalTokenCount: 0,
        },
      };
    }
    case 'endpoint':
      return { summary: text };
  }
}

interface WireError {
  status: number;
  body: unknown;
}

const openAiError = (status: number, message: string, type: string, code: string | null): WireError => ({
  status,
  body: { error: { message, type, param: null, code } },
});
const anthropicError = (status: number, type: string, message: string): WireError => ({
  status,
  body: { type: 'error', error: { type, message } },
});
const googleError = (code: number, status: string, message: string, details?: unknown[]): WireError => ({
  status: code,
  body: { error: { code, message, status, ...(details ? { details } : {}) } },
});

/** `/responses` and `/responses/compact` answer errors alike. */
const openAiResponsesErrors = {
  overflow: openAiError(
    400,
    'Your input exceeds the context window of this model. Please adjust your input and try again.',
    'invalid_request_error',
    'context_length_exceeded',
  ),
  'rate-limit': openAiError(429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded'),
  server: openAiError(500, 'The server had an error while processing your request.', 'server_error', null),
  auth: openAiError(401, 'Incorrect API key provided: t***.', 'invalid_request_error', 'invalid_api_key'),
};

/** The body a real provider sends for this class of error. */
export function errorBody(kind: WireKind, error: ErrorKind): WireError {
  const table: Record<WireKind, Record<ErrorKind, WireError>> = {
    'openai-chat': {
      overflow: openAiError(
        400,
        "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages.",
        'invalid_request_error',
        'context_length_exceeded',
      ),
      'rate-limit': openAiError(429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded'),
      server: openAiError(500, 'The server had an error while processing your request.', 'server_error', null),
      auth: openAiError(401, 'Incorrect API key provided: t***.', 'invalid_request_error', 'invalid_api_key'),
    },
    'openai-responses': openAiResponsesErrors,
    'openai-compact': openAiResponsesErrors,
    anthropic: {
      overflow: anthropicError(400, 'invalid_request_error', 'prompt is too long: 215000 tokens > 200000 maximum'),
      'rate-limit': anthropicError(429, 'rate_limit_error', 'Number of request tokens has exceeded your rate limit.'),
      server: anthropicError(529, 'overloaded_error', 'Overloaded'),
      auth: anthropicError(401, 'authentication_error', 'invalid x-api-key'),
    },
    google: {
      overflow: googleError(
        400,
        'INVALID_ARGUMENT',
        'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).',
      ),
      'rate-limit': googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' },
      ]),
      server: googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
      auth: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
      ]),
    },
    endpoint: {
      overflow: { status: 400, body: { error: 'context_length_exceeded' } },
      'rate-limit': { status: 429, body: { error: 'slow down' } },
      server: { status: 502, body: { error: 'bad gateway' } },
      auth: { status: 401, body: { error: 'unauthorized' } },
    },
  };
  return table[kind][error];
}
