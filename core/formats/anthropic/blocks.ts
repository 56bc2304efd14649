/**
 * Anthropic content blocks → internal blocks and messages (wire-formats spec §2.2), shared by the turn decoder and
 * the Claude Code importer. Assistant: text, thinking (signature kept as `thinkingSignature`), redacted thinking,
 * tool_use, and server-tool blocks kept whole as `anthropicServerTool`. User: text and images form user messages;
 * each tool_result becomes a toolResult message, in order. Documents and file sources are refused. Pure.
 */
import type { AssistantBlock, ImageBlock, StoredMessage, TextBlock, ToolResultMessage } from '../../session/messages';
import { imageFromUrl } from '../images';
import type { OpenCalls } from '../open-calls';
import type { JsonObject, Reader } from '../read';

const SERVER_BLOCKS = /^(server_tool_use|[a-z_]+_tool_result)$/;

export function anthropicAssistantBlocks(blocks: unknown[], path: string, r: Reader): AssistantBlock[] {
  return blocks.map((raw, i): AssistantBlock => {
    const at = `${path}/${i}`;
    const block = r.object(raw, at);
    const type = r.string(block.type, `${at}/type`);
    switch (type) {
      case 'text':
        return { type: 'text', text: r.string(block.text, `${at}/text`) };
      case 'thinking': {
        const signature = r.optionalString(block.signature, `${at}/signature`);
        return { type: 'thinking', thinking: r.string(block.thinking, `${at}/thinking`), ...sig(signature) };
      }
      case 'redacted_thinking':
        return { type: 'redactedThinking', data: r.string(block.data, `${at}/data`) };
      case 'tool_use':
        return {
          type: 'toolCall',
          id: r.string(block.id, `${at}/id`),
          name: r.string(block.name, `${at}/name`),
          arguments: r.object(block.input, `${at}/input`),
        };
      default:
        if (SERVER_BLOCKS.test(type)) return { type: 'anthropicServerTool', block };
        return r.fail(`${at}/type`, `unknown assistant content block type "${type}"`);
    }
  });
}

const sig = (signature: string | undefined) => (signature !== undefined ? { thinkingSignature: signature } : {});

export function anthropicImage(block: JsonObject, path: string, r: Reader): ImageBlock {
  const source = r.object(block.source, `${path}/source`);
  const type = r.string(source.type, `${path}/source/type`);
  if (type === 'base64') {
    return {
      type: 'image',
      mimeType: r.string(source.media_type, `${path}/source/media_type`),
      data: r.string(source.data, `${path}/source/data`),
    };
  }
  if (type === 'url') return imageFromUrl(r.string(source.url, `${path}/source/url`));
  return r.fail(`${path}/source/type`, `image source "${type}" is not supported (send base64 or url)`);
}

function inputBlock(raw: unknown, path: string, r: Reader): TextBlock | ImageBlock {
  const block = r.object(raw, path);
  const type = r.string(block.type, `${path}/type`);
  if (type === 'text') return { type: 'text', text: r.string(block.text, `${path}/text`) };
  if (type === 'image') return anthropicImage(block, path, r);
  return r.fail(`${path}/type`, `content block type "${type}" is not supported here (text and image are)`);
}

export interface UserDecodeContext {
  r: Reader;
  calls: OpenCalls;
  timestamp: number;
}

/** A user message's content: tool_result blocks become toolResult messages; text and images, user messages. */
export function anthropicUserMessages(content: unknown, path: string, ctx: UserDecodeContext): StoredMessage[] {
  const { r, timestamp } = ctx;
  if (typeof content === 'string') return [{ role: 'user', content, timestamp }];
  const out: StoredMessage[] = [];
  let pending: (TextBlock | ImageBlock)[] = [];
  const flush = () => {
    if (pending.length > 0) out.push({ role: 'user', content: pending, timestamp });
    pending = [];
  };
  r.array(content, path).forEach((raw, i) => {
    const at = `${path}/${i}`;
    const block = r.object(raw, at);
    if (block.type !== 'tool_result') {
      pending.push(inputBlock(block, at, r));
      return;
    }
    flush();
    out.push(toolResult(block, at, ctx));
  });
  flush();
  return out;
}

function toolResult(block: JsonObject, path: string, ctx: UserDecodeContext): ToolResultMessage {
  const { r } = ctx;
  const id = r.string(block.tool_use_id, `${path}/tool_use_id`);
  const name = ctx.calls.answer(id) ?? r.fail(`${path}/tool_use_id`, `"${id}" answers no tool call of the session`);
  const raw = block.content;
  const content =
    raw === undefined || typeof raw === 'string'
      ? raw
        ? [{ type: 'text' as const, text: raw }]
        : []
      : r.array(raw, `${path}/content`).map((b, i) => inputBlock(b, `${path}/content/${i}`, r));
  const isError = block.is_error === true;
  return { role: 'toolResult', toolCallId: id, toolName: name, content, isError, timestamp: ctx.timestamp };
}
