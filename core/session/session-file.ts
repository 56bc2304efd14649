/**
 * Reading upstream session files (compaction spec §1.1), line by line so that importers can stream: a title slot
 * is skipped, the header comes first, and every entry is migrated to version 3 on the way in. Version 1 entries get
 * a linear id/parentId chain and `firstKeptEntryIndex` becomes `firstKeptEntryId`; version 2 `hookMessage` roles
 * become `custom`. Pure: ids are derived from the entry's position, so importing the same file twice yields the
 * same ids. Field-level validation of entries is the caller's (see the entry schema); what the store cannot hold
 * (deep nesting, NUL, lone surrogates, overlong ids) is rejected here (line-checks). A UTF-8 byte-order mark at the
 * start of the file is dropped. A version 1 file (header without `version`) whose entries already carry ids is read
 * as the seed reads it: a linear chain in file order (the file's `parentId`s are not followed); an entry keeps its
 * own id when it has one that no earlier entry took, so references to it (kept-entry ids, label targets) still hold.
 */
import type { SessionHeader } from './entries';
import { overlongId, scanText, unstorableString, type LineProblem } from './line-checks';

export const CURRENT_SESSION_VERSION = 3;

/** A line that cannot be read; `line` is 1-based in the file. */
export class SessionFileError extends Error {
  override readonly name = 'SessionFileError';
  constructor(
    readonly line: number,
    readonly field: string | undefined,
    /** The message without its line: `field: what is wrong`. */
    readonly detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }

  static of(line: number, field: string | undefined, message: string): SessionFileError {
    return new SessionFileError(line, field, field ? `${field}: ${message}` : message);
  }
}

const fail = (line: number, problem: LineProblem): never => {
  throw SessionFileError.of(line, problem.field, problem.message);
};

/** Id of the n-th entry (0-based, header excluded) of a version-1 file: 8 hex digits like upstream ids. */
export const legacyEntryId = (entryIndex: number): string => entryIndex.toString(16).padStart(8, '0');

type Raw = Record<string, unknown>;

export interface SessionFileReader {
  /** Feeds one physical line; returns the migrated entry, or undefined for the header/title/blank lines. */
  read(text: string, line: number): Raw | undefined;
  /** The header, once read. */
  header(): SessionHeader | undefined;
  /** The file's version as written (before migration). */
  sourceVersion(): number | undefined;
}

export function createSessionFileReader(): SessionFileReader {
  let header: SessionHeader | undefined;
  let version: number | undefined;
  let entryIndex = 0;
  let previousId: string | null = null;
  const v1Ids: V1Ids = { taken: new Set(), byIndex: [] };

  const readEntry = (raw: Raw, line: number): Raw => {
    if (!header) throw SessionFileError.of(line, 'type', 'the session header must come before any entry');
    const entry = version === 1 ? migrateV1(raw, { entryIndex, previousId, line, ids: v1Ids }) : raw;
    if (version !== undefined && version < 3) migrateHookMessage(entry);
    entryIndex += 1;
    previousId = typeof entry.id === 'string' ? entry.id : previousId;
    const overlong = overlongId(entry);
    return overlong ? fail(line, overlong) : entry;
  };

  return {
    read(text, line) {
      const content = line === 1 && text.startsWith('\uFEFF') ? text.slice(1) : text;
      if (content.trim() === '') return undefined;
      const raw = parseLine(content, line);
      if (raw.type === 'title' && !header) return undefined;
      if (raw.type === 'session') {
        if (header) throw SessionFileError.of(line, 'type', 'a second session header');
        header = readHeader(raw, line);
        version = header.version ?? 1;
        return undefined;
      }
      return readEntry(raw, line);
    },
    header: () => header,
    sourceVersion: () => version,
  };
}

/**
 * V8's parse message without the position inside the line that newer Node versions append ("(line 1 column 88)"):
 * next to the file's own line number it would name a second, meaningless line.
 */
const jsonProblem = (error: Error): string => error.message.replace(/\s*\(line \d+ column \d+\)$/, '');

/**
 * One line of a JSONL file as a JSON object, with the checks every importer needs: not too deeply nested, valid
 * JSON, an object, no string the store cannot hold (NUL, lone surrogates). Throws SessionFileError naming `line`.
 */
export function parseObjectLine(text: string, line: number): Raw {
  const scan = scanText(text);
  if (scan.tooDeep) fail(line, scan.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw SessionFileError.of(line, undefined, `not valid JSON (${jsonProblem(error as Error)})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw SessionFileError.of(line, undefined, 'expected a JSON object');
  }
  const unstorable = scan.suspicious ? unstorableString(value) : undefined;
  if (unstorable) fail(line, unstorable);
  return value as Raw;
}

function parseLine(text: string, line: number): Raw {
  const value = parseObjectLine(text, line);
  if (typeof value.type !== 'string') throw SessionFileError.of(line, 'type', 'missing entry type');
  return value;
}

function readHeader(raw: Raw, line: number): SessionHeader {
  if (typeof raw.id !== 'string' || raw.id === '') throw SessionFileError.of(line, 'id', 'the header needs an id');
  const overlong = overlongId({ id: raw.id });
  if (overlong) fail(line, overlong);
  // Only a missing version means version 1; null is a version that cannot be read.
  const version = raw.version === undefined ? 1 : raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > CURRENT_SESSION_VERSION) {
    throw SessionFileError.of(line, 'version', `unsupported session version ${JSON.stringify(raw.version)}`);
  }
  return { ...raw, version } as SessionHeader;
}

/** The ids given so far in a version 1 file, as a set and by entry index. */
interface V1Ids {
  taken: Set<string>;
  byIndex: string[];
}

interface V1Position {
  entryIndex: number;
  previousId: string | null;
  line: number;
  ids: V1Ids;
}

/** The entry's own id when it is a string no earlier entry took, else one derived from its position. */
function v1Id(raw: Raw, { entryIndex, ids }: V1Position): string {
  const own = raw.id;
  let id = typeof own === 'string' && own !== '' && !ids.taken.has(own) ? own : legacyEntryId(entryIndex);
  // A derived id an earlier entry already holds as its own: the position's id with a suffix is still unique.
  while (ids.taken.has(id)) id = `${id}-${entryIndex}`;
  ids.taken.add(id);
  ids.byIndex.push(id);
  return id;
}

function migrateV1(raw: Raw, position: V1Position): Raw {
  const { entryIndex, previousId, line } = position;
  const entry: Raw = { ...raw, id: v1Id(raw, position), parentId: previousId };
  if (entry.type === 'compaction' && 'firstKeptEntryIndex' in entry) {
    const index = entry.firstKeptEntryIndex;
    // The index counts the header as 0, so entry n of the file is index n + 1.
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 1 || index > entryIndex) {
      throw SessionFileError.of(line, 'firstKeptEntryIndex', `does not point at an earlier entry: ${String(index)}`);
    }
    entry.firstKeptEntryId = position.ids.byIndex[index - 1];
    delete entry.firstKeptEntryIndex;
  }
  return entry;
}

function migrateHookMessage(entry: Raw): void {
  const message = entry.message as Raw | undefined;
  if (entry.type === 'message' && message && message.role === 'hookMessage') {
    entry.message = { ...message, role: 'custom' };
  }
}
