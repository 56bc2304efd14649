/**
 * Snapcompact benchmark: render + encode a full 8-frame archive per shape (median ms, PNG bytes per frame), and the
 * billed image tokens per 1,000 characters of history per shape and provider family against the text tokens
 * (UTF-8 bytes / 4) of the same history. History = the real v1 session fixture, serialized for the archive.
 * Usage: npx tsx bench/snapcompact.ts [samples] [session.jsonl]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeFramePng } from '../activities/snapcompact/encode-png';
import { loadSnapcompactFonts } from '../activities/snapcompact/fonts';
import type { AgentMessage } from '../core/session/messages';
import { billedTokens, frameTokenEstimate, type BillingFamily } from '../core/snapcompact/billing';
import { fontCoverage } from '../core/snapcompact/font';
import { layoutPage } from '../core/snapcompact/layout-cells';
import { normalize } from '../core/snapcompact/normalize';
import { paginate } from '../core/snapcompact/paginate';
import { rasterizePage } from '../core/snapcompact/rasterize';
import { serializeConversation } from '../core/snapcompact/serialize';
import { SHAPE_NAMES, frameGrid, shapeGeometry, type ShapeGeometry } from '../core/snapcompact/shapes';
import { dimStopwords } from '../core/snapcompact/stopwords';
import { measure } from './harness';

const FAMILIES: BillingFamily[] = ['anthropic', 'openai', 'google'];
const FRAMES = 8;

/** Minimal JSONL reader for the fixture: message entries only (the real importer lives elsewhere). */
function readSessionMessages(path: string): AgentMessage[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { type?: string; message?: AgentMessage })
    .filter((entry) => entry.type === 'message' && entry.message)
    .map((entry) => entry.message as AgentMessage);
}

const SHAPES: ShapeGeometry[] = [
  ...SHAPE_NAMES.map((name) => shapeGeometry(name)),
  shapeGeometry('6x12-dim', 1932),
  shapeGeometry('doc-8on16-sent-dim', 2048),
];
/** The real example session bundled with the repository. */
const DEFAULT_SESSION = join(__dirname, '..', 'examples', 'pi-session-v1.jsonl');

const label = (s: ShapeGeometry) => `${s.name}@${s.frameSize}`;

async function main(): Promise<void> {
  const samples = Number(process.argv[2] ?? 3);
  const session = process.argv[3] ?? DEFAULT_SESSION;
  const fonts = await loadSnapcompactFonts();
  const history = serializeConversation(readSessionMessages(session));
  const historyChars = history.length;
  const textTokens = Buffer.byteLength(history, 'utf8') / 4;
  process.stdout.write(
    `history: ${historyChars} chars serialized, ${textTokens.toFixed(0)} text tokens (bytes/4), ` +
      `${((textTokens / historyChars) * 1000).toFixed(1)} text tokens per 1,000 chars\n`,
  );

  const bytes = new Map<string, number[]>();
  const cases = SHAPES.map((shape) => {
    const font = fonts[shape.font];
    const text = normalize(history, fontCoverage(font));
    let pages = paginate(text, shape);
    while (pages.length < FRAMES) pages = [...pages, ...pages];
    const archive = pages.slice(0, FRAMES).map((p) => (shape.stopwordDim ? dimStopwords(p) : p));
    return {
      name: label(shape),
      run: async () => {
        const sizes: number[] = [];
        for (const page of archive) sizes.push((await encodeFramePng(rasterizePage({ page, shape, font }))).png.length);
        bytes.set(label(shape), sizes);
        return sizes;
      },
    };
  });
  const timings = await measure(cases, { samples, warmup: 1 });

  process.stdout.write(`\nrender + encode ${FRAMES} frames (median of ${samples}); PNG bytes per frame (mean)\n`);
  for (const t of timings) {
    const sizes = bytes.get(t.name) ?? [];
    const mean = sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length);
    process.stdout.write(
      `  ${t.name.padEnd(26)} ${t.medianMs.toFixed(0).padStart(7)} ms  ${mean.toFixed(0).padStart(9)} B/frame\n`,
    );
  }

  process.stdout.write(
    '\nbilled image tokens per 1,000 history chars (square estimate / real frame heights) vs text; ratio = image/text (square)\n',
  );
  for (const shape of SHAPES) {
    const font = fonts[shape.font];
    const pages = paginate(normalize(history, fontCoverage(font)), shape);
    const heights = pages.map((p) => layoutPage(p, shape).usedRows * shape.lineRepeat * shape.cellHeight);
    const cells = FAMILIES.map((family) => {
      const square = pages.length * frameTokenEstimate(family, shape.frameSize);
      const real = heights.reduce((sum, h) => sum + billedTokens(family, shape.frameSize, h), 0);
      const per1k = (n: number) => (n / historyChars) * 1000;
      return `${family} ${per1k(square).toFixed(1)}/${per1k(real).toFixed(1)} (x${(square / textTokens).toFixed(2)})`;
    });
    process.stdout.write(
      `  ${label(shape).padEnd(26)} ${String(pages.length).padStart(3)} frames (${frameGrid(shape).capacity} chars/frame)  ${cells.join('  ')}\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
