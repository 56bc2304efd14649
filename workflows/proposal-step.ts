/**
 * Preview and approve (patch proposalApproval): a run started with `proposal` stops before its commit. It parks
 * what it made (summary, numbers, the ranges it would summarize and keep) in the store by reference, so the proposal
 * is read from there and never from a query or an update result, and waits for a decision: the `approveProposal`
 * update commits through the ordinary commit step and tells the caller what the commit did (`compacted`, or
 * `superseded` when the session's branch moved past the snapshot); `rejectProposal` ends the run with the reason;
 * no decision within the TTL expires it. The validators refuse an update once a decision (or the expiry) is taken,
 * so two callers racing cannot both decide. Each decision is recorded on the run's audit row (who, when, reason).
 */
import { allHandlersFinished, condition, setHandler } from '@temporalio/workflow';
import { commitStep } from './commit-step';
import {
  approveProposalUpdate,
  rejectProposalUpdate,
  type Outcome,
  type ProposalDecided,
  type ProposalDecision,
} from './compaction-types';
import type { GuardResult } from './dead-end-rescue';
import type { ChainResult } from './method-types';
import type { PlannedRun } from './plan-step';
import { planRanges } from './plan-ranges';
import { appendPlanPruning } from './plan-step';
import { db, localDb } from './proxies';

type Made = Extract<ChainResult, { kind: 'made' }>;

type Taken = { kind: 'approved' | 'rejected'; decision: ProposalDecision } | { kind: 'expired' };

export async function holdProposal(run: PlannedRun, chain: Made, guarded: GuardResult): Promise<Outcome> {
  const { ids, input, progress, tokensBefore } = run;
  const ttlSeconds = input.proposal?.ttlSeconds ?? 0;
  const fields = chain.made.fields;
  await localDb.parkProposal({
    ...ids,
    trigger: String(input.trigger),
    ttlSeconds,
    proposal: {
      method: fields.method ?? 'llm-summary',
      ...(chain.made.model ? { model: chain.made.model } : {}),
      summary: fields.summary,
      ...(chain.made.frames ? { frames: chain.made.frames } : {}),
      tokensBefore,
      tokensAfter: guarded.tokensAfter,
      firstKeptEntryId: fields.firstKeptEntryId,
      snapshotLeafId: run.leafId ?? '',
      ...planRanges(run.plan),
      ...(guarded.warning ? { warning: guarded.warning } : {}),
    },
  });
  progress.phase = 'proposed';
  const state: { taken?: Taken; decided?: ProposalDecided } = {};
  const decide = (kind: 'approved' | 'rejected') => async (decision: ProposalDecision) => {
    state.taken = { kind, decision };
    await condition(() => state.decided !== undefined);
    return state.decided!;
  };
  const validator = (rejecting: boolean) => (decision: ProposalDecision) => {
    if (state.taken) throw new Error(`the proposal is already ${state.taken.kind}`);
    if (rejecting && !decision.reason) throw new Error('a rejection needs a reason');
  };
  setHandler(approveProposalUpdate, decide('approved'), { validator: validator(false) });
  setHandler(rejectProposalUpdate, decide('rejected'), { validator: validator(true) });
  if (!(await condition(() => state.taken !== undefined, ttlSeconds * 1000))) state.taken = { kind: 'expired' };
  const outcome = await decided(run, chain, guarded, state.taken!);
  state.decided = {
    outcome: outcome.outcome as ProposalDecided['outcome'],
    ...(outcome.compactionEntryId ? { compactionEntryId: outcome.compactionEntryId } : {}),
    ...(outcome.reason ? { reason: outcome.reason } : {}),
  };
  await condition(allHandlersFinished);
  return outcome;
}

/** Records the decision on the audit row, then commits an approved proposal; the others end without a commit. */
async function decided(run: PlannedRun, chain: Made, guarded: GuardResult, taken: Taken): Promise<Outcome> {
  const numbers = {
    method: chain.made.fields.method,
    tokensBefore: run.tokensBefore,
    tokensAfter: guarded.tokensAfter,
  };
  const who = taken.kind === 'expired' ? { by: 'ttl' } : taken.decision;
  await db.recordProposalDecision({ ...run.ids, decision: taken.kind, ...who });
  if (taken.kind === 'approved') {
    // Pruning only onto the branch the commit will take (else the commit reports the run superseded).
    const stands = await localDb.proposalSnapshotStands({ ...run.ids, snapshotLeafId: run.leafId });
    if (stands && run.plan.prune.length > 0) await appendPlanPruning(run.ids, run.plan);
    return commitStep(run, chain, guarded);
  }
  if (taken.kind === 'rejected') return { outcome: 'rejected', reason: taken.decision.reason ?? '', ...numbers };
  return { outcome: 'expired', reason: `not decided within ${run.input.proposal?.ttlSeconds} s`, ...numbers };
}
