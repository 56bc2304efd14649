/**
 * Materializes a `compaction` entry as the `compactionSummary` message of a rebuilt context (compaction spec §10):
 * the remote provider payload when a replacement history was preserved, and snapcompact frames as image blocks
 * (resolved by the caller, capped by total frame data). Superseded compactions get fixed placeholders. Pure.
 */
import { NATIVE_HISTORY_TYPE } from '../compaction/responses-items';
import { ANTHROPIC_COMPACTION_TYPE, anthropicCompaction } from './anthropic-compaction';
import type { CompactionEntry } from './entries';
import type { CompactionSummaryMessage, ImageBlock } from './messages';

/** A frame reference in `preserveData.snapcompact.frames`; the PNG itself lives in the store. */
export interface SnapcompactFrameRef {
  sha256: string;
  mimeType: string;
  /** `original` asks OpenAI not to downscale the frame; forwarded onto the image block. */
  detail?: string;
}

export type FrameResolver = (frame: SnapcompactFrameRef) => ImageBlock | undefined;

export const SNAPCOMPACT_FRAME_DATA_CAP = 3_000_000;
export const SUPERSEDED_SUMMARY = '[Superseded compaction summary elided after a newer compaction]';
export const SUPERSEDED_SHORT_SUMMARY = 'Superseded compaction elided';

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * The preserved OpenAI remote compaction, when it carries a provider and a replacement history and can be replayed
 * to `provider` (the provider the context is built for; unknown: assumed the same). Another provider cannot read
 * the encrypted items, so for it the compaction is an ordinary summary with its kept messages (spec §7.4).
 */
export function remoteReplacement(
  entry: CompactionEntry,
  provider?: string,
): { provider: string; replacementHistory: unknown[] } | undefined {
  const remote = record(entry.preserveData?.openaiRemoteCompaction);
  if (!remote || typeof remote.provider !== 'string' || !Array.isArray(remote.replacementHistory)) return undefined;
  if (provider !== undefined && remote.provider !== provider) return undefined;
  return { provider: remote.provider, replacementHistory: remote.replacementHistory };
}

/** Frame references of a snapcompact archive; malformed references are ignored. */
export function snapcompactFrames(entry: CompactionEntry): SnapcompactFrameRef[] {
  const frames = record(entry.preserveData?.snapcompact)?.frames;
  if (!Array.isArray(frames)) return [];
  return frames.flatMap((f) => {
    const ref = record(f);
    if (!ref || typeof ref.sha256 !== 'string' || typeof ref.mimeType !== 'string') return [];
    const detail = typeof ref.detail === 'string' ? { detail: ref.detail } : {};
    return [{ sha256: ref.sha256, mimeType: ref.mimeType, ...detail }];
  });
}

interface ResolvedImages {
  images: ImageBlock[];
  omitted: number;
  omittedBytes: number;
}

/**
 * The frames as image blocks, oldest first, within the per-request byte budget (snapcompact spec §6.5): the budget
 * is filled newest first, so the frames left out are always the oldest ones (the first frame's gap sits before the
 * kept frames), and their count and size are reported for the omission notice.
 */
function resolveImages(entry: CompactionEntry, resolve: FrameResolver | undefined): ResolvedImages {
  const resolved: ImageBlock[] = [];
  for (const ref of resolve ? snapcompactFrames(entry) : []) {
    const image = resolve!(ref);
    if (image) resolved.push(ref.detail && !image.detail ? { ...image, detail: ref.detail } : image);
  }
  let bytes = 0;
  let first = resolved.length;
  while (first > 0 && bytes + resolved[first - 1]!.data.length <= SNAPCOMPACT_FRAME_DATA_CAP) {
    first -= 1;
    bytes += resolved[first]!.data.length;
  }
  const dropped = resolved.slice(0, first);
  return {
    images: resolved.slice(first),
    omitted: dropped.length,
    omittedBytes: dropped.reduce((sum, image) => sum + image.data.length, 0),
  };
}

/** The three-line notice placed before the kept frames when older ones did not fit the byte budget. */
export function framesOmittedNotice(omitted: number, bytes: number): string {
  const frames = omitted === 1 ? '1 archived image frame' : `${omitted} archived image frames`;
  return [
    '-------------- snapcompact image middle omitted',
    `${frames} could not be included: their ${formatBytes(bytes)} of base64 data exceeded the per-request payload ` +
      'budget; the summary and the visible text edges remain.',
    '--------------',
  ].join('\n');
}

function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} KB`;
  return `${bytes} B`;
}

export function compactionSummaryMessage(
  entry: CompactionEntry,
  options: { superseded?: boolean; reverted?: boolean; resolveFrame?: FrameResolver; provider?: string } = {},
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
  // A reverted compaction is shown (transcript) with its summary, never sent: no native payload, no frames.
  if (options.reverted) return { ...message, reverted: true };
  if (options.superseded) return message;
  const remote = remoteReplacement(entry, options.provider);
  if (remote) {
    message.providerPayload = {
      type: NATIVE_HISTORY_TYPE,
      provider: remote.provider,
      items: remote.replacementHistory,
    };
  }
  const anthropic = remote ? undefined : anthropicCompaction(entry, options.provider);
  if (anthropic) message.providerPayload = { type: ANTHROPIC_COMPACTION_TYPE, ...anthropic };
  const { images, omitted, omittedBytes } = resolveImages(entry, options.resolveFrame);
  if (images.length > 0) message.images = images;
  if (omitted > 0) {
    message.blocks = [{ type: 'text', text: framesOmittedNotice(omitted, omittedBytes) }, ...images];
  }
  return message;
}
