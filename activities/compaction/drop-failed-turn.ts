/**
 * Activities that take a failed assistant turn off the active path before recovery (overflow: stopReason error;
 * incomplete: stopReason length) and put it back when the recovery committed nothing. Both are `leaf_moved`
 * events guarded by the expected leaf, so a retry after success is a no-op and a concurrent append wins.
 */
import { moveLeaf, readEntries } from '../../store/session-store';
import { lastLeafMove } from '../../store/compaction-writes/last-leaf-move';
import { getSessionLeaf } from './session-leaf';
import type { CompactionDeps } from './deps';

export interface DropFailedTurnInput {
  tenantId: string;
  sessionId: string;
  stopReason: 'error' | 'length';
}

export interface DroppedTurn {
  /** The failed assistant entry, or null when the leaf was not such a turn. */
  droppedEntryId: string | null;
  /** The leaf after the drop (the failed turn's parent). */
  leafId: string | null;
}

export function createFailedTurnActivities(deps: CompactionDeps) {
  return {
    async dropFailedTurn(input: DropFailedTurnInput): Promise<DroppedTurn> {
      const leafId = await getSessionLeaf(deps.db, input);
      const previous = await lastLeafMove(deps.db, input);
      // A retry after a successful drop finds its own move as the newest one, still in place.
      if (previous?.reason === 'drop-failed-turn' && previous.to === leafId && previous.from) {
        return { droppedEntryId: previous.from, leafId };
      }
      if (!leafId) return { droppedEntryId: null, leafId };
      const [leaf] = await readEntries(deps.db, { ...input, ids: [leafId] });
      const failed = leaf?.type === 'message' && leaf.message.role === 'assistant';
      if (!leaf || !failed || leaf.message.role !== 'assistant' || leaf.message.stopReason !== input.stopReason) {
        return { droppedEntryId: null, leafId };
      }
      await moveLeaf(deps.db, { ...input, to: leaf.parentId, expectedLeaf: leafId, reason: 'drop-failed-turn' });
      return { droppedEntryId: leafId, leafId: leaf.parentId };
    },

    /** Moves the leaf back onto the failed turn when the leaf is still where the drop left it. */
    async restoreFailedTurn(input: { tenantId: string; sessionId: string; dropped: DroppedTurn }): Promise<boolean> {
      const { droppedEntryId, leafId } = input.dropped;
      if (!droppedEntryId) return false;
      const current = await getSessionLeaf(deps.db, input);
      if (current === droppedEntryId) return true;
      if (current !== leafId) return false;
      await moveLeaf(deps.db, { ...input, to: droppedEntryId, expectedLeaf: leafId, reason: 'restore' });
      return true;
    },
  };
}
