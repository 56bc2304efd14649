/** A session file's entries (migrated to version 3) and its cwd, for the quality eval, its bench and tests. */
import { readFileSync } from 'node:fs';
import type { SessionEntry } from '../../core/session/entries';
import { createSessionFileReader } from '../../core/session/session-file';

export function readSessionFile(file: string): { entries: SessionEntry[]; cwd?: string } {
  const reader = createSessionFileReader();
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, i) => reader.read(text, i + 1) ?? []) as unknown as SessionEntry[];
  const cwd = reader.header()?.cwd;
  return { entries, ...(cwd ? { cwd } : {}) };
}
