/**
 * OpenAI Responses turn decoder: `input` is input items (messages, function/custom call outputs and, taken as given,
 * assistant-side items, which merge into one assistant message per run), `response` a Response object (or a
 * `response.completed` / `.incomplete` / `.failed` event carrying one). Status maps to the stop reason: `failed`
 * keeps its error code first in `errorMessage`, so a `context_length_exceeded` failure is an overflow. Built-in tool
 * items are kept whole in `providerPayload`. Item references and file inputs are refused. Pure.
 */
import { NATIVE_HISTORY_TYPE } from '../../compaction/responses-items';
import type { AssistantBlock, AssistantMessage, StoredMessage } from '../../session/messages';
import {
  hasToolCalls,
  inputAssistant,
  responseAssistant,
  type FormatDecodeContext,
  type FormatDecoder,
} from '../decode-turn';
import { responseOrigin } from '../names';
import type { JsonObject } from '../read';
import { openAiResponsesStop } from '../stop-reasons';
import { openAiResponsesUsage } from '../usage';
import { ASSISTANT_ITEM_TYPES, responsesAssistantBlocks, responsesInputBlocks } from './blocks';

export const BUILTIN_ITEMS_TYPE = 'openaiResponsesBuiltinItems';

function register(blocks: AssistantBlock[], ctx: FormatDecodeContext): AssistantBlock[] {
  for (const b of blocks) if (b.type === 'toolCall') ctx.calls.add({ id: b.id, name: b.name });
  return blocks;
}

function output(item: JsonObject, path: string, ctx: FormatDecodeContext): StoredMessage {
  const { r, timestamp } = ctx;
  const id = r.string(item.call_id, `${path}/call_id`);
  const name = ctx.calls.answer(id) ?? r.fail(`${path}/call_id`, `"${id}" answers no tool call of the session`);
  const content = responsesInputBlocks(item.output, `${path}/output`, r);
  return { role: 'toolResult', toolCallId: id, toolName: name, content, isError: false, timestamp };
}

/** The notice other providers read in place of a compaction item only its own provider can decrypt. */
export const COMPACTED_NOTICE = '[Earlier conversation compacted by the provider; readable only by that provider]';

/**
 * A compaction item the host sends as input (its own native compaction): a user message whose provider payload
 * is the item, replayed to the same provider (openai-responses/encode.ts) and read as a notice by the others.
 */
function compacted(item: JsonObject, path: string, ctx: FormatDecodeContext): StoredMessage {
  ctx.r.string(item.encrypted_content, `${path}/encrypted_content`);
  const { provider } = responseOrigin('openai-responses', ctx.context.model);
  const providerPayload = { type: NATIVE_HISTORY_TYPE, provider, items: [item] };
  return { role: 'user', content: COMPACTED_NOTICE, providerPayload, timestamp: ctx.timestamp };
}

export const openAiResponsesDecoder: FormatDecoder = {
  mergeAssistants: true,

  input(raw, path, ctx): StoredMessage[] {
    const { r, timestamp } = ctx;
    const item = r.object(raw, path);
    if (item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
      return [output(item, path, ctx)];
    if (item.type === 'item_reference')
      return r.fail(`${path}/type`, 'item references need server-side state; send the items');
    if (item.type === 'compaction' || item.type === 'compaction_summary') return [compacted(item, path, ctx)];
    const assistantSide = item.role === 'assistant' || ASSISTANT_ITEM_TYPES.has(String(item.type));
    if (assistantSide)
      return [inputAssistant('openai-responses', register(responsesAssistantBlocks(item, path, r), ctx), ctx)];
    if (item.type !== undefined && item.type !== 'message')
      return r.fail(`${path}/type`, `input item "${String(item.type)}" is not supported`);
    const content = responsesInputBlocks(item.content, `${path}/content`, r);
    if (item.role === 'user') return [{ role: 'user', content, timestamp }];
    if (item.role !== 'system' && item.role !== 'developer')
      return r.fail(`${path}/role`, 'must be user, assistant, developer or system');
    const text = content.map((b) => (b.type === 'text' ? b.text : '')).join('');
    return text === ctx.context.systemPrompt ? [] : [{ role: 'developer', content, timestamp }];
  },

  response(raw, path, ctx): AssistantMessage {
    const { r } = ctx;
    const envelope = r.object(raw, path);
    const inEvent = typeof envelope.type === 'string' && envelope.type.startsWith('response.');
    const at = inEvent ? `${path}/response` : path;
    const response = inEvent ? r.object(envelope.response, at) : envelope;
    const items = r.optionalArray(response.output, `${at}/output`) ?? [];
    const content: AssistantBlock[] = [];
    const builtins: JsonObject[] = [];
    items.forEach((rawItem, i) => {
      const item = r.object(rawItem, `${at}/output/${i}`);
      const blocks = responsesAssistantBlocks(item, `${at}/output/${i}`, r);
      if (blocks.length === 0 && item.type !== 'message') builtins.push(item);
      content.push(...register(blocks, ctx));
    });
    const error = r.optionalObject(response.error, `${at}/error`);
    const incomplete = r.optionalObject(response.incomplete_details, `${at}/incomplete_details`);
    const stop = openAiResponsesStop(
      {
        status: response.status,
        incompleteReason: incomplete?.reason,
        error: {
          code: r.optionalString(error?.code, `${at}/error/code`),
          message: r.optionalString(error?.message, `${at}/error/message`),
        },
      },
      hasToolCalls(content),
    );
    const facts = {
      content,
      model: r.optionalString(response.model, `${at}/model`),
      usage: openAiResponsesUsage(response.usage),
      stop,
      responseId: r.optionalString(response.id, `${at}/id`),
      ...(builtins.length > 0 ? { providerPayload: { type: BUILTIN_ITEMS_TYPE, items: builtins } } : {}),
    };
    return responseAssistant('openai-responses', facts, ctx);
  },
};
