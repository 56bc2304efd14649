/**
 * The request fragment each wire format's context read returns, as zod schemas for the OpenAPI document, so that
 * a generated client types `request` as the provider SDK's own parameter shapes. They mirror the structural types
 * of core/formats exactly: the compile-time checks at the end fail to build when the two drift apart.
 */
import { z } from 'zod';
import type {
  AnthropicFragment,
  GeminiFragment,
  OpenAiChatFragment,
  OpenAiResponsesFragment,
} from '../../core/formats';
import { ANTHROPIC_SERVER_TOOLS, WEB_SEARCH_ERROR_CODES } from '../../core/formats/anthropic/server-tools';

const str = z.string();
const text = <T extends string>(type: T) => z.object({ type: z.literal(type), text: str });

// Anthropic Messages (MessageParam, ContentBlockParam, Tool).
const anthropicText = text('text');
const anthropicImage = z.object({
  type: z.literal('image'),
  source: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('base64'),
      media_type: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
      data: str,
    }),
    z.object({ type: z.literal('url'), url: str }),
  ]),
});
const anthropicUserBlock = z.discriminatedUnion('type', [
  anthropicText,
  anthropicImage,
  z.object({
    type: z.literal('tool_result'),
    tool_use_id: str,
    content: z.union([str, z.array(z.discriminatedUnion('type', [anthropicText, anthropicImage]))]),
    is_error: z.boolean().optional(),
  }),
]);
const anthropicAssistantBlock = z.discriminatedUnion('type', [
  anthropicText,
  z.object({ type: z.literal('thinking'), thinking: str, signature: str }),
  z.object({ type: z.literal('redacted_thinking'), data: str }),
  z.object({ type: z.literal('tool_use'), id: str, name: str, input: z.record(str, z.unknown()) }),
  z.object({
    type: z.literal('server_tool_use'),
    id: str,
    name: z.enum(ANTHROPIC_SERVER_TOOLS),
    input: z.record(str, z.unknown()),
  }),
  z.object({
    type: z.literal('web_search_tool_result'),
    tool_use_id: str,
    content: z.union([
      z.array(
        z.object({
          type: z.literal('web_search_result'),
          url: str,
          title: str,
          encrypted_content: str,
          page_age: str.optional(),
        }),
      ),
      z.object({
        type: z.literal('web_search_tool_result_error'),
        error_code: z.enum(WEB_SEARCH_ERROR_CODES),
      }),
    ]),
  }),
  z
    .object({
      type: z.literal('compaction'),
      content: str,
      encrypted_content: str.nullable().optional(),
      signature: str.nullable().optional(),
    })
    .meta({ description: 'a server-side compaction block: send it through the beta route with compact-2026-01-12' }),
]);
export const anthropicFragmentSchema = z
  .object({
    system: str.optional(),
    messages: z.array(
      z.discriminatedUnion('role', [
        z.object({ role: z.literal('user'), content: z.array(anthropicUserBlock) }),
        z.object({ role: z.literal('assistant'), content: z.array(anthropicAssistantBlock) }),
      ]),
    ),
    tools: z
      .array(
        z.object({
          name: str,
          description: str,
          input_schema: z.looseObject({ type: z.literal('object') }),
        }),
      )
      .optional(),
  })
  .meta({ id: 'AnthropicRequest', description: 'spread into anthropic.messages.create({ model, max_tokens, … })' });

// OpenAI Chat Completions (ChatCompletionMessageParam, ChatCompletionTool).
const chatText = text('text');
const chatTextContent = z.union([str, z.array(chatText)]);
export const openAiChatFragmentSchema = z
  .object({
    messages: z.array(
      z.discriminatedUnion('role', [
        z.object({ role: z.literal('system'), content: chatTextContent }),
        z.object({ role: z.literal('developer'), content: chatTextContent }),
        z.object({
          role: z.literal('user'),
          content: z.union([
            str,
            z.array(
              z.discriminatedUnion('type', [
                chatText,
                z.object({
                  type: z.literal('image_url'),
                  image_url: z.object({ url: str, detail: z.enum(['auto', 'low', 'high']).optional() }),
                }),
              ]),
            ),
          ]),
        }),
        z.object({
          role: z.literal('assistant'),
          content: z.union([str, z.array(chatText)]).nullable(),
          tool_calls: z
            .array(
              z.object({
                id: str,
                type: z.literal('function'),
                function: z.object({ name: str, arguments: str.describe('JSON text') }),
              }),
            )
            .optional(),
        }),
        z.object({ role: z.literal('tool'), tool_call_id: str, content: chatTextContent }),
      ]),
    ),
    tools: z
      .array(
        z.object({
          type: z.literal('function'),
          function: z.object({ name: str, description: str, parameters: z.record(str, z.unknown()) }),
        }),
      )
      .optional(),
  })
  .meta({ id: 'OpenAiChatRequest', description: 'spread into openai.chat.completions.create({ model, … })' });

// OpenAI Responses (ResponseInputItem, FunctionTool).
const inputText = text('input_text');
const responsesItem = z.union([
  z.object({
    type: z.literal('message'),
    role: z.enum(['user', 'developer', 'system']),
    content: z.array(
      z.discriminatedUnion('type', [
        inputText,
        z.object({
          type: z.literal('input_image'),
          image_url: str,
          detail: z.enum(['low', 'high', 'auto', 'original']),
        }),
      ]),
    ),
  }),
  z.object({
    type: z.literal('message'),
    role: z.literal('assistant'),
    content: str,
    phase: z.enum(['commentary', 'final_answer']).optional(),
  }),
  z.object({ type: z.literal('function_call'), call_id: str, name: str, arguments: str.describe('JSON text') }),
  z.object({ type: z.literal('custom_tool_call'), call_id: str, name: str, input: str }),
  z.object({
    type: z.enum(['function_call_output', 'custom_tool_call_output']),
    call_id: str,
    output: z.union([str, z.array(inputText)]),
  }),
  z.object({
    type: z.literal('reasoning'),
    id: str,
    summary: z.array(z.object({ type: z.literal('summary_text'), text: str })),
    encrypted_content: str,
    content: z.array(z.object({ type: z.literal('reasoning_text'), text: str })).optional(),
  }),
  z.object({ type: z.literal('compaction'), encrypted_content: str }),
]);
export const openAiResponsesFragmentSchema = z
  .object({
    instructions: str.optional(),
    input: z.array(responsesItem),
    tools: z
      .array(
        z.object({
          type: z.literal('function'),
          name: str,
          description: str,
          parameters: z.record(str, z.unknown()),
          strict: z.boolean(),
        }),
      )
      .optional(),
  })
  .meta({
    id: 'OpenAiResponsesRequest',
    description: 'spread into openai.responses.create({ model, store: false, … })',
  });

// Gemini generateContent (Content, Part, GenerateContentConfig).
const geminiPart = z.union([
  z.object({ text: str, thought: z.boolean().optional(), thoughtSignature: str.optional() }),
  z.object({ inlineData: z.object({ mimeType: str, data: str }) }),
  z.object({
    functionCall: z.object({ name: str, args: z.record(str, z.unknown()) }),
    thoughtSignature: str.optional(),
  }),
  z.object({ functionResponse: z.object({ name: str, response: z.record(str, z.unknown()) }) }),
]);
export const geminiFragmentSchema = z
  .object({
    contents: z.array(z.object({ role: z.enum(['user', 'model']), parts: z.array(geminiPart) })),
    config: z
      .object({
        systemInstruction: z.object({ parts: z.array(z.object({ text: str })) }).optional(),
        tools: z
          .array(
            z.object({
              functionDeclarations: z.array(
                z.object({ name: str, description: str, parametersJsonSchema: z.record(str, z.unknown()) }),
              ),
            }),
          )
          .optional(),
      })
      .optional(),
  })
  .meta({ id: 'GeminiRequest', description: 'spread into ai.models.generateContent({ model, … })' });

/** A context read in a provider format: the fragment under `request`, and the read's position as in native. */
const wireContext = <F extends string>(format: F, request: z.ZodType, id: string) =>
  z
    .object({
      format: z.literal(format),
      request,
      model: str.nullable().describe('the model the fragment was made for (thinking goes back only to it)'),
      tokens: z.number().int().describe('local token estimate of the rebuilt context'),
      leafId: str.nullable(),
      lastSeq: z.number().int(),
      lastCompactionId: str.nullable(),
    })
    .meta({ id });

export const wireContextSchemas = [
  wireContext('anthropic', anthropicFragmentSchema, 'AnthropicContext'),
  wireContext('openai-chat', openAiChatFragmentSchema, 'OpenAiChatContext'),
  wireContext('openai-responses', openAiResponsesFragmentSchema, 'OpenAiResponsesContext'),
  wireContext('gemini', geminiFragmentSchema, 'GeminiContext'),
] as const;

// Compile-time: each schema's type is the format's fragment type, in both directions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(value: T) => value;
same<Same<z.infer<typeof anthropicFragmentSchema>, AnthropicFragment>>(true);
same<Same<z.infer<typeof openAiChatFragmentSchema>, OpenAiChatFragment>>(true);
same<Same<z.infer<typeof openAiResponsesFragmentSchema>, OpenAiResponsesFragment>>(true);
same<Same<z.infer<typeof geminiFragmentSchema>, GeminiFragment>>(true);
