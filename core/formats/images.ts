/**
 * Images on the way out: data URLs, the media types each provider takes, and the per-request image cap (the newest
 * images are kept; older ones become a short text notice, so the text around them survives). Pure.
 */
import type { ImageBlock, TextBlock } from '../session/messages';
import type { InputBlock, PreparedTurn } from './pairing';

/** Documented caps per request: Anthropic 100 (older docs; newer say 600), OpenAI 500, Gemini (Vertex) 3,000. */
export const DEFAULT_IMAGE_CAPS = { anthropic: 100, 'openai-chat': 500, 'openai-responses': 500, gemini: 3000 };

export const IMAGE_OMITTED = '[image omitted: over the provider image limit for one request]';

export const dataUrl = (image: ImageBlock): string => `data:${image.mimeType};base64,${image.data}`;

/** An image's bytes are known (base64 data), else only a URL. */
export const hasBytes = (image: ImageBlock): boolean => image.data !== undefined && image.data !== '';

/** An http(s) URL a provider can fetch itself (a relative frame address cannot be). */
export const fetchableUrl = (image: ImageBlock): string | undefined =>
  image.url !== undefined && /^https?:\/\//i.test(image.url) ? image.url : undefined;

/** The text sent in place of an image a provider cannot take. */
export const imagePlaceholder = (image: ImageBlock, why: string): TextBlock => ({
  type: 'text',
  text: `[image ${image.mimeType}${image.url ? ` ${image.url}` : ''}: ${why}]`,
});

const DATA_URL = /^data:([^;,]+);base64,(.*)$/s;

/** An image from a data URL, or from a remote URL (no bytes: `data` stays empty). */
export function imageFromUrl(url: string, mimeType?: string): ImageBlock {
  const match = DATA_URL.exec(url);
  if (match) return { type: 'image', mimeType: match[1]!, data: match[2]! };
  return { type: 'image', mimeType: mimeType ?? guessMime(url), data: '', url };
}

function guessMime(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const known: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };
  return (ext && (known[ext] ?? (ext === 'webp' ? 'image/webp' : undefined))) ?? 'image/png';
}

/** The turns with at most `cap` images: counted from the newest, older ones replaced by IMAGE_OMITTED. */
export function capImages(turns: PreparedTurn[], cap: number): PreparedTurn[] {
  let total = 0;
  for (const turn of turns) total += countImages(turn);
  if (total <= cap) return turns;
  let drop = total - cap;
  const omit = (blocks: InputBlock[]): InputBlock[] =>
    blocks.map((b) => (b.type === 'image' && drop > 0 ? (drop--, { type: 'text', text: IMAGE_OMITTED }) : b));
  return turns.map((turn) => {
    if (drop === 0 || countImages(turn) === 0) return turn;
    if (turn.kind === 'input') return { ...turn, content: omit(turn.content) };
    return { ...turn, results: turn.results.map((r) => ({ ...r, content: omit(r.content) })) };
  });
}

function countImages(turn: PreparedTurn): number {
  if (turn.kind === 'input') return imagesIn(turn.content);
  let n = 0;
  for (const r of turn.results) n += imagesIn(r.content);
  return n;
}

function imagesIn(blocks: readonly InputBlock[]): number {
  let n = 0;
  for (const b of blocks) if (b.type === 'image') n += 1;
  return n;
}
/** Media types OpenAI's vision input takes (images-vision guide: png, jpeg, webp, non-animated gif). */
export const OPENAI_MEDIA_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * The URL an OpenAI format sends for an image (a data URL of its bytes, or its own https URL), or the reason it
 * cannot be sent.
 */
export function openAiImageUrl(image: ImageBlock): { url: string } | { omitted: string } {
  if (hasBytes(image)) {
    return OPENAI_MEDIA_TYPES.has(image.mimeType)
      ? { url: dataUrl(image) }
      : { omitted: 'media type not accepted by this provider' };
  }
  const url = fetchableUrl(image);
  return url ? { url } : { omitted: 'no image data' };
}
