/**
 * Reads an upstream session file (any version, migrated to v3 on the way in) and returns the active branch:
 * the parent chain from the last entry in file order back to its root, as upstream's loader sets the leaf.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { SessionEntry, SessionHeader } from '../core/session/entries';
import { createSessionFileReader } from '../core/session/session-file';

export interface SessionFilePath {
  header: SessionHeader | undefined;
  /** Every entry of the file, in file order. */
  entries: SessionEntry[];
  /** Root → leaf. */
  path: SessionEntry[];
}

export async function readSessionPath(file: string): Promise<SessionFilePath> {
  const reader = createSessionFileReader();
  const entries: SessionEntry[] = [];
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    const entry = reader.read(text, line);
    if (entry) entries.push(entry as unknown as SessionEntry);
  }
  return { header: reader.header(), entries, path: activePath(entries) };
}

/** The root → leaf chain ending at the last entry; stops at a missing parent or a cycle. */
export function activePath(entries: readonly SessionEntry[]): SessionEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const path: SessionEntry[] = [];
  const seen = new Set<string>();
  let current = entries[entries.length - 1];
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.push(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path.reverse();
}
