/**
 * Activities that write a compaction's outcome: the audit row when a run starts and when it ends without a commit,
 * and `commitCompaction`, which appends the compaction entry exactly once (idempotency key = workflow id + run id,
 * so a retried activity or a re-run worker task returns the same entry) and only onto the branch it compacted.
 */
import {
  commitCompactionEntry,
  type CommitOutcome,
  type CompactionFields,
} from '../db/compaction-writes/commit-compaction';
import { recordCompaction, type CompactionAudit } from '../db/compaction-writes/record-compaction';
import { withTenant } from '../db/with-tenant';
import type { CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

export const CORE_VERSION = '1';

export interface CommitInput {
  tenantId: string;
  sessionId: string;
  entryId: string;
  fields: CompactionFields;
  snapshotLeafId: string;
  trigger: string;
  model?: string;
  promptHash?: string;
}

type OutcomeAudit = Omit<CompactionAudit, 'workflowId' | 'runId'>;

export function createCommitActivities(deps: CompactionDeps) {
  return {
    async recordCompactionOutcome(audit: OutcomeAudit): Promise<void> {
      await withTenant(deps.db, audit.tenantId, (tx) =>
        recordCompaction(tx, { ...audit, ...workflowRun(), coreVersion: CORE_VERSION }),
      );
    },

    async commitCompaction(input: CommitInput): Promise<CommitOutcome> {
      const { workflowId, runId } = workflowRun();
      const outcome = await commitCompactionEntry(deps.db, {
        ...input,
        timestamp: new Date(deps.now()).toISOString(),
        idempotencyKey: `compaction:${workflowId}:${runId}`,
        audit: {
          workflowId,
          runId,
          trigger: input.trigger,
          method: input.fields.method,
          tokensBefore: input.fields.tokensBefore,
          tokensAfter: input.fields.tokensAfter,
          model: input.model,
          promptHash: input.promptHash,
          coreVersion: CORE_VERSION,
        },
      });
      if (outcome.kind === 'committed' && !outcome.replayed) {
        await deps.hooks.afterCompact({
          tenantId: input.tenantId,
          sessionId: input.sessionId,
          compactionEntryId: outcome.entryId,
          fromExtension: input.fields.fromExtension === true,
        });
      }
      return outcome;
    },
  };
}
