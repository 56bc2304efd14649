/**
 * compactSession: one compaction of one session, for every trigger. Runs started before the `compact-session-v2`
 * patch replay through the frozen first program (./v1); new runs take the current one below.
 *
 * The current program loads a compact index (ids, kinds, token estimates; never content) together with the catalog
 * data and defaults its decisions depend on, decides in workflow code — gate, prune, cut — so that replay re-derives
 * the same decisions, and leaves every effect to activities. Overflow and incomplete recovery take the failed turn
 * off the active path first and put it back when nothing was committed; `willRetry` is true only after a commit.
 * Failure and cancellation clean up in a non-cancellable scope (restore the turn, record the root cause on the audit
 * row); every failure of the run is a typed ApplicationFailure, so a bad session fails one run and never wedges.
 */
import { CancellationScope, isCancellation, patched, setHandler, workflowInfo } from '@temporalio/workflow';
import type { DroppedTurn } from '../activities/compaction/drop-failed-turn';
import {
  COMPACT_SESSION_V2,
  compactionProgressQuery,
  type CompactionProgress,
  type CompactSessionInput,
  type CompactSessionResult,
} from './compaction-types';
import { validateCompactionInput } from './validate-input';
import { runCompaction, type Outcome } from './run-compaction';
import { db, localDb, PERF4_LOCAL_STORE_READS, type StoreCalls } from './proxies';
import { compactSessionV1 } from './v1/compact-session-v1';
import { asRunFailure, rootCause } from './workflow-failures';

type Ids = { tenantId: string; sessionId: string };

export async function compactSession(input: CompactSessionInput): Promise<CompactSessionResult> {
  if (!patched(COMPACT_SESSION_V2)) return compactSessionV1(input);
  const local = patched(PERF4_LOCAL_STORE_READS);
  const progress: CompactionProgress = { phase: 'starting' };
  setHandler(compactionProgressQuery, () => progress);
  const ids: Ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const recovering = input.trigger === 'overflow' || input.trigger === 'incomplete';
  const state: { dropped?: DroppedTurn } = {};
  let outcome: Outcome;
  try {
    validateCompactionInput(input);
    if (recovering) state.dropped = await db.dropFailedTurn({ ...ids, stopReason: stopReasonOf(input) });
    await audit(input, { status: 'running' }, local ? localDb : db);
    outcome = await runCompaction(input, progress, local);
  } catch (error) {
    progress.phase = isCancellation(error) ? 'cancelled' : 'failed';
    await CancellationScope.nonCancellable(() => cleanUp(input, state.dropped, error));
    throw asRunFailure(error);
  }
  // A rescue without a compaction (progress-guard-rescue; no earlier run can produce it) made room like a commit.
  const progressed = ['compacted', 'promoted'].includes(outcome.outcome) || outcome.progressGuard === 'rescued';
  await CancellationScope.nonCancellable(async () => {
    if (!progressed) await restore(ids, state.dropped);
    if (outcome.outcome !== 'compacted' && outcome.outcome !== 'superseded') {
      await audit(input, { status: outcome.outcome, error: outcome.reason });
    }
  });
  progress.phase = 'done';
  const willRetry = recovering && progressed && !outcome.automaticContinuationBlocked;
  return { ...outcome, workflowId: workflowInfo().workflowId, willRetry };
}

const stopReasonOf = (input: CompactSessionInput) => (input.trigger === 'overflow' ? 'error' : 'length');

type AuditStatus = Parameters<typeof db.recordCompactionOutcome>[0]['status'];

function audit(input: CompactSessionInput, fields: { status: AuditStatus; error?: string }, store: StoreCalls = db) {
  const trigger = String(input.trigger);
  return store.recordCompactionOutcome({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    trigger,
    ...fields,
    coreVersion: COMPACT_SESSION_V2,
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
