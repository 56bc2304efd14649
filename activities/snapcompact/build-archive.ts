/**
 * The snapcompact archive step as one activity body: serialize the archived messages, plan the archive update
 * (pure core), print and encode the planned pages, put the PNGs in the frame store, and return what the compaction
 * entry persists (preserveData.snapcompact holds addresses, never PNG bytes) plus its reading-guide summary.
 */
import type { AgentMessage } from '../../core/session/messages';
import { completeArchive, planArchiveUpdate } from '../../core/snapcompact/archive';
import type { SnapcompactArchive } from '../../core/snapcompact/archive-types';
import { fontCoverage, type FontSet } from '../../core/snapcompact/font';
import { providerFrameBudget } from '../../core/snapcompact/frame-budget';
import { rasterizePage } from '../../core/snapcompact/rasterize';
import { buildReadingGuide, type FileLists } from '../../core/snapcompact/reading-guide';
import { resolveShape, type ShapeSetting, type SnapcompactModel } from '../../core/snapcompact/resolve-shape';
import { serializeConversation, type SerializeOptions } from '../../core/snapcompact/serialize';
import { encodeFramePng } from './encode-png';
import type { FrameStore } from '../../store/frames/frame-store';

export interface BuildArchiveInput {
  messages: readonly AgentMessage[];
  model: SnapcompactModel;
  shapeSetting?: ShapeSetting;
  previous?: SnapcompactArchive;
  previousSummary?: string;
  files?: FileLists;
  serializeOptions?: SerializeOptions;
  /** Per-provider image caps from configuration. */
  imageBudgets?: Readonly<Record<string, number>>;
}

export interface BuildArchiveResult {
  archive: SnapcompactArchive;
  summary: string;
  shortSummary: string;
  renderedFrames: number;
  evictedFrames: number;
}

export async function buildSnapcompactArchive(
  input: BuildArchiveInput,
  deps: { fonts: FontSet; store: FrameStore; onFrame?: () => void },
): Promise<BuildArchiveResult> {
  const shape = resolveShape(input.model, input.shapeSetting ?? 'auto');
  const font = deps.fonts[shape.font];
  const plan = planArchiveUpdate({
    previous: input.previous,
    previousSummary: input.previousSummary,
    serialized: serializeConversation(input.messages, {
      // Replaying archived thinking to Claude draws reasoning-extraction refusals; Claude archives omit it.
      includeThinking: !(shape.family === 'anthropic' || /claude/i.test(input.model.id ?? '')),
      ...input.serializeOptions,
    }),
    shape,
    coverage: fontCoverage(font),
    maxFrames: providerFrameBudget(input.model.provider, input.imageBudgets),
  });
  const rendered = [];
  for (const page of plan.pages) {
    const raster = rasterizePage({ page, shape, font });
    const frame = await encodeFramePng(raster);
    const sha256 = await deps.store.put(frame.png, { width: frame.width, height: frame.height, shape: shape.name });
    rendered.push({ sha256, width: frame.width, height: frame.height, chars: raster.chars });
    deps.onFrame?.();
  }
  const archive = completeArchive(plan, rendered, shape);
  const tailChars = archive.totalChars - archive.frames.reduce((n, f) => n + f.chars, 0);
  return {
    archive,
    summary: buildReadingGuide({ archive, files: input.files }),
    shortSummary:
      `Archived ${archive.totalChars.toLocaleString('en-US')} chars of history onto ${archive.frames.length} ` +
      `snapcompact frame${archive.frames.length === 1 ? '' : 's'}${tailChars > 0 ? ` (+${tailChars} chars as text)` : ''}`,
    renderedFrames: rendered.length,
    evictedFrames: plan.evictedFrames,
  };
}
