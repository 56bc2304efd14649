/**
 * Activities that write a compaction's outcome: the audit row when a run starts and when it ends without a commit,
 * and `commitCompaction`, which appends the compaction entry exactly once (idempotency key = workflow id + run id,
 * so a retried activity or a re-run worker task returns the same entry) and only onto the branch it compacted.
 *
 * Contract versions: v1 inputs carry no `coreVersion` (recorded as "1") and run the after-compact hooks inside the
 * commit, only on the first commit; v2 inputs name their workflow code version and say `afterCompactHooks:
 * 'separate'`: the workflow then runs the hooks in their own activity, also when the commit was a retry.
 */
import {
  commitCompactionEntry,
  type CommitOutcome,
  type CompactionFields,
} from '../../store/compaction-writes/commit-compaction';
import type { CompactionAudit } from '../../store/compaction-writes/record-compaction';
import { loadSummaryCheckpoints } from '../../store/compaction-writes/summary-checkpoints';
import type { MethodAttempt } from '../../schema';
import { ANTHROPIC_STEP } from './compact-anthropic-natively';
import { NATIVE_STEP } from './compact-natively';
import { nativeKey } from './parked-native';
import { recordRunOutcome } from '../../store/compaction-writes/run-fence';
import { withTenant } from '../../store/with-tenant';
import { fileOpsDetails } from './file-ops-details';
import type { ContentRequest } from './read-compaction-content';
import { programOf, type CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

/** The workflow code version of histories that predate versioned audits (the first compactSession program). */
export const LEGACY_CORE_VERSION = '1';

export interface CommitInput {
  tenantId: string;
  sessionId: string;
  entryId: string;
  fields: CompactionFields;
  snapshotLeafId: string;
  trigger: string;
  model?: string;
  promptHash?: string;
  /** v2: the workflow code version that made the decisions (the patch level), recorded on the audit row. */
  coreVersion?: string;
  /** v2: the workflow runs the after-compact hooks itself (runAfterCompactHooks). */
  afterCompactHooks?: 'separate';
  /** v2 file-ops patch: derive `fields.details` (cumulative file lists) from these ranges when it is absent. */
  fileOpsFrom?: Pick<ContentRequest, 'summarize' | 'turnPrefix' | 'previousCompactionId'>;
  /** Why a preferred method (handoff) passed on to the one that made these fields; kept on the audit row. */
  passedOn?: string;
  /** Every method of the chain the run tried, in order (openai-native-compaction patch on); kept on the audit row. */
  attempts?: MethodAttempt[];
  /** The fields come from a native compaction: move the run's parked native answer into preserveData. */
  nativeReplacement?: boolean;
}

/** The idempotency key of a run's compaction entry. */
const compactionKey = (workflowId: string, runId: string): string => `compaction:${workflowId}:${runId}`;

type OutcomeAudit = Omit<CompactionAudit, 'workflowId' | 'runId'>;

/**
 * The fields with the native answer parked for this run moved into preserveData: the replacement history
 * compactNatively parked, or the block compactAnthropicNatively parked. Absent only
 * when a first attempt of this commit already wrote the entry (the outcome cleared the run's checkpoints), and then
 * the replayed commit ignores these fields anyway.
 */
async function withNativeReplacement(deps: CompactionDeps, input: { tenantId: string; fields: CompactionFields }) {
  const parked = await loadSummaryCheckpoints(deps.db, nativeKey(input.tenantId));
  const openai = parked[NATIVE_STEP];
  if (openai)
    return { ...input.fields, preserveData: { ...input.fields.preserveData, openaiRemoteCompaction: openai } };
  const anthropic = parked[ANTHROPIC_STEP];
  if (anthropic)
    return { ...input.fields, preserveData: { ...input.fields.preserveData, anthropicCompaction: anthropic } };
  return input.fields;
}

export function createCommitActivities(deps: CompactionDeps) {
  return {
    async recordCompactionOutcome(audit: OutcomeAudit): Promise<void> {
      const { workflowId, runId } = workflowRun();
      await withTenant(deps.db, audit.tenantId, (tx) =>
        recordRunOutcome(
          tx,
          { ...audit, workflowId, runId, coreVersion: audit.coreVersion ?? LEGACY_CORE_VERSION, ...programOf(deps) },
          compactionKey(workflowId, runId),
        ),
      );
    },

    async commitCompaction(commit: CommitInput): Promise<CommitOutcome> {
      const { workflowId, runId } = workflowRun();
      const { coreVersion = LEGACY_CORE_VERSION, afterCompactHooks, fileOpsFrom, passedOn, attempts, ...rest } = commit;
      const { nativeReplacement, ...input } = rest;
      if (fileOpsFrom && input.fields.details === undefined) {
        input.fields = { ...input.fields, details: await fileOpsDetails(deps.db, { ...input, ...fileOpsFrom }) };
      }
      if (nativeReplacement) input.fields = await withNativeReplacement(deps, input);
      const outcome = await commitCompactionEntry(deps.db, {
        ...input,
        timestamp: new Date(deps.now()).toISOString(),
        idempotencyKey: compactionKey(workflowId, runId),
        audit: {
          workflowId,
          runId,
          trigger: input.trigger,
          method: input.fields.method,
          tokensBefore: input.fields.tokensBefore,
          tokensAfter: input.fields.tokensAfter,
          model: input.model,
          promptHash: input.promptHash,
          coreVersion,
          ...programOf(deps),
          ...(passedOn ? { passedOn } : {}),
          ...(attempts ? { attempts } : {}),
        },
      });
      if (outcome.kind === 'committed' && !outcome.replayed && afterCompactHooks !== 'separate') {
        await deps.hooks.afterCompact({
          tenantId: input.tenantId,
          sessionId: input.sessionId,
          compactionEntryId: outcome.entryId,
          fromExtension: input.fields.fromExtension === true,
        });
      }
      return outcome;
    },

    /** v2: the after-compact hooks of a committed compaction (run by the workflow, so a retried commit runs them too). */
    async runAfterCompactHooks(input: AfterCompactInput): Promise<void> {
      if (deps.hooks.size === 0) return;
      await deps.hooks.afterCompact(input);
    },
  };
}

export interface AfterCompactInput {
  tenantId: string;
  sessionId: string;
  compactionEntryId: string;
  fromExtension: boolean;
}
