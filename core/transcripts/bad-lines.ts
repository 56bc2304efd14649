/**
 * All or nothing, or skip and report: a transcript importer reads each source line through `readOrSkip`, so the
 * first bad line fails the import naming its line, unless the caller skips bad lines, when it is left out and
 * recorded. A field reader's WireFormatError (a JSON pointer into the line) becomes the line's SessionFileError with
 * the field as a dotted path, as upstream session files name theirs. Anything else is a bug and is thrown. Pure.
 */
import { WireFormatError } from '../formats/wire-format-error';
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
    const bad = lineError(error, line);
    if (!skipped || !bad) throw bad ?? error;
    skipped.push({ line, reason: bad.detail });
    return undefined;
  }
}

function lineError(error: unknown, line: number): SessionFileError | undefined {
  if (error instanceof SessionFileError) return error;
  if (!(error instanceof WireFormatError)) return undefined;
  const field = error.path.replace(/^\//, '').replaceAll('/', '.');
  return SessionFileError.of(line, field || undefined, error.reason);
}

/** `read()`'s value; a bad field it reads fails naming `line` (a line other than the one being walked). */
export const namingLine = <T>(line: number, read: () => T): T => readOrSkip(undefined, line, read) as T;
