/**
 * Inspection tool: prints a text file onto snapcompact frames and writes the PNGs.
 * Usage: npx tsx scripts/render-text.ts <text file> <shape name> <out dir> [frame size]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontCoverage } from '../core/snapcompact/font';
import { normalize } from '../core/snapcompact/normalize';
import { paginate } from '../core/snapcompact/paginate';
import { rasterizePage } from '../core/snapcompact/rasterize';
import { isShapeName, shapeGeometry } from '../core/snapcompact/shapes';
import { dimStopwords } from '../core/snapcompact/stopwords';
import { encodeFramePng } from '../activities/snapcompact/encode-png';
import { loadSnapcompactFonts } from '../activities/snapcompact/fonts';

async function main(): Promise<void> {
  const [file, name, out, size] = process.argv.slice(2);
  if (!file || !out || !isShapeName(name)) throw new Error('usage: render-text.ts <file> <shape> <out dir> [size]');
  const shape = shapeGeometry(name, size ? Number(size) : undefined);
  const fonts = await loadSnapcompactFonts();
  const font = fonts[shape.font];
  const text = normalize(readFileSync(file, 'utf8'), fontCoverage(font));
  mkdirSync(out, { recursive: true });
  const pages = paginate(text, shape);
  for (const [i, page] of pages.entries()) {
    const printed = shape.stopwordDim ? dimStopwords(page) : page;
    const frame = await encodeFramePng(rasterizePage({ page: printed, shape, font }));
    writeFileSync(join(out, `${name}-${i + 1}.png`), frame.png);
    console.log(`${name}-${i + 1}.png ${frame.width}x${frame.height} ${frame.png.length} bytes ${frame.sha256}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
