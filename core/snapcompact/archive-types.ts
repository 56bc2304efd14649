/**
 * The persisted snapcompact archive (CompactionEntry.preserveData.snapcompact, archive model of snapcompact spec
 * §6.8). Frames are referenced by the sha256 of their PNG bytes; the bytes live in the frame store.
 */
import { z } from 'zod';
import { SHAPE_NAMES } from './shapes';

export const PRESERVE_KEY = 'snapcompact';

const frameSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  mimeType: z.literal('image/png'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Visible characters printed on the frame. */
  chars: z.number().int().nonnegative(),
  shape: z.enum(SHAPE_NAMES),
  frameSize: z.number().int().positive(),
  /** Characters per row (per column for doc shapes) and rows, as printed. */
  cols: z.number().int().positive(),
  rows: z.number().int().positive(),
  columns: z.union([z.literal(1), z.literal(2)]),
  detail: z.literal('original').optional(),
});

const archiveSchema = z.object({
  version: z.literal(1),
  frames: z.array(frameSchema),
  totalChars: z.number().int().nonnegative(),
  truncatedChars: z.number().int().nonnegative(),
  /** Newest history that did not fit the frame budget, verbatim (normalised: U+2588 newlines, dim toggles). */
  textTail: z.string().min(1).optional(),
  /** Frame 1 (or the tail, when nothing is framed) opens with [Summary of earlier history]. */
  opensWithSummary: z.literal(true).optional(),
});

export type ArchiveFrame = z.infer<typeof frameSchema>;
export type SnapcompactArchive = z.infer<typeof archiveSchema>;

export class InvalidArchiveError extends Error {
  override name = 'InvalidArchiveError';
}

/**
 * The archive stored under preserveData.snapcompact, or undefined when there is none. A present but malformed value
 * is a typed error: carrying a corrupt archive forward would silently lose history.
 */
export function readPreservedArchive(preserveData: unknown): SnapcompactArchive | undefined {
  if (typeof preserveData !== 'object' || preserveData === null) return undefined;
  const value = (preserveData as Record<string, unknown>)[PRESERVE_KEY];
  if (value === undefined) return undefined;
  const parsed = archiveSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidArchiveError(
      `preserveData.snapcompact is malformed at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** preserveData with the archive replaced (and the OpenAI remote-compaction payload dropped, as a snapcompact pass does). */
export function withPreservedArchive(preserveData: unknown, archive: SnapcompactArchive): Record<string, unknown> {
  const base = typeof preserveData === 'object' && preserveData !== null ? { ...(preserveData as object) } : {};
  const rest = Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'openaiRemoteCompaction'));
  return { ...rest, [PRESERVE_KEY]: archive };
}
