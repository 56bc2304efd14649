/**
 * The loop guard's decision (docs/usage-and-budgets.md, "Loop guard"; the "compaction loops burn credits" case): an
 * automatic compaction is stopped when the session's last `compactions` automatic compactions fell within the window
 * (and after the guard was last re-armed) and none of them shrank the context: compacting again would only repeat
 * them. Only committed compactions count (a failing provider or a dead end is not a loop of
 * summaries; the progress guard handles dead ends); one shrank the context when it left less than nine tenths of it. Pure.
 */

export interface LoopGuardKnobs {
  /** Automatic compactions allowed within the window before the guard looks at them; 0: no guard. */
  compactions: number;
  windowSeconds: number;
}

export const DEFAULT_LOOP_GUARD: LoopGuardKnobs = { compactions: 3, windowSeconds: 600 };

/** A compaction shrank the context when it left less than this fraction of it. */
export const SHRUNK_BELOW = 0.9;

export interface RecentCompaction {
  /** The context before and after it, as its audit row records them (null: not recorded). */
  tokensBefore: number | null;
  tokensAfter: number | null;
}

export const shrankContext = ({ tokensBefore, tokensAfter }: RecentCompaction): boolean =>
  tokensBefore !== null && tokensAfter !== null && tokensAfter < SHRUNK_BELOW * tokensBefore;

/** `recent`: the session's automatic compactions within the window and since the last re-arm, oldest first. */
export function loopGuardTrips(recent: readonly RecentCompaction[], knobs: LoopGuardKnobs): boolean {
  if (knobs.compactions <= 0 || recent.length < knobs.compactions) return false;
  return !recent.slice(-knobs.compactions).some(shrankContext);
}
