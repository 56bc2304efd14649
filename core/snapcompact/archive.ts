/**
 * Archive updates as pure planning (snapcompact spec §6.8): earlier frames are carried forward, the first frame is
 * pinned, the oldest unpinned frames are evicted when the budget is short, and pages of this compaction that do not
 * fit survive as a text tail (at most two frame capacities, middle elided) that the next compaction frames first.
 * Rendering happens between `planArchiveUpdate` and `completeArchive`, in an activity.
 */
import type { ArchiveFrame, SnapcompactArchive } from './archive-types';
import { DIM_OFF, NEWLINE_GLYPH, endsInsideDim, stripMarkers } from './markers';
import { normalize, type FontCoverage } from './normalize';
import { pageSource, paginate } from './paginate';
import type { ResolvedShape } from './resolve-shape';
import { frameGrid } from './shapes';
import { dimStopwords } from './stopwords';
import { TRUNCATE_HEAD_RATIO, truncateHeadTail } from './truncate';

export const TEXT_TAIL_MAX_PAGES = 2;
export const SUMMARY_HEADER = '[Summary of earlier history]';
export const RECENT_HEADER = '[Recent conversation]';

export interface ArchiveUpdateInput {
  previous?: SnapcompactArchive;
  /** The previous compaction's text summary, printed at the head when there is no earlier archive. */
  previousSummary?: string;
  /** serializeConversation() of the messages this compaction archives. */
  serialized: string;
  shape: ResolvedShape;
  coverage: FontCoverage;
  maxFrames: number;
}

export interface ArchivePlan {
  carried: ArchiveFrame[];
  /** Pages to print, oldest first, ready for rasterizePage (dim spans re-opened, stopwords dimmed if the shape asks). */
  pages: string[];
  textTail?: string;
  truncatedChars: number;
  evictedFrames: number;
  includedPreviousSummary: boolean;
  /** The earlier archive opened with the summary header and its first frame is still carried. */
  previousOpensWithSummary: boolean;
  keptFirstFrame: boolean;
}

function archiveSource(input: ArchiveUpdateInput): { text: string; includedPreviousSummary: boolean } {
  const fresh = normalize(input.serialized, input.coverage);
  if (input.previous) {
    const tail = input.previous.textTail ?? '';
    const closedTail = endsInsideDim(tail) ? tail + DIM_OFF : tail;
    const text = [closedTail, fresh].filter((part) => part !== '').join(NEWLINE_GLYPH);
    return { text, includedPreviousSummary: false };
  }
  const summary = input.previousSummary ? normalize(input.previousSummary, input.coverage) : '';
  if (summary === '') return { text: fresh, includedPreviousSummary: false };
  const head = `${SUMMARY_HEADER} ${summary}`;
  return { text: fresh === '' ? head : `${head} ${RECENT_HEADER} ${fresh}`, includedPreviousSummary: true };
}

function splitBudget(previous: readonly ArchiveFrame[], pageCount: number, maxFrames: number) {
  if (previous.length + pageCount <= maxFrames) {
    return { carried: [...previous], evicted: [] as ArchiveFrame[], renderCount: pageCount };
  }
  const pinned = maxFrames >= 2 && previous.length > 0 ? 1 : 0;
  const evictable = previous.length - pinned;
  const keep = Math.min(evictable, Math.max(0, maxFrames - pageCount - pinned));
  return {
    carried: [...previous.slice(0, pinned), ...previous.slice(previous.length - keep)],
    evicted: previous.slice(pinned, previous.length - keep),
    renderCount: Math.min(pageCount, maxFrames - pinned - keep),
  };
}

function textTail(pages: readonly string[], input: ArchiveUpdateInput): { tail?: string; elided: number } {
  if (pages.length === 0) return { elided: 0 };
  const joined = pages.map((p) => pageSource(p, input.shape)).join(input.shape.columns === 2 ? ' ' : '');
  const cap = TEXT_TAIL_MAX_PAGES * frameGrid(input.shape).capacity;
  const capped = truncateHeadTail(joined, cap, TRUNCATE_HEAD_RATIO).replace(/\u2026/g, '...');
  return { tail: capped, elided: Math.max(0, joined.length - cap) };
}

/** Decides what the next archive holds; `maxFrames` is the provider frame budget (providerFrameBudget). */
export function planArchiveUpdate(input: ArchiveUpdateInput): ArchivePlan {
  const maxFrames = Math.max(1, Math.floor(input.maxFrames));
  const { text, includedPreviousSummary } = archiveSource(input);
  const allPages = text === '' ? [] : paginate(text, input.shape);
  const previous = input.previous?.frames ?? [];
  const { carried, evicted, renderCount } = splitBudget(previous, allPages.length, maxFrames);
  const printed = allPages.slice(0, renderCount);
  const { tail, elided } = textTail(allPages.slice(renderCount), input);
  const evictedChars = evicted.reduce((sum, frame) => sum + frame.chars, 0);
  return {
    carried,
    pages: input.shape.stopwordDim ? printed.map((page) => dimStopwords(page)) : printed,
    ...(tail ? { textTail: tail } : {}),
    truncatedChars: (input.previous?.truncatedChars ?? 0) + evictedChars + elided,
    evictedFrames: evicted.length,
    includedPreviousSummary,
    previousOpensWithSummary: input.previous?.opensWithSummary === true,
    keptFirstFrame: previous.length > 0 && carried[0] === previous[0],
  };
}

export interface RenderedFrame {
  sha256: string;
  width: number;
  height: number;
  chars: number;
}

/** The archive to persist once the planned pages are rendered (one RenderedFrame per page, same order). */
export function completeArchive(
  plan: ArchivePlan,
  rendered: readonly RenderedFrame[],
  shape: ResolvedShape,
): SnapcompactArchive {
  if (rendered.length !== plan.pages.length) {
    throw new Error(`expected ${plan.pages.length} rendered frames, got ${rendered.length}`);
  }
  const grid = frameGrid(shape);
  const fresh: ArchiveFrame[] = rendered.map((frame) => ({
    ...frame,
    mimeType: 'image/png',
    shape: shape.name,
    frameSize: shape.frameSize,
    cols: grid.cols,
    rows: grid.rows,
    columns: shape.columns,
    ...(shape.imageDetail ? { detail: shape.imageDetail } : {}),
  }));
  const frames = [...plan.carried, ...fresh];
  const opensWithSummary = plan.includedPreviousSummary || (plan.previousOpensWithSummary && plan.keptFirstFrame);
  const tailChars = plan.textTail ? stripMarkers(plan.textTail).length : 0;
  return {
    version: 1,
    frames,
    totalChars: frames.reduce((sum, frame) => sum + frame.chars, 0) + tailChars,
    truncatedChars: plan.truncatedChars,
    ...(plan.textTail ? { textTail: plan.textTail } : {}),
    ...(opensWithSummary ? { opensWithSummary: true as const } : {}),
  };
}
