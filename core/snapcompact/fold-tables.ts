/** Character folds applied before the font coverage check (snapcompact spec §5.2): emoji labels and punctuation. */

export const EMOJI_FOLD: Record<string, string> = {
  '\u2705': '[OK]',
  '\u2611': '[OK]',
  '\u2714': '[OK]',
  '\u274c': '[FAIL]',
  '\u274e': '[FAIL]',
  '\u2716': '[FAIL]',
  '\u26a0': '[WARN]',
  '\u{1f6a8}': '[ALERT]',
  '\u2139': '[INFO]',
  '\u{1f41b}': '[BUG]',
  '\u{1f4a5}': '[CRASH]',
  '\u{1f525}': '[HOT]',
  '\u{1f512}': '[LOCK]',
  '\u{1f513}': '[UNLOCK]',
  '\u{1f4c1}': '[DIR]',
  '\u{1f4c2}': '[DIR]',
  '\u{1f4c4}': '[FILE]',
  '\u{1f4dd}': '[NOTE]',
  '\u{1f9ea}': '[TEST]',
  '\u23f3': '[WAIT]',
  '\u231b': '[WAIT]',
  '\u{1f680}': '[RUN]',
};

const groups: [string, string][] = [
  ['\u2018\u2019\u201a\u201b\u2032\u2035', "'"],
  ['\u201c\u201d\u201e\u2033\u2036', '"'],
  ['\u2039', '<'],
  ['\u203a', '>'],
  ['\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043', '-'],
  ['\u2044', '/'],
  ['\u2024', '.'],
  ['\u2025', '..'],
  ['\u2026\u22ef', '...'],
  ['\u2022\u2023\u2219\u25cf\u25a0\u25aa', '*'],
  ['\u2190', '<-'],
  ['\u2191', '^'],
  ['\u2192', '->'],
  ['\u2193', 'v'],
  ['\u2194', '<->'],
  ['\u21d0', '<='],
  ['\u21d2', '=>'],
  ['\u21d4', '<=>'],
  ['\u2713', 'v'],
  ['\u2717\u2718', 'x'],
];

export const PUNCTUATION_FOLD: Record<string, string> = Object.fromEntries(
  groups.flatMap(([chars, to]) => [...chars].map((ch) => [ch, to])),
);

/** Box drawing (U+2500–257F): vertical strokes → `|`, horizontal → `-`, every corner/junction → `+`. */
export function foldBoxDrawing(cp: number): string | undefined {
  if (cp < 0x2500 || cp > 0x257f) return undefined;
  if (cp === 0x2502 || cp === 0x2503) return '|';
  if (cp === 0x2500 || cp === 0x2501) return '-';
  return '+';
}
