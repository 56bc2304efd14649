/**
 * The lines of a transcript file as JSON objects with their 1-based line numbers, read with the same checks as an
 * upstream session file (session-file.ts): a byte-order mark on line 1 is dropped, blank lines are ignored, a line
 * that is not UTF-8, not JSON, not an object or holds what the store cannot keep fails naming its line — or, under
 * `skipped`, is left out and reported. Transcript importers need the whole file (their lines form a graph), so this
 * reads all of it. Pure.
 */
import { parseObjectLine, SessionFileError } from '../session/session-file';
import { UndecodableLine } from '../session/utf8-lines';
import { readOrSkip, type SkippedLine } from './bad-lines';

export type Raw = Record<string, unknown>;

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
 * Typed reads of one line's fields: each returns the value narrowed or throws SessionFileError naming the line and
 * the field (dotted path). Absent optional fields (`undefined` or `null`) read as undefined.
 */
export class LineReader {
  constructor(readonly line: number) {}

  fail(field: string | undefined, message: string): never {
    throw SessionFileError.of(this.line, field, message);
  }

  object(value: unknown, field: string): Raw {
    return isRaw(value) ? value : this.fail(field, expected('an object', value));
  }

  array(value: unknown, field: string): unknown[] {
    return Array.isArray(value) ? value : this.fail(field, expected('an array', value));
  }

  string(value: unknown, field: string): string {
    return typeof value === 'string' ? value : this.fail(field, expected('a string', value));
  }

  optionalString(value: unknown, field: string): string | undefined {
    return value === undefined || value === null ? undefined : this.string(value, field);
  }

  optionalNumber(value: unknown, field: string): number | undefined {
    if (value === undefined || value === null) return undefined;
    return typeof value === 'number' && Number.isFinite(value) ? value : this.fail(field, expected('a number', value));
  }

  optionalArray(value: unknown, field: string): unknown[] | undefined {
    return value === undefined || value === null ? undefined : this.array(value, field);
  }

  optionalObject(value: unknown, field: string): Raw | undefined {
    return value === undefined || value === null ? undefined : this.object(value, field);
  }

  /** An ISO-8601 time as the line wrote it, checked to parse. */
  timestamp(value: unknown, field: string): string {
    const text = this.string(value, field);
    return Number.isNaN(Date.parse(text)) ? this.fail(field, `not an ISO-8601 time: ${JSON.stringify(text)}`) : text;
  }
}

export const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kind = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

const expected = (what: string, value: unknown): string =>
  value === undefined ? `missing (${what} is expected)` : `must be ${what}, not ${kind(value)}`;
