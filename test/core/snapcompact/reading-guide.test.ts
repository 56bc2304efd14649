import type { SnapcompactArchive } from '../../../core/snapcompact/archive-types';
import { DIM_OFF, DIM_ON } from '../../../core/snapcompact/markers';
import { buildReadingGuide } from '../../../core/snapcompact/reading-guide';

const frame = (shape: 'doc-8on16-sent-dim' | '6x12-dim', n: number) => ({
  sha256: n.toString(16).padStart(64, '0'),
  mimeType: 'image/png' as const,
  width: 2048,
  height: 2048,
  chars: 1000,
  shape,
  frameSize: 2048,
  cols: shape === '6x12-dim' ? 341 : 126,
  rows: shape === '6x12-dim' ? 170 : 128,
  columns: shape === '6x12-dim' ? (1 as const) : (2 as const),
});

describe('reading guide', () => {
  it('explains geometry, ink, truncation, the text tail and the files', () => {
    const archive: SnapcompactArchive = {
      version: 1,
      frames: [frame('doc-8on16-sent-dim', 1), frame('6x12-dim', 2)],
      totalChars: 2010,
      truncatedChars: 1500,
      textTail: `¶ai:done█<out>█${DIM_ON}ok${DIM_OFF}`,
      opensWithSummary: true,
    };
    const guide = buildReadingGuide({
      archive,
      files: { readFiles: ['src/a.ts', 'src/b.ts', 'artifact://7'], modifiedFiles: ['src/b.ts', 'src/c.ts'] },
    });
    expect(guide).toContain('2 image frames attached below');
    expect(guide).toContain('two columns side by side, each 126 characters wide and up to 128 rows tall');
    expect(guide).toContain('one grid 341 characters wide and up to 170 rows tall');
    expect(guide).toContain('six colours');
    expect(guide).toContain('printed in gray');
    expect(guide).toContain('[Summary of earlier history]');
    expect(guide).toContain('About 1,500 characters of older history were dropped');
    expect(guide).toContain('In total 2,010 characters of history');
    expect(guide).toContain('[Archived history, continued as text]\n¶ai:done\n<out>\nok');
    expect(guide.endsWith('<files>\nsrc/a.ts (Read)\nsrc/b.ts (RW)\nsrc/c.ts (Write)\n</files>')).toBe(true);
  });

  it('says so when there is nothing at all', () => {
    const empty: SnapcompactArchive = { version: 1, frames: [], totalChars: 0, truncatedChars: 0 };
    expect(buildReadingGuide({ archive: empty })).toBe('No prior history.');
  });
});
