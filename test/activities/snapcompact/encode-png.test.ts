import { createHash } from 'node:crypto';
import { writeFile, mkdtemp, readFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeFramePng } from '../../../activities/snapcompact/encode-png';
import { DEFAULT_FONTS_DIR, FontManifestError, loadSnapcompactFonts } from '../../../activities/snapcompact/fonts';
import { FrameNotFoundError, InMemoryFrameStore } from '../../../store/frames/frame-store';
import type { FontSet } from '../../../core/snapcompact/font';
import { paginate } from '../../../core/snapcompact/paginate';
import { rasterizePage } from '../../../core/snapcompact/rasterize';
import { SHAPE_NAMES, shapeGeometry } from '../../../core/snapcompact/shapes';
import { dimStopwords } from '../../../core/snapcompact/stopwords';
import { readPixels } from '../../../activities/snapcompact/frame-decoder';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await loadSnapcompactFonts();
});

const PAGE = '¶user:Hello there. General Kenobi!█¶ai:You are a bold one. 0O0 ©2026█<out>█\u000eok\u000f█</out>';

// Golden content addresses: any change to fonts, layout, palette or PNG options shows up here and is reviewed.
const GOLDEN: Record<string, string> = {
  '8x8r-bw': '58198defe8a0b0fc1e7a9eaf68c38a5e1846a1c52ccae252bbadf32098d44276',
  '8x8r-sent': '50cd3d0f84cf98f9e62360c5d23aa524cf0432bdf379a8d2c359ca671d58f1a5',
  '8x8u-bw': '902a266075f1508adb01a0f5440d6637c90d2ca89d7a0653a5dbe24447e8b190',
  '8x8u-sent': '308fee0d2121a8d62ac7f8562e93013690ce6ccc203d22293399091f853fbaa1',
  '6x6u-bw': 'f96ff8477c1a1c9deeddac7840395d3e3b1ae2d2b55141408f83af6e2a751b9d',
  '6x6u-sent': '0b789e09d9f51491ddb8299515edb079e702655899625ccb9bee8c3f302d45aa',
  '5x8-bw': '9148f69a0b5178c63c3ca808ce7b68b6ebc4952ba3bcab7baf2956a9b2294f23',
  '5x8-sent': '96c0fa02405f74adb378259212854f222946169946c4c06c265f770d73cd50ad',
  '6x12-dim': '0138ac506e511e6f4d87a1181d1a5a0c49a659ca868cfba79cbe3767a4e6065f',
  '8x13-bw': 'f09ebbb547df56ebab2ed45d2c349ed90340912b79a1630919df3730c950e6f6',
  '8on16-bw': 'f58cb7a6da82159261b786d8675cfeb306e604094a850bd617ea29f5bdda8e45',
  'doc-8on16-bw': 'e49db6ed954cc42ef61221a6eb88ef5a225fb60abed58926f9eb30ee450cc486',
  'doc-8on16-sent': '7b24b835a3fd90ad7c066884a8595136b94b5c6f1192d8b38542b893a3d5fd0b',
  'doc-8on16-sent-dim': 'eff9c63c90285226ab02bd1f48c71474ee367b58a894bc90861a524d42f8f978',
};

describe('frame PNGs', () => {
  it.each(SHAPE_NAMES)('%s encodes to the same bytes every time (golden sha256)', async (name) => {
    const shape = shapeGeometry(name, 256);
    const [first = ''] = paginate(PAGE, shape);
    const page = shape.stopwordDim ? dimStopwords(first) : first;
    const a = await encodeFramePng(rasterizePage({ page, shape, font: fonts[shape.font] }));
    const b = await encodeFramePng(rasterizePage({ page, shape, font: fonts[shape.font] }));
    expect(b.png.equals(a.png)).toBe(true);
    expect(a.sha256).toBe(createHash('sha256').update(a.png).digest('hex'));
    expect(a.sha256).toBe(GOLDEN[name]);
  });

  it('writes natural-cell frames as indexed PNGs narrowed to the colours present; 6x6u as RGB', async () => {
    const encode = async (name: (typeof SHAPE_NAMES)[number], page: string) => {
      const shape = shapeGeometry(name, 128);
      return (await encodeFramePng(rasterizePage({ page, shape, font: fonts[shape.font] }))).png;
    };
    const plain = await encode('8on16-bw', 'Hello there. General Kenobi!');
    expect([plain.readUInt8(24), plain.readUInt8(25)]).toEqual([1, 3]); // 1-bit palette
    const banded = await encode('8x8r-bw', 'Hi \u000edim\u000f');
    expect([banded.readUInt8(24), banded.readUInt8(25)]).toEqual([2, 3]); // white, black, band, gray
    const stretched = await encode('6x6u-bw', 'Hello');
    expect([stretched.readUInt8(24), stretched.readUInt8(25)]).toEqual([8, 2]);
  });

  it('hugs the printed rows: 28 chars of 8on16 at 128 px make a 128×32 frame, glyph ink only in the top 13 px', async () => {
    const shape = shapeGeometry('8on16-bw', 128);
    const frame = await encodeFramePng(
      rasterizePage({ page: 'Hello there. General Kenobi!', shape, font: fonts['8x13'] }),
    );
    expect([frame.width, frame.height]).toEqual([128, 32]);
    const pixels = await readPixels(frame.png);
    for (let y = 0; y < 32; y += 1) {
      const row = pixels.data.subarray(y * 128 * 3, (y + 1) * 128 * 3);
      if (y % 16 >= 13) expect(row.every((v) => v === 255)).toBe(true);
    }
  });
});

describe('fonts', () => {
  it('loads every font with its patched zero, which inks its middle more than O does', () => {
    for (const font of Object.values(fonts)) {
      const middle = (cp: number) => {
        const rows = font.glyphs.get(cp) as Uint8Array;
        const from = Math.floor(font.cellHeight / 4);
        return [...rows.slice(from, font.cellHeight - from)].reduce(
          (n, r) => n + r.toString(2).split('1').length - 1,
          0,
        );
      };
      expect(middle(0x30)).toBeGreaterThan(middle(0x4f));
    }
    expect(fonts['6x12'].glyphs.get(0x30)?.[6]).toBe(0x78);
  });

  it('refuses a font file that does not match its manifest hash', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fonts-'));
    await cp(DEFAULT_FONTS_DIR, dir, { recursive: true });
    const table = JSON.parse(await readFile(join(dir, '8x13.json'), 'utf8')) as { glyphs: Record<string, string> };
    table.glyphs['48'] = '00'.repeat(13);
    await writeFile(join(dir, '8x13.json'), `${JSON.stringify(table)}\n`);
    await expect(loadSnapcompactFonts(dir)).rejects.toThrow(FontManifestError);
    await expect(loadSnapcompactFonts(join(dir, 'missing'))).rejects.toThrow(FontManifestError);
  });
});

describe('in-memory frame store', () => {
  it('addresses frames by the sha256 of their bytes and returns them unchanged', async () => {
    const store = new InMemoryFrameStore();
    const png = Buffer.from('not really a png');
    const sha = await store.put(png, { width: 1, height: 1, shape: '8x13-bw' });
    expect(sha).toBe(createHash('sha256').update(png).digest('hex'));
    expect(await store.put(png, { width: 1, height: 1, shape: '8x13-bw' })).toBe(sha);
    expect((await store.get(sha)).equals(png)).toBe(true);
    await expect(store.get('0'.repeat(64))).rejects.toThrow(FrameNotFoundError);
  });
});
