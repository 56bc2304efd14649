/**
 * Bitmap fonts as data: the glyph tables in fonts/*.json (cell-sized rows, one byte per row, MSB leftmost) parsed
 * into lookups. Loading files is the activity's job; this only validates and indexes what it is given.
 */
import { z } from 'zod';
import type { FontId } from './shapes';

export interface BitmapFont {
  id: FontId;
  cellWidth: number;
  cellHeight: number;
  ascent: number;
  /** Code point → one byte per pixel row of the natural cell. */
  glyphs: ReadonlyMap<number, Uint8Array>;
}

export type FontSet = Readonly<Record<FontId, BitmapFont>>;

const fontTable = z.object({
  id: z.enum(['5x8', '6x12', '8x13', '8x8']),
  cellWidth: z.number().int().min(1).max(8),
  cellHeight: z.number().int().min(1).max(32),
  ascent: z.number().int().min(0),
  glyphs: z.record(z.string().regex(/^\d+$/), z.string().regex(/^(?:[0-9a-f]{2})+$/)),
});

export class InvalidFontError extends Error {
  override name = 'InvalidFontError';
}

function hexRows(hex: string): Uint8Array {
  const rows = new Uint8Array(hex.length / 2);
  for (let i = 0; i < rows.length; i += 1) rows[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return rows;
}

/** Parses one fonts/<id>.json table; every glyph must have exactly one row per pixel of the cell height. */
export function parseFontTable(value: unknown): BitmapFont {
  const parsed = fontTable.safeParse(value);
  if (!parsed.success) throw new InvalidFontError(`font table is malformed: ${parsed.error.issues[0]?.message}`);
  const table = parsed.data;
  const glyphs = new Map<number, Uint8Array>();
  for (const [cp, hex] of Object.entries(table.glyphs)) {
    const rows = hexRows(hex);
    if (rows.length !== table.cellHeight) {
      throw new InvalidFontError(`font ${table.id}: glyph ${cp} has ${rows.length} rows, expected ${table.cellHeight}`);
    }
    glyphs.set(Number(cp), rows);
  }
  return { id: table.id, cellWidth: table.cellWidth, cellHeight: table.cellHeight, ascent: table.ascent, glyphs };
}

/** The font's coverage as normalisation expects it. */
export const fontCoverage = (font: BitmapFont): { has(cp: number): boolean } => ({
  has: (cp) => font.glyphs.has(cp),
});
