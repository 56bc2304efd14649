/**
 * Where the kept tail of a compaction begins (compaction spec §4.3–4.4), decided over the compaction index. Rows
 * are index positions; the caller maps them back to entry ids.
 */
import { Flag, Kind, isMessageKind, type CompactionIndex } from './compaction-index';

export interface CutPoint {
  /** First row kept verbatim. */
  firstKept: number;
  /** Row of the user turn the cut splits, or −1. */
  turnStart: number;
  isSplitTurn: boolean;
}

/**
 * 1. No valid cut point in [start, end) → keep everything from `start`.
 * 2. Walk `message` rows newest → oldest summing estimates; once the sum reaches `keep`, cut at the first valid cut
 *    point at or after that row (default: the oldest cut point, i.e. keep everything).
 * 3. Pull the metadata rows just before the cut into the kept region, stopping at a message or a compaction.
 * 4. A cut that is not on a user message splits the turn that starts at the nearest earlier turn start.
 */
export function findCutPoint(index: CompactionIndex, start: number, end: number, keep: number): CutPoint {
  const cutPoints: number[] = [];
  for (let row = start; row < end; row += 1) if (hasCutFlag(index, row)) cutPoints.push(row);
  if (cutPoints.length === 0) return { firstKept: start, turnStart: -1, isSplitTurn: false };
  let cut = cutPoints[0]!;
  let acc = 0;
  for (let row = end - 1; row >= start; row -= 1) {
    if (!isMessageRow(index, row)) continue;
    acc += index.tokens[row] ?? 0;
    if (acc >= keep) {
      cut = cutPoints.find((c) => c >= row) ?? cut;
      break;
    }
  }
  while (cut > start) {
    const previous = index.kinds[cut - 1];
    if (previous === Kind.compaction || isMessageRow(index, cut - 1)) break;
    cut -= 1;
  }
  if (index.kinds[cut] === Kind.user) return { firstKept: cut, turnStart: -1, isSplitTurn: false };
  const turnStart = findTurnStart(index, cut, start);
  return { firstKept: cut, turnStart, isSplitTurn: turnStart !== -1 };
}

/** Nearest row at or before `from` (down to `start`) that starts a turn, or −1. */
export function findTurnStart(index: CompactionIndex, from: number, start: number): number {
  for (let row = from; row >= start; row -= 1) if (((index.flags[row] ?? 0) & Flag.turnStart) !== 0) return row;
  return -1;
}

const hasCutFlag = (index: CompactionIndex, row: number): boolean => ((index.flags[row] ?? 0) & Flag.cutPoint) !== 0;

const isMessageRow = (index: CompactionIndex, row: number): boolean => isMessageKind(index.kinds[row]);
