/**
 * Tree hooks on every navigation (compaction spec §11), behind the `navigationTreeHooks` patch: a plain
 * navigation (no summary asked for) runs through summarizeBranch too, so that its before-tree hooks can cancel it
 * (a summary they supply is ignored: the user did not ask to summarize), and every navigation that moved the leaf
 * ends with the after-tree hooks (`session_tree`). Runs recorded before the patch call neither.
 */
import type { NavigationCommit } from '../activities/compaction/branch-summary-commit';
import { patchApplies } from './patches';
import { hooks } from './proxies';

/** Runs the after-tree hooks for a committed navigation (only from the patch on); returns the commit unchanged. */
export async function afterTree(
  ids: { tenantId: string; sessionId: string },
  oldLeafId: string | null,
  done: NavigationCommit,
  fromExtension?: boolean,
): Promise<NavigationCommit> {
  if (!patchApplies('navigationTreeHooks')) return done;
  await hooks.runAfterTreeHooks({
    ...ids,
    newLeafId: done.leafId,
    oldLeafId,
    ...(done.summaryEntryId ? { summaryEntryId: done.summaryEntryId, fromExtension: fromExtension === true } : {}),
  });
  return done;
}
