/**
 * Image tokens of a provider call whose usage does not split them out (OpenAI and Anthropic report one input
 * figure): estimated from the images sent, by the rule of the provider that bills them (spec quality.md §3; the
 * per-frame rules are core/snapcompact/billing.ts). An image's size is read from its header (PNG, JPEG, GIF, WebP:
 * core/usage/image-size.ts); one whose size cannot be read (another format, or a URL without bytes) is charged
 * FRAME_TOKEN_ESTIMATE, the context accounting's ceiling for an image. Pure: no I/O, no Node built-ins.
 */
import { FRAME_TOKEN_ESTIMATE } from '../compaction/tokens';
import type { ImageBlock } from '../session/content-blocks';
import { billedTokens, type BillingFamily } from '../snapcompact/billing';
import { imageSize } from './image-size';

/** The family whose billing rule applies to a provider kind of the model catalog. */
export function imageBillingFamily(provider: string): BillingFamily {
  if (provider === 'anthropic') return 'anthropic';
  if (provider === 'google') return 'google';
  if (provider.startsWith('openai')) return 'openai';
  return 'unknown';
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
    const size = image.data ? imageSize(image.data) : undefined;
    if (!size) total += family === 'google' ? billedTokens('google', 0, 0) : FRAME_TOKEN_ESTIMATE;
    else if (family === 'openai' && TILE_MODELS.test(id)) total += openAiTileTokens(size.width, size.height);
    else total += billedTokens(family, size.width, size.height);
  }
  return total;
}
