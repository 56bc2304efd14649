import { countTokens } from '../../../core/compaction/tokens';
import { clampChunk, planFoldWindows } from '../../../core/summary';

const chunk = (label: string, tokens: number) => `${label}${'.'.repeat(tokens * 4 - label.length)}`;

describe('planFoldWindows', () => {
  it('keeps a fitting transcript in one window joined by blank lines', () => {
    expect(planFoldWindows(['a', 'b', 'c'], 100)).toEqual([
      { text: 'a\n\nb\n\nc', tokens: 2, firstChunk: 0, lastChunk: 2, truncatedChars: 0 },
    ]);
  });

  it('packs greedily in order without exceeding the budget', () => {
    const chunks = [chunk('A', 40), chunk('B', 40), chunk('C', 40), chunk('D', 90), chunk('E', 5)];
    const windows = planFoldWindows(chunks, 100);
    expect(windows.map((w) => [w.firstChunk, w.lastChunk])).toEqual([
      [0, 1],
      [2, 2],
      [3, 4],
    ]);
    expect(windows.map((w) => w.tokens)).toEqual([81, 40, 96]);
    expect(windows.every((w) => w.tokens <= 100)).toBe(true);
  });

  it('clamps a single oversized chunk in its own window and keeps its neighbours whole', () => {
    const big = 'x'.repeat(40000);
    const windows = planFoldWindows(['before', big, 'after'], 2000, 10);
    expect(windows.map((w) => [w.firstChunk, w.lastChunk, w.truncatedChars])).toEqual([
      [10, 10, 0],
      [11, 11, 40000 - 7600],
      [12, 12, 0],
    ]);
    expect(windows[1]?.text).toBe(`${'x'.repeat(7600)}\n\n[... 32400 more characters truncated]`);
  });

  it('never clamps below 1024 characters', () => {
    expect(clampChunk('y'.repeat(8000), 10, 0).text).toBe(
      `${'y'.repeat(1024)}\n\n[... 6976 more characters truncated]`,
    );
  });

  it('does not split a surrogate pair when clamping', () => {
    const text = `${'a'.repeat(1023)}${'😀'.repeat(3000)}`;
    const window = clampChunk(text, 10, 0);
    expect(window.text.startsWith(`${'a'.repeat(1023)}\n\n[...`)).toBe(true);
  });

  it('counts tokens as ceil(utf8 bytes / 4)', () => {
    expect([countTokens(''), countTokens('abcd'), countTokens('abcde'), countTokens('é'), countTokens('😀😀')]).toEqual(
      [0, 1, 2, 1, 2],
    );
  });
});
