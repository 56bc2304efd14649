/**
 * All or nothing, or skip and report: a transcript importer reads each source line through `readOrSkip`, so the
 * first bad line fails the import naming its line, unless the caller skips bad lines, when it is left out and
 * recorded. Only SessionFileError (a bad line) is skipped; anything else is a bug and is thrown. Pure.
 */
import { SessionFileError } from '../session/session-file';

/** A line left out under `skipBadLines`, and why (the reason without its `line N: ` prefix). */
export interface SkippedLine {
  line: number;
  reason: string;
}

/** `read()`'s value, or undefined when it failed on a bad line and `skipped` collects them. */
export function readOrSkip<T>(skipped: SkippedLine[] | undefined, line: number, read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!skipped || !(error instanceof SessionFileError)) throw error;
    skipped.push({ line, reason: error.detail });
    return undefined;
  }
}
