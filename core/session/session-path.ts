/**
 * The root→leaf path of a session tree (compaction spec §1.2 `getBranch`): walks parent links from the leaf and
 * stops at a missing parent (the loaded window's first entry, or an orphan) or a cycle. Pure.
 */
import type { SessionEntry } from './entries';

/** `leafId` null → empty path; undefined or unknown → the last entry is the leaf. */
export function pathToLeaf(entries: readonly SessionEntry[], leafId: string | null | undefined): SessionEntry[] {
  if (leafId === null || entries.length === 0) return [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  let current: SessionEntry | undefined = (leafId !== undefined && byId.get(leafId)) || entries[entries.length - 1];
  const seen = new Set<string>();
  const reversed: SessionEntry[] = [];
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    reversed.push(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return reversed.reverse();
}
