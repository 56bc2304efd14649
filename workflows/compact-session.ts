/**
 * compactSession: one compaction of one session, for every trigger. The first program (runs started before the
 * `secondProgram` patch) is retired (docs/workflow-versioning.md): its histories replay with the archived program
 * that still had it.
 *
 * The program loads a compact index (ids, kinds, token estimates; never content) together with the catalog data and
 * defaults its decisions depend on, decides in workflow code — gate, prune, cut — so that replay re-derives the same
 * decisions, and leaves every effect to activities. Overflow and incomplete recovery take the failed turn off the
 * active path first and put it back when nothing was committed; `willRetry` is true only after a commit. Failure and
 * cancellation clean up in a non-cancellable scope (restore the turn, record the root cause on the audit row);
 * every failure of the run is a typed ApplicationFailure, so a bad session fails one run and never wedges.
 */
import { CancellationScope, isCancellation, setHandler, workflowInfo } from '@temporalio/workflow';
import type { DroppedTurn } from '../activities/compaction/drop-failed-turn';
import {
  compactionProgressQuery,
  PROGRAM_GENERATION,
  type CompactionProgress,
  type CompactSessionInput,
  type CompactSessionResult,
  type Outcome,
} from './compaction-types';
import { patchApplies } from './patches';
import { validateCompactionInput } from './validate-input';
import { runCompaction } from './run-compaction';
import { db, localDb, type StoreCalls } from './proxies';
import type { OpeningReads } from './run-state';
import { asRunFailure, rootCause } from './workflow-failures';

type Ids = { tenantId: string; sessionId: string };

export async function compactSession(input: CompactSessionInput): Promise<CompactSessionResult> {
  patchApplies('secondProgram');
  const local = patchApplies('openingReadsLocal');
  const reads: OpeningReads = {
    store: local ? localDb : db,
    askHooks: local,
    once: local && patchApplies('openingReadOnce'),
  };
  const progress: CompactionProgress = { phase: 'starting' };
  setHandler(compactionProgressQuery, () => progress);
  const ids: Ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const recovering = input.trigger === 'overflow' || input.trigger === 'incomplete';
  const state: { dropped?: DroppedTurn } = {};
  let outcome: Outcome;
  try {
    validateCompactionInput(input);
    if (recovering) state.dropped = await db.dropFailedTurn({ ...ids, stopReason: stopReasonOf(input) });
    // Under openingReadOnce the opening read writes the running row (./opening-read.ts).
    if (!reads.once) await audit(input, { status: 'running' }, reads.store);
    outcome = await runCompaction(input, progress, reads);
  } catch (error) {
    progress.phase = isCancellation(error) ? 'cancelled' : 'failed';
    await CancellationScope.nonCancellable(() => cleanUp(input, state.dropped, error));
    throw asRunFailure(error);
  }
  // A rescue without a compaction (deadEndRescue patch; no earlier run can produce it) made room like a commit.
  const progressed = ['compacted', 'promoted'].includes(outcome.outcome) || outcome.progressGuard === 'rescued';
  const { attempts, ...result } = outcome;
  await CancellationScope.nonCancellable(async () => {
    if (!progressed) await restore(ids, state.dropped);
    if (outcome.outcome !== 'compacted' && outcome.outcome !== 'superseded') {
      await audit(input, { status: outcome.outcome, error: outcome.reason, ...(attempts ? { attempts } : {}) });
    }
  });
  progress.phase = 'done';
  const willRetry = recovering && progressed && !outcome.automaticContinuationBlocked;
  return { ...result, workflowId: workflowInfo().workflowId, willRetry };
}

const stopReasonOf = (input: CompactSessionInput) => (input.trigger === 'overflow' ? 'error' : 'length');

type AuditStatus = Parameters<typeof db.recordCompactionOutcome>[0]['status'];

type AuditFields = { status: AuditStatus; error?: string; attempts?: Outcome['attempts'] };

function audit(input: CompactSessionInput, fields: AuditFields, store: StoreCalls = db) {
  const trigger = String(input.trigger);
  return store.recordCompactionOutcome({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    trigger,
    ...fields,
    coreVersion: PROGRAM_GENERATION,
  });
}

/**
 * After a failure or a cancellation: put the failed turn back (a cancellation may have landed while the drop was in
 * flight, so the drop is asked again: it returns the recorded drop, or drops now and the restore undoes it), then
 * record the outcome with its root cause. A cleanup step that fails itself does not hide the original failure.
 */
async function cleanUp(input: CompactSessionInput, dropped: DroppedTurn | undefined, error: unknown) {
  const ids: Ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const cancelled = isCancellation(error);
  const recovering = input.trigger === 'overflow' || input.trigger === 'incomplete';
  let reason = rootCause(error);
  try {
    const redrop = cancelled && recovering && !dropped;
    await restore(ids, redrop ? await db.dropFailedTurn({ ...ids, stopReason: stopReasonOf(input) }) : dropped);
  } catch (restoreError) {
    reason = `${reason}; restoring the failed turn failed: ${rootCause(restoreError)}`;
  }
  await audit(input, { status: cancelled ? 'cancelled' : 'failed', error: reason }).catch(() => undefined);
}

async function restore(ids: Ids, dropped: DroppedTurn | undefined) {
  if (dropped?.droppedEntryId) await db.restoreFailedTurn({ ...ids, dropped });
}
