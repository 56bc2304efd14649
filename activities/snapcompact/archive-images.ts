/**
 * Turns a persisted archive back into image blocks for the context rebuild: each frame's PNG is fetched from the
 * frame store by its address and attached base64-encoded, oldest first, with the frame's detail hint.
 */
import type { ImageBlock } from '../../core/session/messages';
import type { SnapcompactArchive } from '../../core/snapcompact/archive-types';
import type { FrameStore } from '../../store/frames/frame-store';

export async function archiveImageBlocks(archive: SnapcompactArchive, store: FrameStore): Promise<ImageBlock[]> {
  const blocks: ImageBlock[] = [];
  for (const frame of archive.frames) {
    const png = await store.get(frame.sha256);
    blocks.push({
      type: 'image',
      data: png.toString('base64'),
      mimeType: frame.mimeType,
      ...(frame.detail ? { detail: frame.detail } : {}),
    });
  }
  return blocks;
}
