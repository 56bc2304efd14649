/** Snapcompact frames in the rebuilt context (snapcompact spec §6.5): detail hints survive, the byte cap keeps the newest. */
import { compactionSummaryMessage, SNAPCOMPACT_FRAME_DATA_CAP } from '../../../core/session/compaction-summary';
import type { CompactionEntry } from '../../../core/session/entries';

const frame = (n: number) => ({ sha256: `f${n}`, mimeType: 'image/png', detail: 'original' as const });

function archiveEntry(frames: number): CompactionEntry {
  return {
    type: 'compaction',
    id: 'c1',
    parentId: 'u1',
    timestamp: '2026-01-01T00:00:00.000Z',
    summary: 'guide',
    firstKeptEntryId: 'u1',
    tokensBefore: 1000,
    method: 'snapcompact',
    preserveData: { snapcompact: { frames: Array.from({ length: frames }, (_, i) => frame(i + 1)) } },
  };
}

describe('snapcompact frames in the rebuilt context', () => {
  it('keeps each frame’s detail: "original" hint when the resolver returns bare PNG data', () => {
    const message = compactionSummaryMessage(archiveEntry(2), {
      resolveFrame: (ref) => ({ type: 'image', data: `png-${ref.sha256}`, mimeType: ref.mimeType }),
    });
    expect(message.images).toEqual([
      { type: 'image', data: 'png-f1', mimeType: 'image/png', detail: 'original' },
      { type: 'image', data: 'png-f2', mimeType: 'image/png', detail: 'original' },
    ]);
  });

  it('fills the 3 MB frame budget newest first, drops the oldest frames and says so before the kept ones', () => {
    const size = 1_000_000;
    const message = compactionSummaryMessage(archiveEntry(5), {
      resolveFrame: (ref) => ({ type: 'image', data: ref.sha256.padEnd(size, '='), mimeType: ref.mimeType }),
    });
    expect(SNAPCOMPACT_FRAME_DATA_CAP).toBe(3_000_000);
    expect(message.images?.map((i) => i.data.slice(0, 2))).toEqual(['f3', 'f4', 'f5']);
    expect(message.blocks?.map((b) => (b.type === 'text' ? b.text : b.data.slice(0, 2)))).toEqual([
      [
        '-------------- snapcompact image middle omitted',
        '2 archived image frames could not be included: their 2.0 MB of base64 data exceeded the per-request ' +
          'payload budget; the summary and the visible text edges remain.',
        '--------------',
      ].join('\n'),
      'f3',
      'f4',
      'f5',
    ]);
  });

  it('adds no notice when every frame fits', () => {
    const message = compactionSummaryMessage(archiveEntry(2), {
      resolveFrame: (ref) => ({ type: 'image', data: 'x', mimeType: ref.mimeType }),
    });
    expect(message.blocks).toBeUndefined();
    expect(message.images).toHaveLength(2);
  });
});
