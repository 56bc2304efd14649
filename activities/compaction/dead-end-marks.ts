/**
 * Activities of dead-end parking (compaction spec §3.9 step 11, §3.5): record a dead end as one `compaction_warning`
 * event (the stamp on the latest compaction entry and the parked turn), and read the latest one back.
 */
import type { DeadEndMark } from '../../core/compaction/dead-end-parking';
import type { CompactionWarningEvent } from '../../core/session/entries';
import { appendStoreEvents } from '../../store/session-store';
import { latestDeadEnd } from '../../store/session-store/dead-end-mark';
import type { CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

export interface RecordDeadEndInput {
  tenantId: string;
  sessionId: string;
  /** The latest compaction entry on the branch; absent when there is none (the event then only parks). */
  compactionEntryId?: string;
  turnStartId: string;
  warning: string;
}

export function createDeadEndMarks(deps: CompactionDeps) {
  return {
    async recordDeadEnd(input: RecordDeadEndInput): Promise<{ written: number }> {
      const { workflowId, runId } = workflowRun();
      const event: CompactionWarningEvent = {
        type: 'compaction_warning',
        ...(input.compactionEntryId ? { compactionEntryId: input.compactionEntryId } : {}),
        warning: input.warning,
        turnStartId: input.turnStartId,
      };
      const result = await appendStoreEvents(deps.db, {
        tenantId: input.tenantId,
        sessionId: input.sessionId,
        events: [event],
        idempotencyKey: `dead-end:${workflowId}:${runId}`,
      });
      return { written: result.replayed ? 0 : 1 };
    },
    readDeadEnd(input: { tenantId: string; sessionId: string }): Promise<DeadEndMark | null> {
      return latestDeadEnd(deps.db, input);
    },
  };
}
