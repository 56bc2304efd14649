/**
 * OpenAI Chat Completions turn decoder: `input` is ChatCompletionMessageParam[] (user, tool, developer/system and,
 * taken as given, assistant messages), `response` a ChatCompletion (its first choice). A system or developer message
 * repeating the session's system prompt is not stored again; any other becomes a developer message. Arguments that
 * are not a JSON object are kept raw (tool-arguments.ts); a vendor `reasoning_content` becomes unsigned thinking.
 * Audio and file parts are refused. Pure.
 */
import type { AssistantBlock, AssistantMessage, ImageBlock, StoredMessage, TextBlock } from '../../session/messages';
import {
  hasToolCalls,
  inputAssistant,
  responseAssistant,
  type FormatDecodeContext,
  type FormatDecoder,
} from '../decode-turn';
import { imageFromUrl } from '../images';
import type { JsonObject } from '../read';
import { openAiChatStop } from '../stop-reasons';
import { decodeArguments } from '../tool-arguments';
import { openAiChatUsage } from '../usage';

function parts(content: unknown, path: string, ctx: FormatDecodeContext): (TextBlock | ImageBlock)[] {
  const { r } = ctx;
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return r.array(content, path).map((raw, i) => {
    const at = `${path}/${i}`;
    const p = r.object(raw, at);
    if (p.type === 'text') return { type: 'text', text: r.string(p.text, `${at}/text`) };
    if (p.type === 'refusal') return { type: 'text', text: r.string(p.refusal, `${at}/refusal`) };
    if (p.type !== 'image_url')
      return r.fail(`${at}/type`, `content part "${String(p.type)}" is not supported (text and image_url are)`);
    const image = r.object(p.image_url, `${at}/image_url`);
    const detail = r.optionalString(image.detail, `${at}/image_url/detail`);
    return { ...imageFromUrl(r.string(image.url, `${at}/image_url/url`)), ...(detail ? { detail } : {}) };
  });
}

const textOf = (blocks: (TextBlock | ImageBlock)[]) => blocks.map((b) => (b.type === 'text' ? b.text : '')).join('');

function assistantBlocks(m: JsonObject, path: string, ctx: FormatDecodeContext): AssistantBlock[] {
  const { r } = ctx;
  const blocks: AssistantBlock[] = [];
  const reasoning = r.optionalString(m.reasoning_content, `${path}/reasoning_content`);
  if (reasoning) blocks.push({ type: 'thinking', thinking: reasoning });
  if (m.content !== undefined && m.content !== null) {
    for (const b of parts(m.content, `${path}/content`, ctx)) if (b.type === 'text') blocks.push(b);
  }
  const refusal = r.optionalString(m.refusal, `${path}/refusal`);
  if (refusal) blocks.push({ type: 'text', text: refusal });
  (r.optionalArray(m.tool_calls, `${path}/tool_calls`) ?? []).forEach((raw, i) => {
    const at = `${path}/tool_calls/${i}`;
    const call = r.object(raw, at);
    const fn = r.object(call.function, `${at}/function`);
    const id = r.string(call.id, `${at}/id`);
    const name = r.string(fn.name, `${at}/function/name`);
    blocks.push({ type: 'toolCall', id, name, ...decodeArguments(r.string(fn.arguments, `${at}/function/arguments`)) });
    ctx.calls.add({ id, name });
  });
  return blocks;
}

export const openAiChatDecoder: FormatDecoder = {
  input(raw, path, ctx): StoredMessage[] {
    const { r, timestamp } = ctx;
    const m = r.object(raw, path);
    switch (m.role) {
      case 'user':
        return [{ role: 'user', content: parts(m.content, `${path}/content`, ctx), timestamp }];
      case 'system':
      case 'developer': {
        const content = parts(m.content, `${path}/content`, ctx);
        return textOf(content) === ctx.context.systemPrompt ? [] : [{ role: 'developer', content, timestamp }];
      }
      case 'tool': {
        const id = r.string(m.tool_call_id, `${path}/tool_call_id`);
        const name =
          ctx.calls.answer(id) ?? r.fail(`${path}/tool_call_id`, `"${id}" answers no tool call of the session`);
        const content = parts(m.content, `${path}/content`, ctx);
        return [{ role: 'toolResult', toolCallId: id, toolName: name, content, isError: false, timestamp }];
      }
      case 'assistant':
        return [inputAssistant('openai-chat', assistantBlocks(m, path, ctx), ctx)];
      default:
        return r.fail(`${path}/role`, 'must be "user", "tool", "assistant", "developer" or "system"');
    }
  },

  response(raw, path, ctx): AssistantMessage {
    const { r } = ctx;
    const completion = r.object(raw, path);
    const choices = r.array(completion.choices, `${path}/choices`);
    if (choices.length === 0) r.fail(`${path}/choices`, 'has no choice to store');
    const choice = r.object(choices[0], `${path}/choices/0`);
    const content = assistantBlocks(
      r.object(choice.message, `${path}/choices/0/message`),
      `${path}/choices/0/message`,
      ctx,
    );
    const facts = {
      content,
      model: r.optionalString(completion.model, `${path}/model`),
      usage: openAiChatUsage(completion.usage),
      stop: openAiChatStop(choice.finish_reason, hasToolCalls(content)),
      responseId: r.optionalString(completion.id, `${path}/id`),
    };
    return responseAssistant('openai-chat', facts, ctx);
  },
};
