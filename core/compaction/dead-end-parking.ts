/**
 * Dead-end parking (compaction spec §3.4, §3.5; upstream #4786, #7151): once the progress guard has ended in a dead
 * end on an oversized turn, later automatic runs on that same turn whose plan still finds no cut point skip silently
 * instead of rescuing and warning again, so the warning is given at most once per oversized turn (§12 case 59). A cut
 * point appearing, a new turn, or the branch moving away from the turn re-arms the guard. Pure, over the index.
 */
import { Flag, type CompactionIndex } from './compaction-index';

/** What a dead end records about where it happened (the `compaction_warning` event's fields). */
export interface DeadEndMark {
  turnStartId: string;
}

/**
 * The turn a no-cut window is: its newest turn-start row (user, bash, branch summary or custom message), else the
 * window's first row (a window that opens mid-turn after a compaction). `scope` restricts the rows (a compaction's
 * kept tail, which is the next run's window). Undefined when no row is in scope.
 */
export function deadEndTurn(index: CompactionIndex, scope?: ReadonlySet<string>): string | undefined {
  let first: string | undefined;
  let turn: string | undefined;
  for (let row = 0; row < index.ids.length; row += 1) {
    const id = index.ids[row]!;
    if (scope && !scope.has(id)) continue;
    first ??= id;
    if (((index.flags[row] ?? 0) & Flag.turnStart) !== 0) turn = id;
  }
  return turn ?? first;
}

/**
 * Whether a run that found no cut point is parked: the latest dead end was on the very turn this window is. The
 * caller asks only after planning found no cut point; any plan re-arms.
 */
export function parkedOnDeadEnd(index: CompactionIndex, mark: DeadEndMark | null | undefined): boolean {
  if (!mark) return false;
  const turn = deadEndTurn(index);
  return turn !== undefined && turn === mark.turnStartId;
}
