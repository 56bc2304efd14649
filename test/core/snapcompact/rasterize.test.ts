import { parseFontTable, type BitmapFont } from '../../../core/snapcompact/font';
import { layoutPage } from '../../../core/snapcompact/layout-cells';
import { DIM_OFF, DIM_ON } from '../../../core/snapcompact/markers';
import { BAND, BLACK, DIM_GRAY } from '../../../core/snapcompact/palette';
import { FontMismatchError, rasterizePage, type IndexedRaster } from '../../../core/snapcompact/rasterize';
import { shapeGeometry } from '../../../core/snapcompact/shapes';

// A tiny 8x8 font: every glyph is a single dot in its top-left pixel, enough to see where cells land.
const dotFont: BitmapFont = parseFontTable({
  id: '8x8',
  cellWidth: 8,
  cellHeight: 8,
  ascent: 7,
  glyphs: Object.fromEntries([...'abHiOk.?'].map((ch) => [String(ch.codePointAt(0)), `80${'00'.repeat(7)}`])),
});

const raster = (page: string, name: Parameters<typeof shapeGeometry>[0], size: number) =>
  rasterizePage({ page, shape: shapeGeometry(name, size), font: dotFont }) as IndexedRaster;
const px = (r: IndexedRaster, x: number, y: number) => r.pixels[y * r.width + x];

describe('rasterizePage', () => {
  it('fills the whole cell of a newline block in black, in every repeated copy, over the band', () => {
    const r = raster(`a█b`, '8x8r-sent', 64);
    expect([r.width, r.height, r.chars]).toEqual([64, 16, 3]);
    for (let y = 0; y < 16; y += 1) for (let x = 8; x < 16; x += 1) expect(px(r, x, y)).toBe(BLACK);
    expect(px(r, 0, 0)).toBe(1); // first sentence hue
    expect(px(r, 0, 8)).toBe(1); // the copy repeats the glyph
    expect(px(r, 1, 8)).toBe(BAND); // on the pale band
    expect(px(r, 1, 0)).toBe(0);
  });

  it('advances the sentence hue after a terminator and a space, keeping the terminator in the old hue', () => {
    const r = raster('Hi. Ok.', '8x8u-sent', 64);
    expect([0, 1, 2, 4, 5, 6].map((col) => px(r, col * 8, 0))).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('prints dim spans in gray without shifting any cell', () => {
    const r = raster(`a${DIM_ON}b${DIM_OFF}a`, '8x8u-bw', 64);
    expect([px(r, 0, 0), px(r, 8, 0), px(r, 16, 0)]).toEqual([BLACK, DIM_GRAY, BLACK]);
    expect(r.chars).toBe(3);
  });

  it('flows doc lines into the second column after a 3-cell gutter; a line break takes no cell', () => {
    const shape = shapeGeometry('doc-8on16-bw', 64); // 8 cells → 2 per column, 4 rows of 16 px
    expect(layoutPage('a\nb\na\nb\nk', shape).cells.map((c) => [c.col, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [5, 0],
    ]);
    expect(() => rasterizePage({ page: 'a', shape, font: dotFont })).toThrow(FontMismatchError);
  });

  it('hugs the printed rows and keeps the full frame width', () => {
    expect([raster('ab', '8x8u-bw', 64).height, raster('a'.repeat(9), '8x8u-bw', 64).height]).toEqual([8, 16]);
    expect(raster('a'.repeat(500), '8x8u-bw', 64)).toMatchObject({ width: 64, height: 64, chars: 64 });
  });
});
