import { encodeFramePng } from '../../../activities/snapcompact/encode-png';
import { loadSnapcompactFonts } from '../../../activities/snapcompact/fonts';
import type { FontSet } from '../../../core/snapcompact/font';
import { fontCoverage } from '../../../core/snapcompact/font';
import { DIM_OFF, DIM_ON, NEWLINE_GLYPH } from '../../../core/snapcompact/markers';
import { normalize } from '../../../core/snapcompact/normalize';
import { paginate } from '../../../core/snapcompact/paginate';
import { rasterizePage } from '../../../core/snapcompact/rasterize';
import { SHAPE_NAMES, frameGrid, shapeGeometry, type ShapeGeometry } from '../../../core/snapcompact/shapes';
import { dimStopwords } from '../../../core/snapcompact/stopwords';
import { canonicalChar, decodeFrame } from '../../../activities/snapcompact/frame-decoder';

const SAMPLE = [
  '¶user:Please rename the ID 0O0-OO0 in café.ts and run the tests. Then report back!',
  '',
  '¶call:bash(command="npm test -- --runInBand")//Running tests',
  `<out>\n${DIM_ON}PASS test/a.test.ts (3 tests)\nFAIL test/b.test.ts: expected 10 to be 01${DIM_OFF}\n</out>`,
  '',
  '¶ai:The failure is in b.test.ts: the fixture swaps two digits. Should I fix it? Naïve résumé ©2026 ±5 ¿qué?',
].join('\n');

/** Visible characters of a printed page and whether each one sits inside a dim span. */
function visible(page: string, doc: boolean): { text: string; dim: boolean[] } {
  let text = '';
  const dim: boolean[] = [];
  let inDim = false;
  for (const ch of page) {
    if (ch === DIM_ON || ch === DIM_OFF) inDim = ch === DIM_ON;
    else {
      text += ch;
      if (!(doc && ch === '\n')) dim.push(inDim && ch !== NEWLINE_GLYPH);
    }
  }
  return { text, dim };
}

let fonts: FontSet;
beforeAll(async () => {
  fonts = await loadSnapcompactFonts();
});

async function roundTrip(shape: ShapeGeometry, text: string) {
  const font = fonts[shape.font];
  const pages = paginate(normalize(text, fontCoverage(font)), shape).map((p) =>
    shape.stopwordDim ? dimStopwords(p) : p,
  );
  const results = [];
  for (const page of pages) {
    const raster = rasterizePage({ page, shape, font });
    const frame = await encodeFramePng(raster);
    const decoded = await decodeFrame(frame.png, shape, font);
    const expected = visible(page, shape.columns === 2);
    const canonical = [...expected.text].map((ch) => (ch === '\n' ? ch : canonicalChar(ch, shape, font))).join('');
    results.push({ page, frame, decoded, expected, canonical });
  }
  return results;
}

describe('every shape prints exactly the serialized text', () => {
  it.each(SHAPE_NAMES.filter((n) => !n.startsWith('6x6u')))('%s at 200 px decodes back to its pages', async (name) => {
    const shape = shapeGeometry(name, 200);
    const results = await roundTrip(shape, SAMPLE.repeat(3));
    expect(results.length).toBeGreaterThan(1);
    for (const { decoded, canonical, expected, frame } of results) {
      expect(decoded.text).toBe(canonical.replace(/ +$/, ''));
      expect(frame.width).toBe(200);
      const dimInks = decoded.inks.filter((_, i) => expected.dim[i] && canonical.replace(/\n/g, '')[i] !== ' ');
      expect(new Set(dimInks)).toEqual(dimInks.length > 0 ? new Set([9]) : new Set());
    }
  });
});

describe('ink', () => {
  it('prints bw shapes in black, sentence shapes in cycling hues, and dims stopwords and tool output', async () => {
    const [bw] = await roundTrip(shapeGeometry('8x13-bw', 400), 'One. Two. Three the end.');
    const [sent] = await roundTrip(shapeGeometry('8x8u-sent', 400), 'One. Two. Three the end.');
    const [dim] = await roundTrip(shapeGeometry('6x12-dim', 400), 'One. Two. Three the end.');
    const inked = (inks: number[] | undefined) => [...new Set((inks ?? []).filter((i) => i !== 0))].sort();
    expect(inked(bw?.decoded.inks)).toEqual([7]);
    expect(sent?.decoded.inks.slice(0, 5)).toEqual([1, 1, 1, 1, 0]);
    expect(inked(sent?.decoded.inks)).toEqual([1, 2, 3]);
    // "the" is a stopword: gray; everything else black.
    expect(dim?.decoded.inks.slice(16, 19)).toEqual([9, 9, 9]);
    expect(inked(dim?.decoded.inks)).toEqual([7, 9]);
  });
});

describe('resampled 6x6u shapes', () => {
  it.each(['6x6u-bw', '6x6u-sent'] as const)('%s decodes back to its pages by nearest glyph', async (name) => {
    const shape = shapeGeometry(name, 200);
    const results = await roundTrip(shape, SAMPLE.repeat(2));
    expect(frameGrid(shape).cols).toBe(33);
    for (const { decoded, canonical, frame } of results) {
      expect(decoded.text).toBe(canonical.replace(/ +$/, ''));
      expect(frame.png.readUInt8(25)).toBe(2);
    }
  });
});

describe('full-size model frames', () => {
  it.each([
    ['6x12-dim', 1932],
    ['doc-8on16-sent-dim', 2048],
    ['8on16-bw', 1568],
  ] as const)('%s at %i px prints a full first page exactly', async (name, size) => {
    const shape = shapeGeometry(name, size);
    const long = Array.from({ length: 200 }, (_, i) => `${SAMPLE} #${i}`).join('\n\n');
    const [first] = await roundTrip(shape, long);
    expect(first?.decoded.text).toBe(first?.canonical.replace(/ +$/, ''));
    expect(first?.frame.width).toBe(size);
    expect(first?.frame.height).toBe(frameGrid(shape).rows * shape.cellHeight);
  });
});
