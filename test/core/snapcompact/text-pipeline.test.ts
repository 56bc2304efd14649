import { DIM_OFF as F, DIM_ON as N } from '../../../core/snapcompact/markers';
import { normalize, scanRenderability } from '../../../core/snapcompact/normalize';
import { paginate, paginateGrid, wrap } from '../../../core/snapcompact/paginate';
import { shapeGeometry } from '../../../core/snapcompact/shapes';
import { dimStopwords } from '../../../core/snapcompact/stopwords';
import { elideDataUrls, truncateHeadTail } from '../../../core/snapcompact/truncate';

// 6x12-like coverage: Latin-1 plus Greek and Cyrillic; nothing for CJK or private use.
const coverage = { has: (cp: number) => cp <= 0xff || (cp >= 0x370 && cp <= 0x4ff) };

describe('normalize', () => {
  it.each([
    ['a \t b   c', 'a b c'],
    ['x → y ✓ “quoted” — em…', 'x -> y v "quoted" - em...'],
    ['café größe', 'café größe'],
    ['box │─┌ emoji 🎞', 'box |-+ emoji'],
    ['a\n\n\tb   c\r\nd', 'a█b c█d'],
    ['\n\nbody\n', 'body'],
    ['   \n\t ', ''],
    ['\u001b[31mred\u001b[0m plain', 'red plain'],
    ['a\u0000b\u0007c\u200bd\ufeffe\u0301f', 'abcdef'],
    ['✅ pass ⚠️ warn ❌ fail 😄', '[OK] pass [WARN] warn [FAIL] fail'],
    ['x⁵ ＨＥＬＬＯ ﬁle ① Ⅻ ⅓', 'x5 HELLO file 1 XII 1/3'],
    ['™ ‹q› ′ ″ ⇐ ↑', 'TM <q> \' " <= ^'],
    ['αβγ Привет', 'αβγ Привет'],
    ['emoji 🎞 \ue000', 'emoji ?'],
    ['日本', '??'],
    [`keep ${N}dim${F} toggles`, `keep ${N}dim${F} toggles`],
  ])('%j → %j', (input, output) => {
    expect(normalize(input, coverage)).toBe(output);
  });

  it('reports the share of characters that would print as ?', () => {
    expect(scanRenderability("function hello() { return 'world'; }", coverage)).toEqual({
      unrenderableRatio: 0,
      isSafe: true,
    });
    expect(scanRenderability('\ue000'.repeat(10), coverage)).toEqual({ unrenderableRatio: 1, isSafe: false });
    expect(scanRenderability(`${'a'.repeat(95)}${'\ue000'.repeat(5)}`, coverage).isSafe).toBe(true);
    expect(scanRenderability(`${'a'.repeat(94)}${'\ue000'.repeat(6)}`, coverage).isSafe).toBe(false);
  });
});

describe('head+tail truncation and data URLs', () => {
  it('keeps 1,200 head and 800 tail chars of a 5,010-char body at the defaults', () => {
    const body = `HEAD-${'x'.repeat(5000)}-TAIL`;
    const out = truncateHeadTail(body, 2000);
    expect(out).toBe(`${body.slice(0, 1200)} […3010ch elided…] ${body.slice(-800)}`);
  });

  it('honours the cap and ratio, and Infinity disables it', () => {
    expect(truncateHeadTail('y'.repeat(100), 10, 0.5)).toBe('yyyyy […90ch elided…] yyyyy');
    expect(truncateHeadTail('y'.repeat(100), Infinity)).toBe('y'.repeat(100));
  });

  it('replaces inline base64 payloads, including a Markdown image wrapper', () => {
    const payload = 'QUFB'.repeat(20);
    expect(elideDataUrls(`see ![shot](data:image/png;base64,${payload}) after`)).toBe(
      'see [data URL omitted: image/png, 80 base64 chars] after',
    );
    expect(elideDataUrls(`DATA:IMAGE/PNG;BASE64,${payload}`)).toBe('[data URL omitted: IMAGE/PNG, 80 base64 chars]');
    expect(elideDataUrls('prose data:image/png;base64,abc stays')).toBe('prose data:image/png;base64,abc stays');
    expect(elideDataUrls(`data:text/plain;charset=utf-8;base64,${payload}`)).toBe(
      '[data URL omitted: text/plain;charset=utf-8, 80 base64 chars]',
    );
  });

  it('stays linear on adversarial input', () => {
    const text = `${'['.repeat(80_000)};base64,`;
    expect(elideDataUrls(text)).toBe(text);
  });
});

describe('stopword dimming', () => {
  it('dims whole stopwords only, outside existing dim spans', () => {
    expect(dimStopwords('the cat sat on a mat')).toBe(`${N}the${F} cat sat ${N}on${F} ${N}a${F} mat`);
    expect(dimStopwords('The end. theory')).toBe(`${N}The${F} end. theory`);
    expect(dimStopwords(`${N}in the out${F} of`)).toBe(`${N}in the out${F} ${N}of${F}`);
    expect(dimStopwords('the', true)).toBe('the');
  });
});

describe('pagination', () => {
  it('word-wraps greedily and hard-splits words wider than the column', () => {
    expect(wrap('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('xx abcdefghij yy', 4)).toEqual(['xx', 'abcd', 'efgh', 'ij', 'yy']);
    expect(wrap('', 10)).toEqual([]);
  });

  it('fills grid pages to capacity; dim toggles take no cell and ride with the preceding page', () => {
    expect(paginateGrid(`ab${N}c${F}de`, 2)).toEqual([`ab${N}`, `c${F}d`, 'e']);
    expect(paginateGrid('', 4)).toEqual([]);
  });

  it('re-opens a dim span cut by a page boundary', () => {
    const shape = shapeGeometry('8x13-bw', 16); // 2 cols × 1 row
    expect(paginate(`a${N}bcd${F}e`, shape)).toEqual([`a${N}b`, `${N}cd${F}`, 'e']);
  });

  it('pages doc shapes by 2 × rows wrapped lines: 60 "ab" words fit one 160 px page, 61 need two', () => {
    const shape = shapeGeometry('doc-8on16-bw', 160); // 8 chars × 10 rows × 2 columns
    expect(paginate(Array(60).fill('ab').join(' '), shape)).toHaveLength(1);
    expect(paginate(Array(61).fill('ab').join(' '), shape)).toHaveLength(2);
  });
});
