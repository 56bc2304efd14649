/**
 * OpenAI Chat Completions fragment `{ messages, tools? }` from prepared turns (pairing.ts): the system prompt as the
 * first message; each exchange is an assistant message with `tool_calls` followed directly by one `tool` message
 * per call; tool messages are text-only, so a result's images follow all of them as one user message (spec §2.4).
 * Developer text goes as `developer` (as `user` when it carries images). Chat has no thinking: thinking blocks and
 * signatures are never sent. Roles need not alternate, so nothing is merged. Pure.
 */
import type { ImageBlock } from '../../session/messages';
import { imagePlaceholder, openAiImageUrl } from '../images';
import { resultTexts, type AssistantTurn, type InputBlock, type InputTurn, type PreparedTurn } from '../pairing';
import { argumentsText } from '../tool-arguments';
import type { EncodeOptions } from '../types';
import type { ChatImagePart, ChatMessageParam, ChatTextPart, ChatTool, OpenAiChatFragment } from './types';

const DETAILS: ReadonlySet<string> = new Set(['auto', 'low', 'high']);

function imagePart(image: ImageBlock): ChatImagePart | ChatTextPart {
  const sent = openAiImageUrl(image);
  if ('omitted' in sent) return imagePlaceholder(image, sent.omitted);
  // `original` (snapcompact frames: do not downscale) has no Chat equivalent; `high` is the closest.
  const detail = image.detail === 'original' ? 'high' : image.detail;
  return {
    type: 'image_url',
    image_url: {
      url: sent.url,
      ...(detail && DETAILS.has(detail) ? { detail: detail as 'auto' | 'low' | 'high' } : {}),
    },
  };
}

const part = (b: InputBlock): ChatTextPart | ChatImagePart =>
  b.type === 'text' ? { type: 'text', text: b.text } : imagePart(b);

/** One text block as a string, several as text parts (so a round trip keeps their boundaries). */
function textContent(texts: string[]): string | ChatTextPart[] {
  return texts.length === 1 ? texts[0]! : texts.map((text) => ({ type: 'text', text }));
}

/** One text part as a string; developer text as `developer` (as `user` when it carries images). */
function input(turn: InputTurn): ChatMessageParam {
  const parts = turn.content.map(part);
  const texts = parts.flatMap((p) => (p.type === 'text' ? [p.text] : []));
  if (texts.length === parts.length) {
    if (turn.role === 'developer') return { role: 'developer', content: textContent(texts) };
    if (texts.length === 1) return { role: 'user', content: texts[0]! };
  }
  return { role: 'user', content: parts };
}

function exchange(turn: AssistantTurn): ChatMessageParam[] {
  const texts = turn.content.flatMap((b) => (b.type === 'text' ? [b.text] : []));
  const calls = turn.content.flatMap((b) =>
    b.type === 'toolCall'
      ? [{ id: b.id, type: 'function' as const, function: { name: b.name, arguments: argumentsText(b) } }]
      : [],
  );
  if (texts.length === 0 && calls.length === 0) return [];
  const out: ChatMessageParam[] = [
    {
      role: 'assistant',
      content: texts.length > 0 ? textContent(texts) : null,
      ...(calls.length ? { tool_calls: calls } : {}),
    },
  ];
  const images: (ChatTextPart | ChatImagePart)[] = [];
  for (const r of turn.results) {
    const pictures = r.content.filter((b): b is ImageBlock => b.type === 'image');
    out.push({ role: 'tool', tool_call_id: r.id, content: textContent(resultTexts(r)) });
    if (pictures.length > 0)
      images.push({ type: 'text', text: `Images returned by tool call ${r.id}:` }, ...pictures.map(imagePart));
  }
  if (images.length > 0) out.push({ role: 'user', content: images });
  return out;
}

export function openAiChatTools(options: Pick<EncodeOptions, 'tools'>): ChatTool[] | undefined {
  if (!options.tools?.length) return undefined;
  return options.tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
}

export function encodeOpenAiChat(turns: readonly PreparedTurn[], options: EncodeOptions): OpenAiChatFragment {
  const messages: ChatMessageParam[] = options.systemPrompt ? [{ role: 'system', content: options.systemPrompt }] : [];
  for (const turn of turns) {
    if (turn.kind === 'input') messages.push(input(turn));
    else messages.push(...exchange(turn));
  }
  const tools = openAiChatTools(options);
  return { messages, ...(tools ? { tools } : {}) };
}
