/**
 * Codex's thread rollback (`thread_rolled_back {num_turns}`, codex-rs rollout reconstruction) on the session path:
 * the newest N user turns are dropped, i.e. the leaf moves to the entry before the Nth-last user message; with
 * fewer user messages than N, to the entry before the first one. Codex's history after a compaction holds that
 * compaction's replacement items, which are not entries here, so the walk stops at the latest compaction: a
 * rollback reaching past it leaves the leaf on the compaction. Only real user input counts (harness context
 * became developer messages). Pure.
 */
import type { SessionEntry } from '../../session/entries';

/** The new leaf for a rollback of `turns` over the path given newest first. */
export function rollBack(pathFromLeaf: Iterable<SessionEntry>, turns: number): string | null {
  let leaf: string | null = null;
  let oldestUser: SessionEntry | undefined;
  let seen = 0;
  for (const entry of pathFromLeaf) {
    leaf ??= entry.id;
    if (turns <= 0) return leaf;
    if (entry.type === 'compaction') return entry.id;
    if (entry.type !== 'message' || entry.message.role !== 'user') continue;
    seen += 1;
    oldestUser = entry;
    if (seen === turns) return entry.parentId;
  }
  return oldestUser ? oldestUser.parentId : leaf;
}
