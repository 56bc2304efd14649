/**
 * Preview and approve (docs/host-control.md): a compaction started with mode `propose` holds what it made; the host
 * reads it (`describeProposal`, from the store: the proposal is parked by reference) and approves or rejects it.
 * A decision is a Temporal workflow update: its validator refuses a proposal already decided or expired, and the
 * caller is told what the decision did when the update returns. Refusals are typed: ProposalNotPending (409) names
 * why, ProposalSuperseded (409) an approval the session's branch moved past.
 */
import { WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { readParkedProposal, readRunState, type ParkedProposal } from '../store/compaction-writes/proposals';
import {
  approveProposalUpdate,
  compactionWorkflowId,
  rejectProposalUpdate,
  type ProposalDecided,
} from '../workflows/compaction-types';
import type { ServiceDeps } from './deps';
import { runExists } from './run-ids';
import { CompactionNotFound, ProposalNotPending, ProposalSuperseded } from './errors';

type Ids = { tenantId: string; sessionId: string };

export interface ProposalDecisionRequest {
  /** The deciding key's id. */
  by: string;
  reason?: string;
}

const runOf = (ids: Ids, runId: string) => ({
  ...ids,
  workflowId: compactionWorkflowId(ids.tenantId, ids.sessionId),
  runId,
});

/** The proposal a run holds while it waits for its decision (undefined for every other run or state). */
export function describeProposal(deps: Pick<ServiceDeps, 'db'>, ids: Ids, runId: string) {
  return readParkedProposal(deps.db, runOf(ids, runId));
}

/** Commits the proposal; ProposalSuperseded when the session's branch moved past its snapshot. */
export async function approveProposal(deps: ServiceDeps, ids: Ids, runId: string, request: ProposalDecisionRequest) {
  const decided = await decide(deps, ids, runId, 'approve', request);
  if (decided.outcome === 'superseded') {
    const detail =
      `compaction ${runId} was approved but not committed: the session's branch moved past the proposal's ` +
      `snapshot (${decided.reason ?? 'branch-moved'}); start a new compaction`;
    throw new ProposalSuperseded(runId, detail);
  }
  return decided;
}

export function rejectProposal(deps: ServiceDeps, ids: Ids, runId: string, request: ProposalDecisionRequest) {
  return decide(deps, ids, runId, 'reject', request);
}

async function decide(
  deps: ServiceDeps,
  ids: Ids,
  runId: string,
  kind: 'approve' | 'reject',
  request: ProposalDecisionRequest,
): Promise<ProposalDecided> {
  const run = runOf(ids, runId);
  const state = await readRunState(deps.db, run);
  if (!state) {
    // A run started a moment ago has not written its audit row yet: it exists, it just holds no proposal yet.
    if (await runExists(deps, run.workflowId, runId)) throw await notPending(deps, ids, runId);
    throw new CompactionNotFound(runId);
  }
  if (state.status !== 'proposed') throw await notPending(deps, ids, runId);
  const handle = deps.client.workflow.getHandle(run.workflowId, runId);
  const update = kind === 'approve' ? approveProposalUpdate : rejectProposalUpdate;
  const args = { by: request.by, ...(request.reason ? { reason: request.reason } : {}) };
  try {
    return await handle.executeUpdate(update, { args: [args] });
  } catch (error) {
    // The validator refused (decided or expired meanwhile), or the run ended between the read and the update.
    if (error instanceof WorkflowUpdateFailedError || error instanceof WorkflowNotFoundError) {
      throw await notPending(deps, ids, runId, error);
    }
    throw error;
  }
}

/** Why the run holds no pending proposal, from its audit row: the decision (who, when, why) or its status. */
async function notPending(deps: Pick<ServiceDeps, 'db'>, ids: Ids, runId: string, error?: Error) {
  const state = await readRunState(deps.db, runOf(ids, runId));
  const decision = state?.decision;
  if (decision?.decision === 'expired') {
    return new ProposalNotPending(runId, `the proposal of compaction ${runId} expired at ${decision.at}`);
  }
  if (decision) {
    const why = decision.reason ? `: ${decision.reason}` : '';
    return new ProposalNotPending(
      runId,
      `the proposal of compaction ${runId} was already ${decision.decision} by ${decision.by} at ${decision.at}${why}`,
    );
  }
  const status = state?.status ?? 'running';
  const detail =
    status === 'running'
      ? `compaction ${runId} has no proposal yet (still running) or was not started with mode propose`
      : `compaction ${runId} holds no proposal (status ${status})${error ? `: ${error.message}` : ''}`;
  return new ProposalNotPending(runId, detail);
}

export type { ParkedProposal, ProposalDecided };
