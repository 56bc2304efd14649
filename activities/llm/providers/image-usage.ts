/**
 * The image tokens of a call's usage, one rule for every provider: the provider's own split where it reports one
 * (Gemini's `promptTokensDetails`, modality IMAGE), else an estimate from the images the request sent (after the
 * provider's image cap, as the wire encoders send them) by that provider's billing rule (core/usage/image-tokens.ts),
 * flagged estimated. A call that sent no image has 0 image tokens, known without estimating. A server-side
 * compaction (OpenAI's `/responses/compact` and V2, Anthropic's compaction edit) is estimated the same way from the
 * images its wire request carries.
 */
import { capImages, DEFAULT_IMAGE_CAPS } from '../../../core/formats/images';
import type { ProviderFormatName } from '../../../core/formats/names';
import { pairToolTurns, type PreparedTurn } from '../../../core/formats/pairing';
import type { ImageBlock } from '../../../core/session/content-blocks';
import { estimateImageTokens } from '../../../core/usage/image-tokens';
import type { CompletionRequest, CompletionUsage, ProviderKind } from './types';

interface ModalityCount {
  modality?: string;
  tokenCount?: number;
}

/** Gemini's image tokens from its per-modality prompt counts; absent when it sent no split. */
export function imageTokensOf(details: readonly ModalityCount[] | undefined): { image?: number } {
  if (!Array.isArray(details)) return {};
  let image = 0;
  for (const d of details) if (d.modality === 'IMAGE' && typeof d.tokenCount === 'number') image += d.tokenCount;
  return { image };
}

const FORMAT: Record<ProviderKind, ProviderFormatName> = {
  openai: 'openai-responses',
  'openai-chat': 'openai-chat',
  'openai-compatible': 'openai-chat',
  anthropic: 'anthropic',
  google: 'gemini',
};

/** The images the request's history sends to `provider` (the prompt is text). */
export function sentImages(request: CompletionRequest, provider: ProviderKind): ImageBlock[] {
  if (!request.history?.length) return [];
  const format = FORMAT[provider];
  const turns = capImages(pairToolTurns(request.history), DEFAULT_IMAGE_CAPS[format]);
  return turns.flatMap((turn: PreparedTurn) => {
    const blocks = turn.kind === 'input' ? turn.content : turn.results.flatMap((r) => r.content);
    return blocks.filter((b): b is ImageBlock => b.type === 'image');
  });
}

/** `usage` with its image tokens: as reported, else 0 for a call without images, else estimated. */
export function withImageUsage(
  usage: CompletionUsage,
  call: { model: string; provider: ProviderKind; request: CompletionRequest },
): CompletionUsage {
  if (usage.image !== undefined) return usage;
  const images = sentImages(call.request, call.provider);
  if (images.length === 0) return { ...usage, image: 0 };
  return { ...usage, image: estimateImageTokens(call.model, images), estimated: true };
}

/**
 * The base64 images a wire request carries, wherever they sit (user turns, tool results): OpenAI Responses'
 * `input_image` with a data URL and Anthropic's `image` block with a base64 source. URL-only images have no bytes
 * to size and count as images of unknown size.
 */
export function wireImages(request: unknown): ImageBlock[] {
  const found: ImageBlock[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node.type === 'input_image' && typeof node.image_url === 'string') {
      const url = /^data:([^;,]+);base64,(.*)$/s.exec(node.image_url);
      found.push({ type: 'image', mimeType: url?.[1] ?? 'image/*', data: url?.[2] ?? '' });
      return;
    }
    const source = node.source as Record<string, unknown> | undefined;
    if (node.type === 'image' && source && typeof source === 'object') {
      const data = source.type === 'base64' && typeof source.data === 'string' ? source.data : '';
      const mimeType = typeof source.media_type === 'string' ? source.media_type : 'image/*';
      found.push({ type: 'image', mimeType, data });
      return;
    }
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') visit(child);
  };
  visit(request);
  return found;
}

/** A server-side compaction's `usage` with its image tokens: as reported, else from the images its request carried. */
export function withWireImageUsage(usage: CompletionUsage, model: string, request: unknown): CompletionUsage {
  if (usage.image !== undefined) return usage;
  const images = wireImages(request);
  if (images.length === 0) return { ...usage, image: 0 };
  return { ...usage, image: estimateImageTokens(model, images), estimated: true };
}
