/**
 * Where the compaction index of a branch starts (compaction spec §4.1 with the fixed retained-history semantics of
 * §13.1-1): after the newest `reset_boundary` that follows the readable compaction, else at that compaction's
 * `firstKeptEntryId` (so entries it kept verbatim are re-considered, never lost), else at the branch root.
 */
import type { CompactionEntry, SessionEntry } from '../session/entries';

export interface BoundaryOptions {
  /** Provider of the active model; compactions carrying another provider's native replay are unreadable. */
  activeProvider?: string;
  /** `false` makes every provider-native compaction unreadable. */
  remoteEnabled?: boolean;
}

export interface Boundary {
  /** Index into the path of the first entry the next compaction considers. */
  start: number;
  /** Why the range starts there. */
  from: 'root' | 'compaction-kept' | 'compaction' | 'reset';
  /** The compaction whose summary the next one builds on (absent after a reset). */
  previous?: CompactionEntry;
}

/** Finds the boundary of the range a new compaction works on. */
export function findBoundary(path: readonly SessionEntry[], options: BoundaryOptions = {}): Boundary {
  let compactionIndex = -1;
  for (let i = path.length - 1; i >= 0 && compactionIndex < 0; i -= 1) {
    const entry = path[i]!;
    // A reset newer than the readable compaction wins: its summary is not reused.
    if (entry.type === 'reset_boundary') return { start: i + 1, from: 'reset' };
    if (entry.type === 'compaction' && isReadable(entry, options)) compactionIndex = i;
  }
  if (compactionIndex < 0) return { start: 0, from: 'root' };
  const previous = path[compactionIndex] as CompactionEntry;
  for (let i = compactionIndex - 1; i >= 0; i -= 1) {
    if (path[i]!.id === previous.firstKeptEntryId) return { start: i, from: 'compaction-kept', previous };
  }
  return { start: compactionIndex + 1, from: 'compaction', previous };
}

/**
 * A reverted compaction is no boundary (the next compaction summarizes what it had summarized); a compaction
 * replaced by provider-native history can only be replayed to that provider with remote enabled.
 */
function isReadable(entry: CompactionEntry, options: BoundaryOptions): boolean {
  if (entry.reverted === true) return false;
  const native = entry.preserveData?.openaiRemoteCompaction as { provider?: unknown } | undefined;
  if (!native || typeof native !== 'object') return true;
  if (options.activeProvider === undefined) return true;
  if (options.remoteEnabled === false) return false;
  return native.provider === undefined || native.provider === options.activeProvider;
}
