/**
 * Draws one page onto a frame-sized pixel buffer (snapcompact spec §1.5): no margins, white paper, width always the
 * frame size, height hugging the printed rows. Natural-cell shapes stay palette-indexed; stretched shapes (6x6u)
 * are drawn on the natural grid, resampled with Lanczos3 and returned as RGB. Glyphs arrive as data.
 */
import type { BitmapFont } from './font';
import { layoutPage, type PlacedCell } from './layout-cells';
import { NEWLINE_GLYPH } from './markers';
import { BACKGROUND, BAND, PALETTE } from './palette';
import { resampleLanczos3 } from './resample';
import { frameGrid, type ShapeGeometry } from './shapes';

export interface IndexedRaster {
  kind: 'indexed';
  width: number;
  height: number;
  /** One global palette index per pixel, row-major. */
  pixels: Uint8Array;
  chars: number;
}

export interface RgbRaster {
  kind: 'rgb';
  width: number;
  height: number;
  /** Three bytes per pixel, row-major. */
  data: Uint8Array;
  chars: number;
}

export type Raster = IndexedRaster | RgbRaster;

interface Canvas {
  width: number;
  pixels: Uint8Array;
}

interface Pitch {
  cellWidth: number;
  cellHeight: number;
  lineRepeat: number;
}

/** Cell-sized rows of a cell: the glyph (at most 8 px wide, MSB leftmost), or every pixel for the newline block. */
function cellRows(cell: PlacedCell, font: BitmapFont, pitch: Pitch): { rows: number[]; width: number } {
  if (cell.char === NEWLINE_GLYPH)
    return { rows: new Array<number>(pitch.cellHeight).fill(0xffff), width: pitch.cellWidth };
  const glyph = font.glyphs.get(cell.char.codePointAt(0) ?? 0) ?? font.glyphs.get(0x3f);
  const rows = Array.from({ length: pitch.cellHeight }, (_, y) => (y < font.cellHeight ? (glyph?.[y] ?? 0) << 8 : 0));
  return { rows, width: Math.min(8, pitch.cellWidth) };
}

function drawCell(canvas: Canvas, cell: PlacedCell, font: BitmapFont, pitch: Pitch): void {
  const { rows, width } = cellRows(cell, font, pitch);
  const x0 = cell.col * pitch.cellWidth;
  for (let copy = 0; copy < pitch.lineRepeat; copy += 1) {
    const y0 = (cell.row * pitch.lineRepeat + copy) * pitch.cellHeight;
    rows.forEach((bits, y) => {
      const base = (y0 + y) * canvas.width + x0;
      for (let x = 0; x < width; x += 1) if (bits & (0x8000 >> x)) canvas.pixels[base + x] = cell.ink;
    });
  }
}

function paintBands(canvas: Canvas, pitch: Pitch, usedRows: number): void {
  if (pitch.lineRepeat < 2) return;
  for (let row = 0; row < usedRows; row += 1) {
    const start = (row * pitch.lineRepeat + 1) * pitch.cellHeight * canvas.width;
    const end = (row + 1) * pitch.lineRepeat * pitch.cellHeight * canvas.width;
    canvas.pixels.fill(BAND, start, end);
  }
}

function toRgb(canvas: Canvas, height: number): Uint8Array {
  const data = new Uint8Array(canvas.width * height * 3);
  for (let i = 0; i < canvas.width * height; i += 1) {
    const [r, g, b] = PALETTE[canvas.pixels[i] ?? BACKGROUND] ?? [255, 255, 255];
    data[i * 3] = r;
    data[i * 3 + 1] = g;
    data[i * 3 + 2] = b;
  }
  return data;
}

function drawIndexed(
  options: RasterizeOptions,
  pitch: Pitch,
  width: number,
): { canvas: Canvas; height: number; chars: number } {
  const layout = layoutPage(options.page, options.shape, options.startsDim ?? false);
  const height = layout.usedRows * pitch.lineRepeat * pitch.cellHeight;
  const canvas: Canvas = { width, pixels: new Uint8Array(width * height).fill(BACKGROUND) };
  paintBands(canvas, pitch, layout.usedRows);
  for (const cell of layout.cells) drawCell(canvas, cell, options.font, pitch);
  return { canvas, height, chars: layout.chars };
}

export interface RasterizeOptions {
  page: string;
  shape: ShapeGeometry;
  font: BitmapFont;
  /** A dim span left open by the previous page. */
  startsDim?: boolean;
}

export class FontMismatchError extends Error {
  override name = 'FontMismatchError';
}

export function rasterizePage(options: RasterizeOptions): Raster {
  const { shape, font } = options;
  if (font.id !== shape.font)
    throw new FontMismatchError(`shape ${shape.name} needs font ${shape.font}, got ${font.id}`);
  if (!shape.stretch) {
    const pitch = { cellWidth: shape.cellWidth, cellHeight: shape.cellHeight, lineRepeat: shape.lineRepeat };
    const { canvas, height, chars } = drawIndexed(options, pitch, shape.frameSize);
    return { kind: 'indexed', width: shape.frameSize, height, pixels: canvas.pixels, chars };
  }
  const cols = frameGrid(shape).cols * shape.columns;
  const natural = { cellWidth: font.cellWidth, cellHeight: font.cellHeight, lineRepeat: shape.lineRepeat };
  const { canvas, height, chars } = drawIndexed(options, natural, cols * font.cellWidth);
  const targetHeight = (height / font.cellHeight) * shape.cellHeight;
  const squeezed = resampleLanczos3(
    { width: canvas.width, height, data: toRgb(canvas, height) },
    cols * shape.cellWidth,
    targetHeight,
  );
  const data = new Uint8Array(shape.frameSize * targetHeight * 3).fill(255);
  for (let y = 0; y < targetHeight; y += 1) {
    data.set(squeezed.data.subarray(y * squeezed.width * 3, (y + 1) * squeezed.width * 3), y * shape.frameSize * 3);
  }
  return { kind: 'rgb', width: shape.frameSize, height: targetHeight, data, chars };
}
