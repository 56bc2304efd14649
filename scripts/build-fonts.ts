/**
 * Writes fonts/<id>.json (cell-sized glyph bitmaps as hex rows) and fonts/manifest.json from the scratch directory
 * prepared by scripts/build-fonts.sh. Trims each font to the code points the archive can print, and patches the
 * digit zero of the X.org fonts so it cannot be read as a capital O (snapcompact spec §2).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface FontFile {
  id: string;
  cellWidth: number;
  cellHeight: number;
  ascent: number;
  source: string;
  license: string;
  glyphs: Record<string, string>;
}

const LATIN1: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];
// Latin Extended-A, Greek and Cyrillic: printed natively by 6x12/8x13 instead of being folded to '?'.
const WIDE_SCRIPT: [number, number][] = [...LATIN1, [0x100, 0x17f], [0x370, 0x3ff], [0x400, 0x4ff]];

// Row index inside the BDF bitmap → [expected original byte, patched byte].
const ZERO_PATCHES: Record<string, Record<number, [number, number]>> = {
  '5x8': { 3: [0x50, 0x70] },
  '6x12': { 6: [0x48, 0x78] },
  '8x13': { 5: [0x42, 0x4a], 6: [0x42, 0x52], 7: [0x42, 0x62] },
};

const inRanges = (cp: number, ranges: [number, number][]): boolean => ranges.some(([a, b]) => cp >= a && cp <= b);

interface BdfGlyph {
  cp: number;
  bbx: [number, number, number, number];
  rows: number[];
}

function parseBdf(text: string): { ascent: number; copyright: string; glyphs: BdfGlyph[] } {
  const lines = text.split('\n');
  let ascent = 0;
  let copyright = '';
  const glyphs: BdfGlyph[] = [];
  let current: BdfGlyph | undefined;
  let inBitmap = false;
  for (const line of lines) {
    const [key, ...rest] = line.trim().split(/\s+/);
    if (key === 'FONT_ASCENT') ascent = Number(rest[0]);
    else if (key === 'COPYRIGHT') copyright = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
    else if (key === 'STARTCHAR') current = { cp: -1, bbx: [0, 0, 0, 0], rows: [] };
    else if (key === 'ENCODING' && current) current.cp = Number(rest[0]);
    else if (key === 'BBX' && current) current.bbx = rest.map(Number) as BdfGlyph['bbx'];
    else if (key === 'BITMAP') inBitmap = true;
    else if (key === 'ENDCHAR' && current) {
      glyphs.push(current);
      current = undefined;
      inBitmap = false;
    } else if (inBitmap && current) current.rows.push(parseInt(key ?? '0', 16));
  }
  return { ascent, copyright: copyright.replace(/\s+/g, ' '), glyphs };
}

function patchZero(id: string, glyph: BdfGlyph): void {
  for (const [row, [from, to]] of Object.entries(ZERO_PATCHES[id] ?? {})) {
    const index = Number(row);
    if (glyph.rows[index] !== from) throw new Error(`${id}: zero row ${index} is not 0x${from.toString(16)}`);
    glyph.rows[index] = to;
  }
}

function cellRows(glyph: BdfGlyph, cell: { width: number; height: number; ascent: number }): number[] {
  const [w, h, xoff, yoff] = glyph.bbx;
  if (w > 8) throw new Error(`glyph U+${glyph.cp.toString(16)} is wider than 8 px`);
  const top = cell.ascent - h - yoff;
  const out = new Array<number>(cell.height).fill(0);
  glyph.rows.forEach((bits, i) => {
    const y = top + i;
    if (y >= 0 && y < cell.height) out[y] = (bits >> xoff) & 0xff;
  });
  return out;
}

const hex = (rows: number[]): string => rows.map((r) => r.toString(16).padStart(2, '0')).join('');

function buildXorg(scratch: string, id: string, version: string): FontFile {
  const [width = 0, height = 0] = id.split('x').map(Number);
  const bdf = parseBdf(readFileSync(join(scratch, `${id}.bdf`), 'latin1'));
  const ranges = id === '5x8' ? LATIN1 : WIDE_SCRIPT;
  const glyphs: Record<string, string> = {};
  for (const glyph of bdf.glyphs) {
    if (!inRanges(glyph.cp, ranges)) continue;
    if (glyph.cp === 0x30) patchZero(id, glyph);
    glyphs[String(glyph.cp)] = hex(cellRows(glyph, { width, height, ascent: bdf.ascent }));
  }
  return {
    id,
    cellWidth: width,
    cellHeight: height,
    ascent: bdf.ascent,
    source: `X.org misc-fixed ${id} (Debian xfonts-base ${version}, converted with pcf2bdf; zero patched)`,
    license: bdf.copyright,
    glyphs,
  };
}

function buildUnscii(scratch: string): FontFile {
  const table = JSON.parse(readFileSync(join(scratch, 'unscii-8.json'), 'utf8')) as Record<string, number[]>;
  const glyphs: Record<string, string> = {};
  for (const [cp, rows] of Object.entries(table)) {
    if (inRanges(Number(cp), LATIN1) && rows.length === 8) glyphs[cp] = hex(rows);
  }
  return {
    id: '8x8',
    cellWidth: 8,
    cellHeight: 8,
    ascent: 7,
    source: 'unscii-8 by viznut (glyph table from the PyPI wheel unscii 0.1.1)',
    license: 'unscii is public domain (upstream statement by viznut); see LICENSE.md',
    glyphs,
  };
}

function main(): void {
  const [scratch, version] = process.argv.slice(2);
  if (!scratch || !version) throw new Error('usage: build-fonts.ts <scratch dir> <xfonts-base version>');
  const fonts = [...['5x8', '6x12', '8x13'].map((id) => buildXorg(scratch, id, version)), buildUnscii(scratch)];
  const files: Record<string, string> = {};
  for (const font of fonts) {
    const body = `${JSON.stringify(font)}\n`;
    writeFileSync(join('fonts', `${font.id}.json`), body);
    files[`${font.id}.json`] = createHash('sha256').update(body).digest('hex');
    console.log(`${font.id}: ${Object.keys(font.glyphs).length} glyphs`);
  }
  files['LICENSE.md'] = createHash('sha256')
    .update(readFileSync(join('fonts', 'LICENSE.md')))
    .digest('hex');
  writeFileSync(join('fonts', 'manifest.json'), `${JSON.stringify({ algorithm: 'sha256', files }, null, 2)}\n`);
}

main();
