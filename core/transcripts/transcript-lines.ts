/**
 * The lines of a transcript file as JSON objects with their 1-based line numbers, read with the same checks as an
 * upstream session file (session-file.ts): a byte-order mark on line 1 is dropped, blank lines are ignored, a line
 * that is not UTF-8, not JSON, not an object or holds what the store cannot keep fails naming its line — or, under
 * `skipped`, is left out and reported. Transcript importers need the whole file (their lines form a graph), so this
 * reads all of it. Pure.
 */
import { parseObjectLine, SessionFileError } from '../session/session-file';
import { UndecodableLine } from '../session/utf8-lines';
import { reader, type JsonObject, type Reader } from '../formats/read';
import { readOrSkip, type SkippedLine } from './bad-lines';

export type Raw = JsonObject;
export { isObject as isRaw } from '../formats/read';
export type { Reader } from '../formats/read';

export interface TranscriptLine {
  line: number;
  value: Raw;
}

export function parseTranscriptLines(
  texts: readonly (string | UndecodableLine)[],
  skipped?: SkippedLine[],
): TranscriptLine[] {
  const out: TranscriptLine[] = [];
  texts.forEach((text, index) => {
    const line = index + 1;
    readOrSkip(skipped, line, () => {
      if (text instanceof UndecodableLine) throw new SessionFileError(line, undefined, text.message);
      const content = line === 1 && text.startsWith('\uFEFF') ? text.slice(1) : text;
      if (content.trim() !== '') out.push({ line, value: parseObjectLine(content, line) });
    });
  });
  return out;
}

/**
 * The field reader of a transcript format (the wire formats' reader, core/formats/read.ts): it throws
 * WireFormatError with a JSON pointer into the line, which readOrSkip turns into the line's SessionFileError.
 */
export const transcriptReader = (format: 'claude-code' | 'codex'): Reader => reader(format);

/** An ISO-8601 time as the line wrote it, checked to parse. */
export function isoTime(r: Reader, value: unknown, path: string): string {
  const text = r.string(value, path);
  return Number.isNaN(Date.parse(text)) ? r.fail(path, `not an ISO-8601 time: ${JSON.stringify(text)}`) : text;
}
