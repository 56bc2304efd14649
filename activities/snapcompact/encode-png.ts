/**
 * Encodes a rasterised frame as PNG with sharp and content-addresses it (sha256 of the bytes). Palette frames are
 * written as indexed PNGs narrowed to the colours present (1-bit for plain black ink); resampled frames as RGB.
 * Same raster in, same bytes out. sharp (a native module) loads on the first frame, not with the
 * worker (a typed require(): tsx leaves import() native).
 */
import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { PALETTE } from '../../core/snapcompact/palette';
import type { Raster } from '../../core/snapcompact/rasterize';

export interface EncodedFrame {
  png: Buffer;
  sha256: string;
  width: number;
  height: number;
}

function indexedToRgb(pixels: Uint8Array): { rgb: Buffer; colours: number } {
  const rgb = Buffer.alloc(pixels.length * 3);
  const seen = new Set<number>();
  for (let i = 0; i < pixels.length; i += 1) {
    const index = pixels[i] ?? 0;
    seen.add(index);
    const [r, g, b] = PALETTE[index] ?? [255, 255, 255];
    rgb[i * 3] = r;
    rgb[i * 3 + 1] = g;
    rgb[i * 3 + 2] = b;
  }
  return { rgb, colours: seen.size };
}

export async function encodeFramePng(raster: Raster): Promise<EncodedFrame> {
  const sharp = require('sharp') as typeof Sharp;
  const { width, height } = raster;
  let png: Buffer;
  if (raster.kind === 'indexed') {
    const { rgb, colours } = indexedToRgb(raster.pixels);
    // Quantiser effort stays at sharp's default: lower efforts drift palette colours (gray 128 no longer exact).
    png = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .png({ palette: true, colours: Math.max(2, colours), dither: 0, compressionLevel: 9, adaptiveFiltering: false })
      .toBuffer();
  } else {
    png = await sharp(Buffer.from(raster.data), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer();
  }
  return { png, sha256: createHash('sha256').update(png).digest('hex'), width, height };
}
