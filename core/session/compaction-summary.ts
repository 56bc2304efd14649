/**
 * Materializes a `compaction` entry as the `compactionSummary` message of a rebuilt context (compaction spec §10):
 * the remote provider payload when a replacement history was preserved, and snapcompact frames as image blocks
 * (resolved by the caller, capped by total frame data). Superseded compactions get fixed placeholders. Pure.
 */
import type { CompactionEntry } from './entries';
import type { CompactionSummaryMessage, ImageBlock } from './messages';

/** A frame reference in `preserveData.snapcompact.frames`; the PNG itself lives in the store. */
export interface SnapcompactFrameRef {
  sha256: string;
  mimeType: string;
}

export type FrameResolver = (frame: SnapcompactFrameRef) => ImageBlock | undefined;

export const SNAPCOMPACT_FRAME_DATA_CAP = 3_000_000;
export const SUPERSEDED_SUMMARY = '[Superseded compaction summary elided after a newer compaction]';
export const SUPERSEDED_SHORT_SUMMARY = 'Superseded compaction elided';

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** The preserved OpenAI remote compaction, when it carries a provider and a replacement history. */
export function remoteReplacement(entry: CompactionEntry): Record<string, unknown> | undefined {
  const remote = record(entry.preserveData?.openaiRemoteCompaction);
  return remote && typeof remote.provider === 'string' && Array.isArray(remote.replacementHistory) ? remote : undefined;
}

/** Frame references of a snapcompact archive; malformed references are ignored. */
export function snapcompactFrames(entry: CompactionEntry): SnapcompactFrameRef[] {
  const frames = record(entry.preserveData?.snapcompact)?.frames;
  if (!Array.isArray(frames)) return [];
  return frames.flatMap((f) => {
    const ref = record(f);
    return ref && typeof ref.sha256 === 'string' && typeof ref.mimeType === 'string'
      ? [{ sha256: ref.sha256, mimeType: ref.mimeType }]
      : [];
  });
}

function resolveImages(entry: CompactionEntry, resolve: FrameResolver | undefined): ImageBlock[] {
  if (!resolve) return [];
  const images: ImageBlock[] = [];
  let bytes = 0;
  for (const ref of snapcompactFrames(entry)) {
    const image = resolve(ref);
    if (!image) continue;
    bytes += image.data.length;
    if (bytes > SNAPCOMPACT_FRAME_DATA_CAP) break;
    images.push(image);
  }
  return images;
}

export function compactionSummaryMessage(
  entry: CompactionEntry,
  options: { superseded?: boolean; resolveFrame?: FrameResolver } = {},
): CompactionSummaryMessage {
  const message: CompactionSummaryMessage = {
    role: 'compactionSummary',
    summary: options.superseded ? SUPERSEDED_SUMMARY : entry.summary,
    tokensBefore: entry.tokensBefore,
    timestamp: Date.parse(entry.timestamp),
  };
  if (options.superseded) message.shortSummary = SUPERSEDED_SHORT_SUMMARY;
  else if (entry.shortSummary !== undefined) message.shortSummary = entry.shortSummary;
  if (entry.tokensAfter !== undefined) message.tokensAfter = entry.tokensAfter;
  if (entry.method !== undefined) message.method = entry.method;
  if (entry.warning !== undefined) message.warning = entry.warning;
  if (options.superseded) return message;
  const remote = remoteReplacement(entry);
  if (remote) message.providerPayload = remote;
  const images = resolveImages(entry, options.resolveFrame);
  if (images.length > 0) message.images = images;
  return message;
}
