/**
 * `?wait` on a proposing start: the run's result comes only with its decision (or the TTL), so a host waiting for
 * the result would wait a day. This waits instead until the run holds its proposal, or ends, or the bound passes,
 * and answers the run's view as a wait on any other start does. It reads no session content and decides nothing.
 *
 * Holding is seen on the audit row, which the run marks `proposed` in the transaction that parks the proposal: the
 * row is read with a backoff (the client has no event for it without a workflow update), then the run is
 * described, since the run may still be between parking and answering its progress query as `proposed`.
 */
import { readRunState } from '../store/compaction-writes/proposals';
import { compactionWorkflowId } from '../workflows/compaction-types';
import { awaitCompaction, describeCompaction, type CompactionView } from './compactions';
import type { ServiceDeps } from './deps';

type Ids = { tenantId: string; sessionId: string };

/** The first read comes soon (a proposal takes a summary call at least); later reads at most once a second. */
const FIRST_READ_MS = 100;
const MAX_READ_MS = 1_000;

/** Waits up to `waitMs` for the run to hold its proposal or end; its view (`running` when the bound passed). */
export async function awaitProposalHeld(
  deps: ServiceDeps,
  ids: Ids,
  runId: string,
  waitMs: number,
): Promise<CompactionView> {
  const run = { ...ids, workflowId: compactionWorkflowId(ids.tenantId, ids.sessionId), runId };
  const deadline = Date.now() + waitMs;
  for (let pause = FIRST_READ_MS; ; pause = Math.min(pause * 2, MAX_READ_MS)) {
    const remaining = deadline - Date.now();
    const state = await readRunState(deps.db, run);
    if (state?.status === 'proposed') {
      const view = await describeCompaction(deps, ids, runId);
      if (view.status !== 'running') return view;
    } else if (state && state.status !== 'running') {
      // Ended without a proposal (skipped, failed): the run's own result, as an ordinary wait answers it.
      return awaitCompaction(deps, ids, runId, Math.max(remaining, 0));
    }
    if (remaining <= 0) return describeCompaction(deps, ids, runId);
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, remaining)));
  }
}
