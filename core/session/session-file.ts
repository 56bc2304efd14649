/**
 * Reading upstream session files (compaction spec §1.1), line by line so that importers can stream: a title slot
 * is skipped, the header comes first, and every entry is migrated to version 3 on the way in. Version 1 entries get
 * a linear id/parentId chain and `firstKeptEntryIndex` becomes `firstKeptEntryId`; version 2 `hookMessage` roles
 * become `custom`. Pure: ids are derived from the entry's position, so importing the same file twice yields the
 * same ids. Field-level validation of entries is the caller's (see the entry schema).
 */
import type { SessionHeader } from './entries';

export const CURRENT_SESSION_VERSION = 3;

/** A line that cannot be read; `line` is 1-based in the file. */
export class SessionFileError extends Error {
  override readonly name = 'SessionFileError';
  constructor(
    readonly line: number,
    readonly field: string | undefined,
    message: string,
  ) {
    super(`line ${line}${field ? ` (${field})` : ''}: ${message}`);
  }
}

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

  const readEntry = (raw: Raw, line: number): Raw => {
    if (!header) throw new SessionFileError(line, 'type', 'the session header must come before any entry');
    const entry = version === 1 ? migrateV1(raw, entryIndex, previousId, line) : raw;
    if (version !== undefined && version < 3) migrateHookMessage(entry);
    entryIndex += 1;
    previousId = typeof entry.id === 'string' ? entry.id : previousId;
    return entry;
  };

  return {
    read(text, line) {
      if (text.trim() === '') return undefined;
      const raw = parseLine(text, line);
      if (raw.type === 'title' && !header) return undefined;
      if (raw.type === 'session') {
        if (header) throw new SessionFileError(line, 'type', 'a second session header');
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

function parseLine(text: string, line: number): Raw {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SessionFileError(line, undefined, `not valid JSON (${(error as Error).message})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new SessionFileError(line, undefined, 'expected a JSON object');
  }
  if (typeof (value as Raw).type !== 'string') throw new SessionFileError(line, 'type', 'missing entry type');
  return value as Raw;
}

function readHeader(raw: Raw, line: number): SessionHeader {
  if (typeof raw.id !== 'string' || raw.id === '') throw new SessionFileError(line, 'id', 'the header needs an id');
  const version = raw.version ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > CURRENT_SESSION_VERSION) {
    throw new SessionFileError(line, 'version', `unsupported session version ${JSON.stringify(raw.version)}`);
  }
  return { ...raw, version } as SessionHeader;
}

function migrateV1(raw: Raw, entryIndex: number, previousId: string | null, line: number): Raw {
  const entry: Raw = { ...raw, id: legacyEntryId(entryIndex), parentId: previousId };
  if (entry.type === 'compaction' && 'firstKeptEntryIndex' in entry) {
    const index = entry.firstKeptEntryIndex;
    // The index counts the header as 0, so entry n of the file is index n + 1.
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 1 || index > entryIndex) {
      throw new SessionFileError(line, 'firstKeptEntryIndex', `does not point at an earlier entry: ${String(index)}`);
    }
    entry.firstKeptEntryId = legacyEntryId(index - 1);
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
