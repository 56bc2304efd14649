/**
 * Responses items → internal blocks (wire-formats spec §2.2, responses-items conventions), shared by the turn
 * decoder and the Codex importer: a reasoning item becomes thinking (summary text) with the whole item as JSON in
 * `thinkingSignature`; an assistant message's output_text parts become text with `{id, phase}` as JSON in
 * `textSignature`; function and custom tool calls become tool calls (by `call_id`; a custom call keeps its wire name
 * in `customWireName` and its freeform input as `arguments.input`). Built-in tool items have no internal block and
 * are returned apart, to be kept whole. Pure.
 */
import type { AssistantBlock, ImageBlock, TextBlock } from '../../session/messages';
import { imageFromUrl } from '../images';
import type { JsonObject, Reader } from '../read';
import { decodeArguments } from '../tool-arguments';

export const ASSISTANT_ITEM_TYPES: ReadonlySet<string> = new Set(['reasoning', 'function_call', 'custom_tool_call']);

const summaryText = (item: JsonObject): string => {
  const parts = [
    ...(Array.isArray(item.summary) ? item.summary : []),
    ...(Array.isArray(item.content) ? item.content : []),
  ];
  return parts
    .flatMap((p: unknown) =>
      p && typeof (p as JsonObject).text === 'string' ? [(p as JsonObject).text as string] : [],
    )
    .join('\n\n');
};

/** The blocks of one assistant-side output item (reasoning, assistant message, tool call); [] for built-ins. */
export function responsesAssistantBlocks(item: JsonObject, path: string, r: Reader): AssistantBlock[] {
  switch (item.type) {
    case 'reasoning':
      return [{ type: 'thinking', thinking: summaryText(item), thinkingSignature: JSON.stringify(item) }];
    case 'message':
    case undefined: {
      const id = r.optionalString(item.id, `${path}/id`);
      const phase = r.optionalString(item.phase, `${path}/phase`);
      const signature = id !== undefined || phase !== undefined ? { textSignature: JSON.stringify({ id, phase }) } : {};
      if (typeof item.content === 'string') return [{ type: 'text', text: item.content, ...signature }];
      return r.array(item.content, `${path}/content`).map((raw, i) => {
        const part = r.object(raw, `${path}/content/${i}`);
        const field = part.type === 'refusal' ? 'refusal' : 'text';
        return { type: 'text', text: r.string(part[field], `${path}/content/${i}/${field}`), ...signature };
      });
    }
    case 'function_call':
      return [
        {
          type: 'toolCall',
          id: r.string(item.call_id, `${path}/call_id`),
          name: r.string(item.name, `${path}/name`),
          ...decodeArguments(r.string(item.arguments, `${path}/arguments`)),
        },
      ];
    case 'custom_tool_call': {
      const name = r.string(item.name, `${path}/name`);
      const input = r.string(item.input, `${path}/input`);
      return [
        {
          type: 'toolCall',
          id: r.string(item.call_id, `${path}/call_id`),
          name,
          customWireName: name,
          arguments: { input },
        },
      ];
    }
    default:
      return [];
  }
}

/** Input parts (input_text, input_image with an image URL) as blocks; file inputs are refused. */
export function responsesInputBlocks(content: unknown, path: string, r: Reader): (TextBlock | ImageBlock)[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return r.array(content, path).map((raw, i) => {
    const at = `${path}/${i}`;
    const part = r.object(raw, at);
    if (part.type === 'input_text' || part.type === 'output_text')
      return { type: 'text', text: r.string(part.text, `${at}/text`) };
    if (part.type !== 'input_image')
      return r.fail(`${at}/type`, `part "${String(part.type)}" is not supported (input_text and input_image are)`);
    const url =
      r.optionalString(part.image_url, `${at}/image_url`) ??
      r.fail(`${at}/image_url`, 'an image needs its image_url (file ids are not supported)');
    const detail = r.optionalString(part.detail, `${at}/detail`);
    return { ...imageFromUrl(url), ...(detail ? { detail } : {}) };
  });
}
