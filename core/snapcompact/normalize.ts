/**
 * Normalisation of archive text to what a bitmap font can print (snapcompact spec §5.2–5.3): whitespace collapse
 * (line breaks become U+2588), ASCII folds, and `?` for what no fold or glyph covers. The font coverage arrives as
 * data (a set of code points); nothing here reads fonts.
 */
import { EMOJI_FOLD, PUNCTUATION_FOLD, foldBoxDrawing } from './fold-tables';
import { NEWLINE_GLYPH } from './markers';

export interface FontCoverage {
  has(codePoint: number): boolean;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
const SPACE_RUN = /[\p{White_Space}\p{Cf}]+/gu;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const EDGES = /^[ \u2588]+|[ \u2588]+$/g;

const isLatin = (cp: number): boolean => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff);
const isPrintableFold = (s: string): boolean =>
  [...s].every((ch) => isLatin(ch.codePointAt(0) ?? 0) || ch in PUNCTUATION_FOLD);

interface Folded {
  out: string;
  graphic: boolean;
  fallback: boolean;
}

function foldChar(ch: string, coverage: FontCoverage): Folded {
  const cp = ch.codePointAt(0) ?? 0;
  if (isLatin(cp)) return { out: ch, graphic: true, fallback: false };
  if (ch === '\u000e' || ch === '\u000f' || ch === NEWLINE_GLYPH) return { out: ch, graphic: false, fallback: false };
  if (/\p{Cc}/u.test(ch)) return { out: '', graphic: false, fallback: false };
  const folded = EMOJI_FOLD[ch] ?? PUNCTUATION_FOLD[ch] ?? foldBoxDrawing(cp);
  if (folded !== undefined) return { out: folded, graphic: true, fallback: false };
  const nfkd = ch.normalize('NFKD').replace(/\p{M}/gu, '');
  if (nfkd !== ch && isPrintableFold(nfkd)) {
    return { out: [...nfkd].map((c) => PUNCTUATION_FOLD[c] ?? c).join(''), graphic: true, fallback: false };
  }
  if (coverage.has(cp) && !/\p{Extended_Pictographic}/u.test(ch)) return { out: ch, graphic: true, fallback: false };
  if (/[\p{Extended_Pictographic}\p{Cc}\p{Mn}\p{Me}\p{Cs}]/u.test(ch))
    return { out: '', graphic: false, fallback: false };
  return { out: '?', graphic: true, fallback: true };
}

function collapse(text: string): string {
  const plain = text.includes('\u001b') ? text.replace(ANSI, '') : text;
  return plain
    .replace(SPACE_RUN, (run) => {
      if (LINE_BREAK.test(run)) return NEWLINE_GLYPH;
      return /\p{White_Space}/u.test(run) ? ' ' : '';
    })
    .replace(EDGES, '');
}

export interface NormalizeResult {
  text: string;
  graphics: number;
  fallbacks: number;
}

/** Normalises `text` for a font and counts printed graphics and `?` fallbacks. */
export function normalizeWithStats(text: string, coverage: FontCoverage): NormalizeResult {
  let out = '';
  let graphics = 0;
  let fallbacks = 0;
  for (const ch of collapse(text)) {
    const folded = foldChar(ch, coverage);
    out += folded.out;
    if (folded.graphic) graphics += 1;
    if (folded.fallback) fallbacks += 1;
  }
  return { text: out.replace(/ {2,}/g, ' ').replace(EDGES, ''), graphics, fallbacks };
}

export const normalize = (text: string, coverage: FontCoverage): string => normalizeWithStats(text, coverage).text;

/** Share of graphic characters that would print as `?`; the archive is safe to image at 5% or less. */
export function scanRenderability(
  text: string,
  coverage: FontCoverage,
): { unrenderableRatio: number; isSafe: boolean } {
  const { graphics, fallbacks } = normalizeWithStats(text, coverage);
  const unrenderableRatio = graphics === 0 ? 0 : fallbacks / graphics;
  return { unrenderableRatio, isSafe: unrenderableRatio <= 0.05 };
}
