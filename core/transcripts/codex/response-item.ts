/**
 * One Codex `response_item` (a Responses API item as Codex's models.rs ResponseItem serializes it; wire-formats
 * spec §1.2, §5.4) → what it adds to the session: a user or developer message, blocks of the assistant turn being
 * written, or a tool output. Reasoning keeps its whole item as the thinking signature and an assistant message its
 * `phase` in the text signature (the conventions of core/compaction/responses-items.ts), so the items can be sent
 * back to the same provider; tool arguments that are not JSON are kept as `{ input: <the text> }`; built-in calls
 * without a client-side output (web search, image generation, …) are kept verbatim on the turn. Pure.
 */
import type { AssistantBlock, ImageBlock, TextBlock } from '../../session/messages';
import { isRaw, type LineReader, type Raw } from '../transcript-lines';

export type ItemPiece =
  | { kind: 'input'; role: 'user' | 'developer'; content: (TextBlock | ImageBlock)[] }
  | { kind: 'assistant'; blocks: AssistantBlock[]; builtin?: Raw }
  | { kind: 'output'; callId: string; content: (TextBlock | ImageBlock)[]; isError: boolean }
  | { kind: 'none' };

/** User items Codex writes itself: environment, instructions, skills (compaction spec §7.3). */
const HARNESS_PREFIXES = [
  '<environment_context>',
  '<user_instructions>',
  '<additional_context>',
  '<skills',
  '<token_budget>',
  '<model_switch>',
];

const BUILTIN_CALLS = new Set(['web_search_call', 'image_generation_call', 'tool_search_call']);
const SKIPPED = new Set(['ghost_snapshot', 'other', 'compaction', 'compaction_summary', 'tool_search_output']);

export function responseItemPiece(item: Raw, r: LineReader, at = 'payload'): ItemPiece {
  const type = r.string(item.type, `${at}.type`);
  switch (type) {
    case 'message':
      return messagePiece(item, r, at);
    case 'reasoning':
      return { kind: 'assistant', blocks: [reasoningBlock(item, r, at)] };
    case 'function_call': {
      const text = r.string(item.arguments, `${at}.arguments`);
      const name = r.string(item.name, `${at}.name`);
      const id = r.string(item.call_id, `${at}.call_id`);
      return { kind: 'assistant', blocks: [{ type: 'toolCall', id, name, arguments: parsedArguments(text) }] };
    }
    case 'custom_tool_call': {
      const name = r.string(item.name, `${at}.name`);
      const input = r.string(item.input, `${at}.input`);
      const id = r.string(item.call_id, `${at}.call_id`);
      return {
        kind: 'assistant',
        blocks: [{ type: 'toolCall', id, name, customWireName: name, arguments: { input } }],
      };
    }
    case 'local_shell_call': {
      const id = r.optionalString(item.call_id, `${at}.call_id`) ?? r.string(item.id, `${at}.id`);
      const action = r.object(item.action, `${at}.action`);
      return { kind: 'assistant', blocks: [{ type: 'toolCall', id, name: 'local_shell', arguments: action }] };
    }
    case 'function_call_output':
    case 'custom_tool_call_output':
      return outputPiece(item, r, at);
    default:
      if (BUILTIN_CALLS.has(type)) return { kind: 'assistant', blocks: [], builtin: item };
      if (SKIPPED.has(type)) return { kind: 'none' };
      return r.fail(`${at}.type`, `unknown response item type "${type}"`);
  }
}

function messagePiece(item: Raw, r: LineReader, at: string): ItemPiece {
  const role = r.string(item.role, `${at}.role`);
  const parts = r.array(item.content, `${at}.content`).map((p, i) => r.object(p, `${at}.content.${i}`));
  if (role === 'assistant') {
    const phase = r.optionalString(item.phase, `${at}.phase`);
    const signature = phase !== undefined ? { textSignature: JSON.stringify({ phase }) } : {};
    const blocks = parts.map((p, i): TextBlock => ({
      type: 'text',
      text: r.string(p.text, `${at}.content.${i}.text`),
      ...signature,
    }));
    return { kind: 'assistant', blocks };
  }
  if (role !== 'user' && role !== 'developer' && role !== 'system') {
    return r.fail(`${at}.role`, `unknown message role "${role}"`);
  }
  const content = parts.map((p, i) => inputPart(p, r, `${at}.content.${i}`));
  const first = content[0];
  const harness = first?.type === 'text' && HARNESS_PREFIXES.some((prefix) => first.text.startsWith(prefix));
  return { kind: 'input', role: role === 'user' && !harness ? 'user' : 'developer', content };
}

function inputPart(part: Raw, r: LineReader, at: string): TextBlock | ImageBlock {
  const type = r.string(part.type, `${at}.type`);
  if (type === 'input_text' || type === 'output_text' || type === 'text') {
    return { type: 'text', text: r.string(part.text, `${at}.text`) };
  }
  if (type !== 'input_image') return r.fail(`${at}.type`, `content item type "${type}" is not supported here`);
  const url = r.string(part.image_url, `${at}.image_url`);
  const data = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  const detail = r.optionalString(part.detail, `${at}.detail`);
  const image: ImageBlock = data
    ? { type: 'image', mimeType: data[1]!, data: data[2]! }
    : { type: 'image', mimeType: 'image/png', data: '', url };
  return detail !== undefined ? { ...image, detail } : image;
}

function reasoningBlock(item: Raw, r: LineReader, at: string): AssistantBlock {
  const texts = (field: string) =>
    (r.optionalArray(item[field], `${at}.${field}`) ?? []).map((p, i) =>
      r.string(r.object(p, `${at}.${field}.${i}`).text, `${at}.${field}.${i}.text`),
    );
  const summary = texts('summary');
  const thinking = (summary.length > 0 ? summary : texts('content')).join('\n\n');
  return { type: 'thinking', thinking, thinkingSignature: JSON.stringify(item) };
}

/** Codex writes a string, or content items when there are images; old versions an object `{content, success}`. */
function outputPiece(item: Raw, r: LineReader, at: string): ItemPiece {
  const callId = r.string(item.call_id, `${at}.call_id`);
  const output = item.output;
  if (typeof output === 'string') return { kind: 'output', callId, content: text(output), isError: false };
  if (Array.isArray(output)) {
    const content = output.map((p, i) => inputPart(r.object(p, `${at}.output.${i}`), r, `${at}.output.${i}`));
    return { kind: 'output', callId, content, isError: false };
  }
  const legacy = r.object(output, `${at}.output`);
  const body = r.string(legacy.content, `${at}.output.content`);
  return { kind: 'output', callId, content: text(body), isError: legacy.success === false };
}

const text = (value: string): TextBlock[] => (value === '' ? [] : [{ type: 'text', text: value }]);

/** Arguments as the model wrote them: a JSON object, else the raw text under `input` so nothing is lost. */
function parsedArguments(textValue: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(textValue);
    if (isRaw(value)) return value;
  } catch {
    // not JSON: kept as text below
  }
  return { input: textValue };
}
