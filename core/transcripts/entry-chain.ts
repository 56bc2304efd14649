/**
 * The session entries a transcript importer builds, linked as they are appended: each entry's parent is the current
 * leaf, the leaf moves to it, and a rollback moves the leaf back to an earlier entry (the next one then starts a
 * branch there). Every entry is checked against the entry schema as it is added, so an import fails on the source
 * line it came from; under `skipped` a bad entry is left out and reported instead, and the chain continues from the
 * entry before it. Pure: ids come from the caller (derived from the source), nothing is read from the clock.
 */
import type { SessionEntry, SessionHeader } from '../session/entries';
import { validateEntry } from '../session/entry-schema';
import { overlongId } from '../session/line-checks';
import { SessionFileError } from '../session/session-file';
import { readOrSkip, type SkippedLine } from './bad-lines';

/** An entry without its parent, which the chain assigns. */
export type EntryDraft = { id: string; type: SessionEntry['type']; timestamp: string } & Record<string, unknown>;

export interface ChainedEntries {
  entries: SessionEntry[];
  /** The source line of each entry (1-based), for naming it in a store error. */
  lines: number[];
  /** The active leaf after the last line: the last entry unless a rollback moved it. */
  leafId: string | null;
}

/** What a transcript importer produces: the session header and its chained entries. */
export interface TranscriptImport extends ChainedEntries {
  header: SessionHeader;
}

/** The id of the n-th entry (0-based) made from one source line or item whose own id is `base`. */
export const derivedId = (base: string, n: number): string => (n === 0 ? base : `${base}-${n}`);

export class EntryChain {
  private readonly entries: SessionEntry[] = [];
  private readonly lines: number[] = [];
  private readonly byId = new Map<string, { entry: SessionEntry; line: number }>();
  private leaf: string | null = null;

  constructor(private readonly skipped?: SkippedLine[]) {}

  /** Appends under the current leaf and moves the leaf to it; undefined when the entry was skipped as bad. */
  append(draft: EntryDraft, line: number): SessionEntry | undefined {
    const { id, type, ...rest } = draft;
    const raw = { type, id, parentId: this.leaf, ...rest };
    const entry = this.checked(raw, line);
    if (!entry) return undefined;
    this.entries.push(entry);
    this.lines.push(line);
    this.byId.set(entry.id, { entry, line });
    this.leaf = entry.id;
    return entry;
  }

  /** Moves the leaf to an entry already in the chain, or to null (the next entry starts a new root). */
  moveLeaf(id: string | null): void {
    if (id !== null && !this.byId.has(id)) throw new Error(`moveLeaf: no entry ${id} in the chain`);
    this.leaf = id;
  }

  get leafId(): string | null {
    return this.leaf;
  }

  /** The entries from the leaf back to the root, newest first. */
  *pathFromLeaf(): Generator<SessionEntry> {
    for (let id = this.leaf; id !== null;) {
      const { entry } = this.byId.get(id)!;
      yield entry;
      id = entry.parentId;
    }
  }

  result(): ChainedEntries {
    return { entries: this.entries, lines: this.lines, leafId: this.leaf };
  }

  private checked(raw: Record<string, unknown>, line: number): SessionEntry | undefined {
    return readOrSkip(this.skipped, line, () => {
      const overlong = overlongId(raw);
      if (overlong) throw SessionFileError.of(line, overlong.field, overlong.message);
      const first = this.byId.get(raw.id as string);
      if (first)
        throw SessionFileError.of(line, 'id', `the id ${String(raw.id)} repeats the entry of line ${first.line}`);
      const result = validateEntry(raw);
      if (!result.ok) throw new SessionFileError(line, result.path, result.message);
      return result.entry;
    });
  }
}
