/**
 * Building blocks of Responses input items, shared by the openai-responses export and the native `/responses/compact`
 * history (core/compaction/responses-items.ts): input parts and images, tool call items, and the typed reading of
 * the opaque items compactor keeps (a reasoning item in a thinking signature, a native replacement history). Pure.
 */
import type { ImageBlock, TextBlock, ToolCallBlock, UserContent } from '../../session/messages';
import { imagePlaceholder, openAiImageUrl } from '../images';
import { isObject, type JsonObject } from '../read';
import { argumentsText } from '../tool-arguments';
import type {
  ResponsesAssistantMessage,
  ResponsesCompaction,
  ResponsesCustomToolCall,
  ResponsesFunctionCall,
  ResponsesInputImage,
  ResponsesInputItem,
  ResponsesInputMessage,
  ResponsesInputPart,
  ResponsesReasoning,
} from './types';

const DETAILS: ReadonlySet<string> = new Set(['low', 'high', 'auto', 'original']);

export function responsesImage(image: ImageBlock): ResponsesInputPart {
  const sent = openAiImageUrl(image);
  if ('omitted' in sent) return { type: 'input_text', text: imagePlaceholder(image, sent.omitted).text };
  const detail = (image.detail && DETAILS.has(image.detail) ? image.detail : 'auto') as ResponsesInputImage['detail'];
  return { type: 'input_image', image_url: sent.url, detail };
}

export function responsesInputParts(content: UserContent | readonly (TextBlock | ImageBlock)[]): ResponsesInputPart[] {
  if (typeof content === 'string') return [{ type: 'input_text', text: content }];
  return content.map((b) => (b.type === 'text' ? { type: 'input_text', text: b.text } : responsesImage(b)));
}

/** A function call, or a custom (freeform) tool call when the call came from one (`customWireName`). */
export function responsesCallItem(
  block: ToolCallBlock,
  callId: string,
): ResponsesFunctionCall | ResponsesCustomToolCall {
  if (!block.customWireName) {
    return { type: 'function_call', call_id: callId, name: block.name, arguments: argumentsText(block) };
  }
  const input = typeof block.arguments.input === 'string' ? block.arguments.input : JSON.stringify(block.arguments);
  return { type: 'custom_tool_call', call_id: callId, name: block.customWireName, input };
}

/** A JSON object stored in a signature field (OpenAI keeps item ids and whole reasoning items there), else none. */
export function parsedSignature(signature: string | undefined): JsonObject | undefined {
  if (!signature || !signature.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(signature);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const texts = (v: unknown, type: string): { type: string; text: string }[] | undefined => {
  if (!Array.isArray(v)) return undefined;
  const ok = v.every((p) => isObject(p) && p.type === type && typeof p.text === 'string');
  return ok ? v.map((p: JsonObject) => ({ type, text: p.text as string })) : undefined;
};

/** A stored reasoning item that can be replayed without server state: it has an id and its encrypted content. */
export function replayableReasoning(item: JsonObject | undefined): ResponsesReasoning | undefined {
  if (item?.type !== 'reasoning' || typeof item.id !== 'string' || typeof item.encrypted_content !== 'string')
    return undefined;
  const summary = texts(item.summary ?? [], 'summary_text') as ResponsesReasoning['summary'] | undefined;
  const content = item.content === undefined ? [] : texts(item.content, 'reasoning_text');
  if (!summary || !content) return undefined;
  return {
    type: 'reasoning',
    id: item.id,
    summary,
    encrypted_content: item.encrypted_content,
    ...(content.length > 0 ? { content: content as ResponsesReasoning['content'] } : {}),
  };
}

/**
 * One item of a native replacement history as typed input: the compaction item (`compaction_summary` is its older
 * alias) with its encrypted content, and user/assistant messages; item ids are left out (`store: false`). Other
 * items are not part of a replacement history and are dropped.
 */
export function replayedItem(raw: unknown): ResponsesInputItem[] {
  if (!isObject(raw)) return [];
  if ((raw.type === 'compaction' || raw.type === 'compaction_summary') && typeof raw.encrypted_content === 'string') {
    return [{ type: 'compaction', encrypted_content: raw.encrypted_content } satisfies ResponsesCompaction];
  }
  if (raw.type !== 'message' || !Array.isArray(raw.content)) return [];
  const parts = raw.content.filter(isObject);
  if (raw.role === 'assistant') {
    return parts.flatMap((p): ResponsesAssistantMessage[] =>
      p.type === 'output_text' && typeof p.text === 'string'
        ? [{ type: 'message', role: 'assistant', content: p.text }]
        : [],
    );
  }
  if (raw.role !== 'user' && raw.role !== 'developer' && raw.role !== 'system') return [];
  const content = parts.flatMap((p): ResponsesInputPart[] => {
    if (p.type === 'input_text' && typeof p.text === 'string') return [{ type: 'input_text', text: p.text }];
    if (p.type !== 'input_image' || typeof p.image_url !== 'string') return [];
    const detail = (
      typeof p.detail === 'string' && DETAILS.has(p.detail) ? p.detail : 'auto'
    ) as ResponsesInputImage['detail'];
    return [{ type: 'input_image', image_url: p.image_url, detail }];
  });
  return content.length > 0 ? [{ type: 'message', role: raw.role, content } satisfies ResponsesInputMessage] : [];
}
