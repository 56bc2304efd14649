/**
 * Separable Lanczos3 resampling of an RGB image (PIL convention: output centre (i + 0.5) × scale, support
 * 3 × max(scale, 1), normalised weights). Used to squeeze natural 8×8 glyph cells into 6×6 cells.
 */

const LOBES = 3;

function lanczos(x: number): number {
  if (x === 0) return 1;
  if (x <= -LOBES || x >= LOBES) return 0;
  const px = Math.PI * x;
  return (LOBES * Math.sin(px) * Math.sin(px / LOBES)) / (px * px);
}

interface Taps {
  start: number;
  weights: Float64Array;
}

function taps(inSize: number, outSize: number): Taps[] {
  const scale = inSize / outSize;
  const filterScale = Math.max(scale, 1);
  const support = LOBES * filterScale;
  const out: Taps[] = [];
  for (let i = 0; i < outSize; i += 1) {
    const centre = (i + 0.5) * scale;
    const start = Math.max(0, Math.floor(centre - support));
    const end = Math.min(inSize, Math.ceil(centre + support));
    const weights = new Float64Array(end - start);
    let sum = 0;
    for (let j = start; j < end; j += 1) {
      const w = lanczos((j + 0.5 - centre) / filterScale);
      weights[j - start] = w;
      sum += w;
    }
    if (sum !== 0) for (let k = 0; k < weights.length; k += 1) weights[k] = (weights[k] ?? 0) / sum;
    out.push({ start, weights });
  }
  return out;
}

export interface RgbImage {
  width: number;
  height: number;
  /** 3 bytes per pixel, row-major. */
  data: Uint8Array;
}

function pass(src: Float64Array, dims: { w: number; h: number }, tapList: Taps[], horizontal: boolean): Float64Array {
  const outW = horizontal ? tapList.length : dims.w;
  const outH = horizontal ? dims.h : tapList.length;
  const out = new Float64Array(outW * outH * 3);
  for (let y = 0; y < outH; y += 1) {
    for (let x = 0; x < outW; x += 1) {
      const t = tapList[horizontal ? x : y] as Taps;
      const o = (y * outW + x) * 3;
      for (let k = 0; k < t.weights.length; k += 1) {
        const s = horizontal ? (y * dims.w + t.start + k) * 3 : ((t.start + k) * dims.w + x) * 3;
        const w = t.weights[k] ?? 0;
        out[o] = (out[o] ?? 0) + w * (src[s] ?? 0);
        out[o + 1] = (out[o + 1] ?? 0) + w * (src[s + 1] ?? 0);
        out[o + 2] = (out[o + 2] ?? 0) + w * (src[s + 2] ?? 0);
      }
    }
  }
  return out;
}

export function resampleLanczos3(image: RgbImage, width: number, height: number): RgbImage {
  const src = Float64Array.from(image.data);
  const h = pass(src, { w: image.width, h: image.height }, taps(image.width, width), true);
  const v = pass(h, { w: width, h: image.height }, taps(image.height, height), false);
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.min(255, Math.max(0, Math.round(v[i] ?? 0)));
  return { width, height, data };
}
