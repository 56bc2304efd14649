/**
 * Activity: the host's after-tree hooks (compaction spec §11 `session_tree {newLeafId, oldLeafId, summaryEntry?,
 * fromExtension?}`) once a navigation moved the leaf, with a branch summary or without. The hooks read the summary
 * entry through the store if they need it; only ids cross the history.
 */
import type { TreeEvent } from '../hooks/compaction-hooks';
import type { CompactionDeps } from './deps';

/** The activity's input is the hook event itself: ids only. */
export type AfterTreeInput = TreeEvent;

export function createRunAfterTreeHooks(deps: CompactionDeps) {
  return async function runAfterTreeHooks(input: AfterTreeInput): Promise<void> {
    if (deps.hooks.size === 0) return;
    await deps.hooks.afterTree({
      tenantId: input.tenantId,
      sessionId: input.sessionId,
      newLeafId: input.newLeafId,
      oldLeafId: input.oldLeafId,
      ...(input.summaryEntryId !== undefined ? { summaryEntryId: input.summaryEntryId } : {}),
      ...(input.fromExtension !== undefined ? { fromExtension: input.fromExtension } : {}),
    });
  };
}
