/**
 * The body of `POST …/turns` for the OpenAPI document, one variant per wire format (discriminated by `format`):
 * the items the host added to its request since the last turn, and the provider's response object as its SDK
 * returned it (or the failed call's status and body). Provider objects are described by the fields compactor
 * reads; the decoder takes the rest as the SDK returned it. For the document only: the route hands the body to the format's decoder,
 * which answers a 422 naming the JSON pointer of anything it cannot take (loose-body.ts).
 */
import { z } from 'zod';
import { WIRE_FORMATS } from '../../core/formats';
import { storedMessageDoc } from './entries';

const str = z.string();
// Provider objects carry many more fields than these; an open (loose) schema would type them with an index
// signature, to which the SDKs' own interfaces are not assignable, so they are documented as plain objects.
const open = z.object;
const blocks = z.array(open({ type: str }));

const errorDoc = z
  .object({
    status: z.number().int().min(100).max(599).describe('the HTTP status of the failed provider call'),
    body: z.unknown().describe("the provider's error body as received (JSON, or text)"),
  })
  .describe('a failed provider call: a context overflow starts an overflow compaction (auto-compaction on)');

const turn = <F extends string>(format: F, input: z.ZodType, response: z.ZodType, id: string) =>
  z
    .object({
      format: z.literal(format),
      input: z.array(input).optional().describe('what the host added to its request since the last turn'),
      response: response.optional(),
      error: errorDoc.optional(),
    })
    .meta({ id });

const anthropicTurn = turn(
  'anthropic',
  open({ role: z.enum(['user', 'assistant', 'system']), content: z.union([str, blocks]) }).describe(
    "a MessageParam (a system one repeating the agent configuration's prompt is dropped, others become developer messages)",
  ),
  open({
    id: str,
    type: z.literal('message'),
    role: z.literal('assistant'),
    model: str,
    content: blocks,
    stop_reason: str.nullable(),
    usage: open({ input_tokens: z.number(), output_tokens: z.number() }),
  }).describe('a Message'),
  'AnthropicTurn',
);

const chatTurn = turn(
  'openai-chat',
  open({
    role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
    content: z.union([str, blocks]).nullable().optional(),
    tool_call_id: str.optional(),
  }).describe('a ChatCompletionMessageParam'),
  open({
    id: str,
    object: z.literal('chat.completion'),
    model: str,
    choices: z.array(open({ index: z.number().int(), message: open({ role: str }), finish_reason: str.nullable() })),
    usage: open({ prompt_tokens: z.number(), completion_tokens: z.number() }).optional(),
  }).describe('a ChatCompletion'),
  'OpenAiChatTurn',
);

const responsesTurn = turn(
  'openai-responses',
  open({ type: str.nullable().optional(), role: str.optional() }).describe(
    'a ResponseInputItem (message, function_call_output, …)',
  ),
  open({
    id: str,
    object: z.literal('response'),
    model: str,
    status: str.optional(),
    output: blocks,
    usage: open({ input_tokens: z.number(), output_tokens: z.number() }).nullable().optional(),
  }).describe('a Response (or a response.failed event)'),
  'OpenAiResponsesTurn',
);

const geminiTurn = turn(
  'gemini',
  open({ role: z.enum(['user', 'model']), parts: z.array(open({})) }).describe('a Content'),
  open({
    candidates: z.array(open({ content: open({ parts: z.array(open({})) }), finishReason: str.optional() })).optional(),
    usageMetadata: open({ promptTokenCount: z.number().optional() }).optional(),
    modelVersion: str.optional(),
  }).describe('a GenerateContentResponse'),
  'GeminiTurn',
);

const nativeTurn = z
  .object({
    format: z.literal('native'),
    input: z.array(storedMessageDoc).optional().describe('stored messages: user, toolResult, developer, …'),
    response: storedMessageDoc.optional().describe('the assistant message (a failed call: stopReason error)'),
  })
  .meta({ id: 'NativeTurn' });

export const turnBody = z
  .discriminatedUnion('format', [nativeTurn, anthropicTurn, chatTurn, responsesTurn, geminiTurn])
  .meta({
    id: 'Turn',
    description:
      `one turn of the host's agent loop, in one of: ${WIRE_FORMATS.join(', ')}; it must add something (input ` +
      'items, a response or an error), and its tool results must answer open calls of the session (else 422 invalid-turn)',
  });

/** What the route itself checks (a JSON value); the decoder checks the rest and names the pointer. */
export const turnBodyChecked = z.unknown();
