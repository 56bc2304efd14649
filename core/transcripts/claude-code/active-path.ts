/**
 * The active branch of a Claude Code transcript (wire-formats spec §5.1–5.2): from the leaf (the last user or
 * assistant line) up the `parentUuid` links to the root. Non-conversation lines (progress, system) are links too and
 * stay in the path; a branch left by a rewind is not on it. A `compact_boundary` starts a new root: the walk goes on
 * at its `logicalParentUuid` when that line is in the file, else at the line before the boundary in file order, so
 * the history before a compaction is imported too. A parent that is not in the file (a resumed session's older
 * file) ends the walk; so does a cycle. Pure.
 */
import type { ClaudeCodeIndex, ClaudeCodeLine } from './claude-code-index';

export const isCompactBoundary = (line: ClaudeCodeLine): boolean =>
  line.type === 'system' && line.raw.subtype === 'compact_boundary';

/** Root first. */
export function activePath(index: ClaudeCodeIndex): ClaudeCodeLine[] {
  const reversed: ClaudeCodeLine[] = [];
  const seen = new Set<string>();
  for (let current = index.leaf; current && !seen.has(current.uuid); current = parentOf(index, current)) {
    seen.add(current.uuid);
    reversed.push(current);
  }
  return reversed.reverse();
}

function parentOf(index: ClaudeCodeIndex, line: ClaudeCodeLine): ClaudeCodeLine | undefined {
  if (line.parentUuid !== null) return index.byUuid.get(line.parentUuid);
  if (!isCompactBoundary(line)) return undefined;
  const logical = line.raw.logicalParentUuid;
  const named = typeof logical === 'string' ? index.byUuid.get(logical) : undefined;
  return named ?? (line.ordinal > 0 ? index.lines[line.ordinal - 1] : undefined);
}
