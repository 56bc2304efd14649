/**
 * The snapcompact shape table of the seed design: how text becomes a frame (font, cell pitch, ink, columns, line
 * repeat, frame width). Geometry only; billing lives in billing.ts and model resolution in resolve-shape.ts.
 */

export type FontId = '5x8' | '6x12' | '8x13' | '8x8';
export type Ink = 'sent' | 'bw';

export interface ShapeGeometry {
  name: ShapeName;
  font: FontId;
  cellWidth: number;
  cellHeight: number;
  /** false: draw the glyph at natural size on a larger cell (stays palette-indexed); true: resample to the cell. */
  stretch: boolean;
  variant: Ink;
  stopwordDim: boolean;
  columns: 1 | 2;
  lineRepeat: number;
  /** Frame width in pixels, and the square edge used for row count and billing. */
  frameSize: number;
}

export const SHAPE_NAMES = [
  '8x8r-bw',
  '8x8r-sent',
  '8x8u-bw',
  '8x8u-sent',
  '6x6u-bw',
  '6x6u-sent',
  '5x8-bw',
  '5x8-sent',
  '6x12-dim',
  '8x13-bw',
  '8on16-bw',
  'doc-8on16-bw',
  'doc-8on16-sent',
  'doc-8on16-sent-dim',
] as const;
export type ShapeName = (typeof SHAPE_NAMES)[number];

export const NATURAL_CELL: Record<FontId, { width: number; height: number }> = {
  '5x8': { width: 5, height: 8 },
  '6x12': { width: 6, height: 12 },
  '8x13': { width: 8, height: 13 },
  '8x8': { width: 8, height: 8 },
};

type Row = [FontId, number, number, Ink, { dim?: boolean; columns?: 2; repeat?: number; size?: number }?];

const TABLE: Record<ShapeName, Row> = {
  '8x8r-bw': ['8x8', 8, 8, 'bw', { repeat: 2 }],
  '8x8r-sent': ['8x8', 8, 8, 'sent', { repeat: 2 }],
  '8x8u-bw': ['8x8', 8, 8, 'bw'],
  '8x8u-sent': ['8x8', 8, 8, 'sent'],
  '6x6u-bw': ['8x8', 6, 6, 'bw'],
  '6x6u-sent': ['8x8', 6, 6, 'sent'],
  '5x8-bw': ['5x8', 5, 8, 'bw', { size: 2576 }],
  '5x8-sent': ['5x8', 5, 8, 'sent', { size: 2576 }],
  '6x12-dim': ['6x12', 6, 12, 'bw', { dim: true }],
  '8x13-bw': ['8x13', 8, 13, 'bw'],
  '8on16-bw': ['8x13', 8, 16, 'bw'],
  'doc-8on16-bw': ['8x13', 8, 16, 'bw', { columns: 2 }],
  'doc-8on16-sent': ['8x13', 8, 16, 'sent', { columns: 2 }],
  'doc-8on16-sent-dim': ['8x13', 8, 16, 'sent', { columns: 2, dim: true }],
};

export function isShapeName(value: unknown): value is ShapeName {
  return typeof value === 'string' && (SHAPE_NAMES as readonly string[]).includes(value);
}

/** The research geometry of a named variant; `frameSize` overrides the width (model lines with larger frames). */
export function shapeGeometry(name: ShapeName, frameSize?: number): ShapeGeometry {
  const [font, cellWidth, cellHeight, variant, extra = {}] = TABLE[name];
  const natural = NATURAL_CELL[font];
  const isNatural = natural.width === cellWidth && natural.height === cellHeight;
  // Taller pitches (8on16) keep the natural glyph on extra leading; only a smaller cell (6x6u) is resampled.
  const stretch = !isNatural && cellWidth < natural.width;
  return {
    name,
    font,
    cellWidth,
    cellHeight,
    stretch,
    variant,
    stopwordDim: extra.dim ?? false,
    columns: extra.columns ?? 1,
    lineRepeat: extra.repeat ?? 1,
    frameSize: frameSize ?? extra.size ?? 1568,
  };
}

export interface FrameGrid {
  /** Characters per row (grid) or per column (doc). */
  cols: number;
  rows: number;
  capacity: number;
}

export class InvalidShapeError extends Error {
  override name = 'InvalidShapeError';
}

/** cols = ⌊size/cellW⌋, rows = ⌊size/cellH/lineRepeat⌋; doc shapes split cols into two columns with a 3-cell gutter. */
export function frameGrid(shape: ShapeGeometry): FrameGrid {
  const totalCols = Math.floor(shape.frameSize / shape.cellWidth);
  const rows = Math.floor(shape.frameSize / shape.cellHeight / shape.lineRepeat);
  const cols = shape.columns === 2 ? Math.floor((totalCols - 3) / 2) : totalCols;
  if (!(shape.frameSize > 0 && shape.frameSize <= 16384) || cols < 1 || rows < 1) {
    throw new InvalidShapeError(`shape ${shape.name} at ${shape.frameSize}px has no room for one character`);
  }
  return { cols, rows, capacity: cols * rows * shape.columns };
}
