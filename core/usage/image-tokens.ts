/**
 * Image tokens of a provider call whose usage does not split them out (OpenAI and Anthropic report one input
 * figure): estimated from the images sent, by the rule of the provider that bills them (spec quality.md §3; the
 * per-frame rules are core/snapcompact/billing.ts). An image's size is read from its PNG header; one whose size
 * cannot be read (another format, or a URL without bytes) is charged FRAME_TOKEN_ESTIMATE, the context accounting's
 * ceiling for an image. Pure: no I/O, no Node built-ins.
 */
import { FRAME_TOKEN_ESTIMATE } from '../compaction/tokens';
import type { ImageBlock } from '../session/content-blocks';
import { billedTokens, type BillingFamily } from '../snapcompact/billing';

/** The family whose billing rule applies to a provider kind of the model catalog. */
export function imageBillingFamily(provider: string): BillingFamily {
  if (provider === 'anthropic') return 'anthropic';
  if (provider === 'google') return 'google';
  if (provider.startsWith('openai')) return 'openai';
  return 'unknown';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first bytes of base64 `data` (a multiple of three; fewer when the data is shorter or not base64). */
function leadingBytes(data: string, count: number): number[] {
  const bytes: number[] = [];
  for (let i = 0; bytes.length < count && i + 4 <= data.length; i += 4) {
    const sextets = [...data.slice(i, i + 4)].map((c) => BASE64.indexOf(c));
    if (sextets.some((s) => s < 0)) break;
    const [a, b, c, d] = sextets as [number, number, number, number];
    bytes.push((a << 2) | (b >> 4), ((b & 15) << 4) | (c >> 2), ((c & 3) << 6) | d);
  }
  return bytes;
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), or undefined when `data` is no PNG. */
export function pngSize(data: string): { width: number; height: number } | undefined {
  const bytes = leadingBytes(data, 24);
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return undefined;
  if (String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return undefined;
  const word = (at: number) =>
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  return { width: word(16), height: word(20) };
}

/**
 * GPT-4o-class models bill tiles (quality.md §3): the image fitted into 2048², its short side scaled to 768, then
 * 85 tokens plus 170 per 512-px tile. Never scaled up.
 */
function openAiTileTokens(width: number, height: number): number {
  const fit = Math.min(1, 2048 / Math.max(width, height));
  const short = Math.min(width, height) * fit;
  const scale = fit * Math.min(1, 768 / short);
  const tiles = Math.ceil((width * scale) / 512) * Math.ceil((height * scale) / 512);
  return 85 + 170 * tiles;
}

const TILE_MODELS = /^gpt-4o/;

/** The estimated image tokens of `images` sent to `model` (`provider/id`); 0 for none. */
export function estimateImageTokens(model: string, images: readonly ImageBlock[]): number {
  const slash = model.indexOf('/');
  const provider = model.slice(0, slash);
  const id = model.slice(slash + 1);
  const family = imageBillingFamily(provider);
  let total = 0;
  for (const image of images) {
    const size = image.data ? pngSize(image.data) : undefined;
    if (!size) total += family === 'google' ? billedTokens('google', 0, 0) : FRAME_TOKEN_ESTIMATE;
    else if (family === 'openai' && TILE_MODELS.test(id)) total += openAiTileTokens(size.width, size.height);
    else total += billedTokens(family, size.width, size.height);
  }
  return total;
}
