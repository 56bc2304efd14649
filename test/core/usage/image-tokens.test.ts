/**
 * Image tokens estimated from the images a call sent (quality.md §3): each provider's rule on the image's own size
 * (PNG, JPEG, GIF or WebP), the flat ceiling for an image whose size cannot be read.
 */
import { estimateImageTokens } from '../../../core/usage/image-tokens';
import sharp from 'sharp';

/** A PNG's signature and IHDR chunk for width × height (all the size reader looks at), base64. */
function pngHeader(width: number, height: number): string {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes.toString('base64');
}

const png = (width: number, height: number) => ({
  type: 'image' as const,
  mimeType: 'image/png',
  data: pngHeader(width, height),
});
/** A JPEG cut off before its frame header: its size cannot be read. */
const jpeg = {
  type: 'image' as const,
  mimeType: 'image/jpeg',
  data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64'),
};

describe('estimateImageTokens', () => {
  it.each([
    ['anthropic/claude-opus-4-5', 3293, png(1568, 1568)],
    ['anthropic/claude-opus-4-5', 5024, png(2576, 2576)],
    ['openai/gpt-5', 2882, png(1568, 1568)],
    ['openai-chat/gpt-5-mini', 3, png(64, 32)],
    ['openai/gpt-4o', 765, png(1024, 1024)],
    ['openai/gpt-4o', 1105, png(2048, 4096)],
    ['google/gemini-3-pro', 1120, png(1568, 1568)],
    ['anthropic/claude-opus-4-5', 5024, jpeg],
    ['google/gemini-3-pro', 1120, jpeg],
  ])('%s: one image → %d tokens', (model, tokens, image) => {
    expect(estimateImageTokens(model, [image])).toBe(tokens);
  });

  it('reads the size of JPEG, GIF and WebP images, which were charged the ceiling before', async () => {
    const encoded = async (format: 'jpeg' | 'gif' | 'webp') => ({
      type: 'image' as const,
      mimeType: `image/${format}`,
      data: (
        await sharp({ create: { width: 1568, height: 1568, channels: 3, background: '#fff' } })
          .toFormat(format)
          .toBuffer()
      ).toString('base64'),
    });
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const image = await encoded(format);
      expect([format, estimateImageTokens('anthropic/claude-opus-4-5', [image])]).toEqual([format, 3293]);
      expect([format, estimateImageTokens('openai/gpt-4o', [image])]).toEqual([format, 765]);
    }
  });

  it('adds up the images of a call and is 0 for none', () => {
    expect(estimateImageTokens('anthropic/claude-opus-4-5', [png(1568, 1568), png(28, 28)])).toBe(3293 + 2);
    expect(estimateImageTokens('openai/gpt-5', [])).toBe(0);
  });
});
