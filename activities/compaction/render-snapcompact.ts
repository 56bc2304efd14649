/**
 * Activity: the snapcompact method (no LLM). Reads the planned entries, prints them onto frames for the session
 * model's shape (carrying the previous archive forward), stores the PNGs by address and returns the entry fields:
 * the deterministic reading guide as summary and the archive (addresses only) as preserveData.snapcompact.
 */
import { Context } from '@temporalio/activity';
import { computeFileLists, extractFileOperations, type FileOpsDetails } from '../../core';
import { readPreservedArchive, withPreservedArchive } from '../../core/snapcompact/archive-types';
import type { ShapeSetting, SnapcompactModel } from '../../core/snapcompact/resolve-shape';
import { createPgFrameStore } from '../../store/frames/pg-frame-store';
import { buildSnapcompactArchive } from '../snapcompact/build-archive';
import type { CompactionDeps } from './deps';
import { startRenderHeartbeat } from './render-heartbeat';
import { parkFileOpsDetails } from './file-ops-details';
import { previousFileOperations, readCompactionContent, type ContentRequest } from './read-compaction-content';

export interface RenderSnapcompactInput extends ContentRequest {
  model: SnapcompactModel;
  shapeSetting?: ShapeSetting;
  /** v2 file-ops patch: leave `details` out of the result (the commit derives it). */
  fileOpsByReference?: boolean;
}

export interface SnapcompactOutcome {
  summary: string;
  shortSummary: string;
  /** Absent when the input asked for file operations by reference. */
  details?: FileOpsDetails;
  preserveData: Record<string, unknown>;
  renderedFrames: number;
  evictedFrames: number;
  frames: number;
}

export function createRenderSnapcompact(deps: CompactionDeps) {
  return async function renderSnapcompact(input: RenderSnapcompactInput): Promise<SnapcompactOutcome> {
    const heartbeat = startRenderHeartbeat(Context.current());
    try {
      return await render(deps, input, heartbeat.frame);
    } finally {
      heartbeat.stop();
    }
  };
}

async function render(
  deps: CompactionDeps,
  input: RenderSnapcompactInput,
  onFrame: () => void,
): Promise<SnapcompactOutcome> {
  const content = await readCompactionContent(deps.db, input);
  const previous = content.previous;
  const archived = previous ? readPreservedArchive(previous.preserveData) : undefined;
  const ops = extractFileOperations([...content.summarize, ...content.turnPrefix], previousFileOperations(previous));
  const details = computeFileLists(ops);
  const built = await buildSnapcompactArchive(
    {
      messages: [...content.summarize, ...content.turnPrefix],
      model: input.model,
      shapeSetting: input.shapeSetting,
      previous: archived,
      // A text summary of earlier history is printed at the head of the archive.
      previousSummary: previous && !archived ? previous.summary : undefined,
      files: { readFiles: details.readFiles, modifiedFiles: details.modifiedFiles },
    },
    { fonts: await deps.fonts(), store: createPgFrameStore(deps.db, input.tenantId), onFrame },
  );
  if (input.fileOpsByReference) await parkFileOpsDetails(deps.db, input, details);
  return {
    summary: built.summary,
    shortSummary: built.shortSummary,
    ...(input.fileOpsByReference ? {} : { details }),
    preserveData: withPreservedArchive(previous?.preserveData ?? {}, built.archive),
    renderedFrames: built.renderedFrames,
    evictedFrames: built.evictedFrames,
    frames: built.archive.frames.length,
  };
}
