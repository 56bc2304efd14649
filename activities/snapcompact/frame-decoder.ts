/**
 * Reads rendered snapcompact frames back to text by matching each glyph cell against the font: tests prove with it that a
 * frame prints exactly the serialized text, and the quality eval's reference reader reads frames through it. Natural-cell shapes are matched bit for bit; resampled shapes (6x6u)
 * are matched by least squared difference against each glyph rendered alone, then proven by re-rendering.
 */
import sharp from 'sharp';
import type { BitmapFont } from '../../core/snapcompact/font';
import { DIM_ON, NEWLINE_GLYPH } from '../../core/snapcompact/markers';
import { PALETTE } from '../../core/snapcompact/palette';
import { rasterizePage, type RgbRaster } from '../../core/snapcompact/rasterize';
import { frameGrid, type ShapeGeometry } from '../../core/snapcompact/shapes';

export interface DecodedFrame {
  width: number;
  height: number;
  text: string;
  /** Palette index of each decoded visible character's ink (0 for blank cells). */
  inks: number[];
}

interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

export async function readPixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const paletteIndex = (r: number, g: number, b: number): number =>
  PALETTE.findIndex(([pr, pg, pb]) => pr === r && pg === g && pb === b);

/** Mask of a glyph as the rasteriser draws it in a natural-size cell of `shape`. */
function glyphMask(rows: Uint8Array | 'block', shape: ShapeGeometry, font: BitmapFont): string {
  let mask = '';
  for (let y = 0; y < shape.cellHeight; y += 1) {
    for (let x = 0; x < shape.cellWidth; x += 1) {
      if (rows === 'block') mask += '1';
      else mask += y < font.cellHeight && x < 8 && (rows[y] ?? 0) & (0x80 >> x) ? '1' : '0';
    }
  }
  return mask;
}

const lookups = new WeakMap<BitmapFont, Map<string, Map<string, string>>>();

/** Mask → character, the lowest code point winning among glyph-identical characters. */
export function glyphLookup(shape: ShapeGeometry, font: BitmapFont): Map<string, string> {
  const key = `${shape.cellWidth}x${shape.cellHeight}`;
  const perFont = lookups.get(font) ?? new Map<string, Map<string, string>>();
  lookups.set(font, perFont);
  const cached = perFont.get(key);
  if (cached) return cached;
  const lookup = buildLookup(shape, font);
  perFont.set(key, lookup);
  return lookup;
}

function buildLookup(shape: ShapeGeometry, font: BitmapFont): Map<string, string> {
  const lookup = new Map<string, string>([[glyphMask('block', shape, font), NEWLINE_GLYPH]]);
  for (const cp of [...font.glyphs.keys()].sort((a, b) => a - b)) {
    const mask = glyphMask(font.glyphs.get(cp) as Uint8Array, shape, font);
    if (!lookup.has(mask)) lookup.set(mask, String.fromCodePoint(cp));
  }
  return lookup;
}

/** The character the decoder reports for `ch` (glyph-identical characters collapse to one). */
export function canonicalChar(ch: string, printed: ShapeGeometry, font: BitmapFont): string {
  if (ch === NEWLINE_GLYPH) return ch;
  // Resampled shapes are told apart on the natural glyph before squeezing.
  const shape = printed.stretch ? { ...printed, cellWidth: font.cellWidth, cellHeight: font.cellHeight } : printed;
  const rows = font.glyphs.get(ch.codePointAt(0) ?? 0) ?? font.glyphs.get(0x3f);
  return glyphLookup(shape, font).get(glyphMask(rows as Uint8Array, shape, font)) ?? '?';
}

function readCell(pixels: Pixels, cell: { x: number; y: number }, shape: ShapeGeometry): { mask: string; ink: number } {
  let mask = '';
  let ink = 0;
  for (let y = 0; y < shape.cellHeight; y += 1) {
    for (let x = 0; x < shape.cellWidth; x += 1) {
      const i = ((cell.y + y) * pixels.width + cell.x + x) * 3;
      const index = paletteIndex(pixels.data[i] ?? 0, pixels.data[i + 1] ?? 0, pixels.data[i + 2] ?? 0);
      const inked = index !== 0 && index !== 8;
      mask += inked ? '1' : '0';
      if (inked && ink === 0) ink = index;
    }
  }
  return { mask, ink };
}

function decodeNatural(pixels: Pixels, shape: ShapeGeometry, font: BitmapFont): DecodedFrame {
  const lookup = glyphLookup(shape, font);
  const { cols, rows } = frameGrid(shape);
  const usedRows = Math.min(rows, pixels.height / (shape.cellHeight * shape.lineRepeat));
  const lines: { text: string; inks: number[] }[] = [];
  const columns = shape.columns === 2 ? [0, cols + 3] : [0];
  for (const offset of columns) {
    for (let row = 0; row < usedRows; row += 1) {
      let text = '';
      const inks: number[] = [];
      for (let col = 0; col < cols; col += 1) {
        const cell = { x: (offset + col) * shape.cellWidth, y: row * shape.lineRepeat * shape.cellHeight };
        const read = readCell(pixels, cell, shape);
        text += lookup.get(read.mask) ?? '\ufffd';
        inks.push(read.ink);
      }
      lines.push({ text, inks });
    }
  }
  return joinLines(pixels, lines, shape.columns === 2);
}

function joinLines(pixels: Pixels, lines: { text: string; inks: number[] }[], doc: boolean): DecodedFrame {
  if (doc) {
    const kept = lines.map((l) => ({ text: l.text.trimEnd(), inks: l.inks })).filter((l) => l.text !== '');
    const inks = kept.flatMap((l) => l.inks.slice(0, l.text.length));
    return { width: pixels.width, height: pixels.height, text: kept.map((l) => l.text).join('\n'), inks };
  }
  const text = lines.map((l) => l.text).join('');
  const trimmed = text.replace(/ +$/, '');
  const inks = lines.flatMap((l) => l.inks).slice(0, trimmed.length);
  return { width: pixels.width, height: pixels.height, text: trimmed, inks };
}

/** Decodes a frame printed with a natural-cell shape (every shape except the resampled 6x6u ones). */
export async function decodeFrame(png: Buffer, shape: ShapeGeometry, font: BitmapFont): Promise<DecodedFrame> {
  if (shape.stretch) return decodeStretched(await readPixels(png), shape, font);
  return decodeNatural(await readPixels(png), shape, font);
}

function cellRgb(source: { width: number; data: Uint8Array }, cell: { x: number; y: number }, size: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size * 3; x += 1) out.push(source.data[((cell.y + y) * source.width + cell.x) * 3 + x] ?? 255);
  }
  return out;
}

function decodeStretched(pixels: Pixels, shape: ShapeGeometry, font: BitmapFont): DecodedFrame {
  const size = shape.cellWidth;
  const refs = [...font.glyphs.keys()]
    .sort((a, b) => a - b)
    .map((cp) => String.fromCodePoint(cp))
    .concat(NEWLINE_GLYPH);
  const bw = { ...shape, variant: 'bw' as const };
  const references = refs.flatMap((ch) =>
    ['', DIM_ON].map((prefix) => {
      const raster = rasterizePage({ page: `${prefix} ${ch} `, shape: bw, font }) as RgbRaster;
      return { ch, rgb: cellRgb(raster, { x: size, y: 0 }, size) };
    }),
  );
  const { cols, rows } = frameGrid(shape);
  let text = '';
  for (let i = 0; i < cols * Math.min(rows, pixels.height / size); i += 1) {
    const observed = cellRgb(pixels, { x: (i % cols) * size, y: Math.floor(i / cols) * size }, size);
    const gray = observed.map((v, k) => (k % 3 === 0 ? Math.min(v, observed[k + 1] ?? 0, observed[k + 2] ?? 0) : 0));
    let best = { ch: '?', score: Infinity };
    for (const ref of references) {
      let score = 0;
      for (let k = 0; k < gray.length; k += 3) score += ((gray[k] ?? 0) - (ref.rgb[k] ?? 0)) ** 2;
      if (score < best.score) best = { ch: ref.ch, score };
    }
    text += best.ch;
  }
  const trimmed = text.replace(/ +$/, '');
  return { width: pixels.width, height: pixels.height, text: trimmed, inks: [] };
}
