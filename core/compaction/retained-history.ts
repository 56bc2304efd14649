/**
 * The replacement history of OpenAI V2 streaming compaction (compaction spec §7.3): the user messages of the
 * request's input that are not contextual, kept newest first within the retained-message budget (the item at the
 * boundary cut to its head and tail around a marker), in their order, then the compaction item the stream
 * returned. What the entry stores under `preserveData.openaiRemoteCompaction` with `version: "v2"`. Pure.
 */
import type { ResponsesItem } from './responses-items';

/** Inputs the agent harness adds to a user turn: never retained (spec §7.3). */
export const CONTEXTUAL_PREFIXES = [
  '<environment_context>',
  '<user_instructions>',
  '<additional_context>',
  '<skills',
  '<token_budget>',
  '<model_switch>',
] as const;

/** The largest budget the spec allows, and what an image counts. */
export const MAX_RETAINED_TOKENS = 64_000;
export const IMAGE_TOKENS = 765;

export interface RetainedHistory {
  replacementHistory: ResponsesItem[];
  retainedImageCount: number;
}

type Part = Record<string, unknown>;

const partsOf = (item: ResponsesItem): Part[] => {
  const { content } = item;
  if (typeof content === 'string') return [{ type: 'input_text', text: content }];
  return Array.isArray(content) ? content.filter((p): p is Part => Boolean(p) && typeof p === 'object') : [];
};

const textOf = (part: Part): string | undefined => (typeof part.text === 'string' ? part.text : undefined);
const isImage = (part: Part): boolean => part.type === 'input_image';
const partTokens = (part: Part): number => (isImage(part) ? IMAGE_TOKENS : Math.ceil((textOf(part)?.length ?? 0) / 4));
const itemTokens = (item: ResponsesItem): number => partsOf(item).reduce((sum, p) => sum + partTokens(p), 0);

/** A user message whose text is the user's, not one the harness injected. */
export function isRetainable(item: ResponsesItem): boolean {
  if (item.type !== 'message' || item.role !== 'user') return false;
  const first = partsOf(item)
    .map(textOf)
    .find((t) => t !== undefined);
  const lead = first?.trimStart() ?? '';
  return !CONTEXTUAL_PREFIXES.some((prefix) => lead.startsWith(prefix));
}

/** The text cut to `tokens` (four characters each), half from its head and half from its tail, marked between. */
function cutText(text: string, tokens: number): string {
  const keep = Math.max(0, tokens) * 4;
  if (text.length <= keep) return text;
  const head = Math.ceil(keep / 2);
  const tail = keep - head;
  const dropped = Math.ceil((text.length - keep) / 4);
  return `${text.slice(0, head)}…${dropped} tokens truncated…${tail > 0 ? text.slice(text.length - tail) : ''}`;
}

/** The boundary item within `tokens`: its texts cut in turn, images kept only while they fit. */
function truncated(item: ResponsesItem, tokens: number): ResponsesItem | undefined {
  let left = tokens;
  const parts: Part[] = [];
  for (const part of partsOf(item)) {
    if (left <= 0) break;
    if (isImage(part)) {
      if (IMAGE_TOKENS <= left) parts.push(part);
      left -= IMAGE_TOKENS;
      continue;
    }
    const text = textOf(part) ?? '';
    parts.push({ ...part, text: cutText(text, left) });
    left -= Math.ceil(text.length / 4);
  }
  return parts.length > 0 ? { ...item, content: parts } : undefined;
}

/** The retained user messages of `input` within `budget` tokens, then `compactionItem` (spec §7.3). */
export function retainedHistory(
  input: readonly ResponsesItem[],
  compactionItem: ResponsesItem,
  budget: number,
): RetainedHistory {
  let left = Math.min(Math.max(0, budget), MAX_RETAINED_TOKENS);
  const kept: ResponsesItem[] = [];
  for (const item of [...input].reverse()) {
    if (left <= 0) break;
    if (!isRetainable(item)) continue;
    const tokens = itemTokens(item);
    // String content becomes a text part: the context rebuild replays only part lists.
    const fitted = tokens <= left ? { ...item, content: partsOf(item) } : truncated(item, left);
    if (fitted) kept.unshift(fitted);
    left -= tokens;
  }
  const retainedImageCount = kept.reduce((sum, item) => sum + partsOf(item).filter(isImage).length, 0);
  return { replacementHistory: [...kept, compactionItem], retainedImageCount };
}
