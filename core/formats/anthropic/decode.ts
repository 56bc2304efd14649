/**
 * Anthropic turn decoder: `input` is MessageParam[] (user messages with text, images and tool_result blocks; an
 * assistant message is taken as given; a system message repeating the session's system prompt is not stored again,
 * any other becomes a developer message), `response` a Message (model, usage, stop reason, content blocks). Tool
 * calls a response or input makes can be answered by later input of the same turn. Pure.
 */
import type { AssistantBlock, AssistantMessage, StoredMessage, TextBlock } from '../../session/messages';
import {
  hasToolCalls,
  inputAssistant,
  responseAssistant,
  type FormatDecodeContext,
  type FormatDecoder,
} from '../decode-turn';
import type { Reader } from '../read';
import { anthropicStop } from '../stop-reasons';
import { anthropicUsage } from '../usage';
import { anthropicAssistantBlocks, anthropicUserMessages } from './blocks';

function assistantBlocks(content: unknown, path: string, ctx: FormatDecodeContext): AssistantBlock[] {
  const blocks =
    typeof content === 'string'
      ? [{ type: 'text' as const, text: content }]
      : anthropicAssistantBlocks(ctx.r.array(content, path), path, ctx.r);
  for (const b of blocks) if (b.type === 'toolCall') ctx.calls.add({ id: b.id, name: b.name });
  return blocks;
}

/** A SystemMessageParam's content: a string or text blocks (SDK 1.14 puts it in MessageParam). */
function systemContent(content: unknown, path: string, r: Reader): string | TextBlock[] {
  if (typeof content === 'string') return content;
  return r.array(content, path).map((raw, i): TextBlock => {
    const block = r.object(raw, `${path}/${i}`);
    if (block.type !== 'text') r.fail(`${path}/${i}/type`, 'a system message holds text blocks only');
    return { type: 'text', text: r.string(block.text, `${path}/${i}/text`) };
  });
}

const textOf = (content: string | TextBlock[]) =>
  typeof content === 'string' ? content : content.map((b) => b.text).join('');

export const anthropicDecoder: FormatDecoder = {
  input(raw, path, ctx): StoredMessage[] {
    const m = ctx.r.object(raw, path);
    if (m.role === 'user') return anthropicUserMessages(m.content, `${path}/content`, ctx);
    if (m.role === 'system') {
      const content = systemContent(m.content, `${path}/content`, ctx.r);
      return textOf(content) === ctx.context.systemPrompt
        ? []
        : [{ role: 'developer', content, timestamp: ctx.timestamp }];
    }
    if (m.role !== 'assistant') return ctx.r.fail(`${path}/role`, 'must be "user", "assistant" or "system"');
    return [inputAssistant('anthropic', assistantBlocks(m.content, `${path}/content`, ctx), ctx)];
  },

  response(raw, path, ctx): AssistantMessage {
    const { r } = ctx;
    const m = r.object(raw, path);
    if (m.type !== undefined && m.type !== 'message') r.fail(`${path}/type`, 'must be "message" (a Message object)');
    const content = assistantBlocks(m.content, `${path}/content`, ctx);
    const explanation = r.optionalObject(m.stop_details, `${path}/stop_details`)?.explanation;
    const stop = anthropicStop(
      m.stop_reason,
      hasToolCalls(content),
      typeof explanation === 'string' ? explanation : undefined,
    );
    const facts = {
      content,
      model: r.optionalString(m.model, `${path}/model`),
      usage: anthropicUsage(m.usage),
      stop,
      responseId: r.optionalString(m.id, `${path}/id`),
    };
    return responseAssistant('anthropic', facts, ctx);
  },
};
