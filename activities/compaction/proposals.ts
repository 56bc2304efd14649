/**
 * The activities of a proposal (mode `propose`, workflows/proposal-step.ts): park what the run made for approval,
 * and record the decision taken on it. Both are keyed by the workflow run, so a repeated execution converges on the
 * same rows (the park is a local activity: at least once).
 */
import type { ProposalDecisionRecord } from '../../schema';
import {
  parkProposal as parkInStore,
  recordProposalDecision as recordInStore,
  type HeldProposal,
} from '../../store/compaction-writes/proposals';
import { snapshotStands } from '../../store/compaction-writes/commit-compaction';
import { programOf, type CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

/** The longest a proposal may wait for its decision (the API bounds the setting the same way). */
export const MAX_PROPOSAL_TTL_SECONDS = 7 * 24 * 3600;

export interface ParkProposalInput {
  tenantId: string;
  sessionId: string;
  trigger: string;
  ttlSeconds: number;
  proposal: HeldProposal;
}

export interface RecordProposalDecisionInput {
  tenantId: string;
  sessionId: string;
  decision: ProposalDecisionRecord['decision'];
  by: string;
  reason?: string;
}

export function createProposalActivities(deps: CompactionDeps) {
  return {
    /** Parks the proposal and marks the audit row `proposed`; answers when it expires (an ISO 8601 instant). */
    async parkProposal(input: ParkProposalInput): Promise<{ expiresAt: string }> {
      const run = { tenantId: input.tenantId, sessionId: input.sessionId, ...workflowRun() };
      const expiresAt = new Date(deps.now() + input.ttlSeconds * 1000).toISOString();
      await parkInStore(
        deps.db,
        { ...run, trigger: input.trigger, ...programOf(deps) },
        { ...input.proposal, expiresAt },
      );
      return { expiresAt };
    },

    /** Whether the session's branch still descends from the proposal's snapshot (checked before its pruning). */
    proposalSnapshotStands(input: { tenantId: string; sessionId: string; snapshotLeafId: string }): Promise<boolean> {
      return snapshotStands(deps.db, input);
    },

    async recordProposalDecision(input: RecordProposalDecisionInput): Promise<void> {
      const run = { tenantId: input.tenantId, sessionId: input.sessionId, ...workflowRun() };
      const at = new Date(deps.now()).toISOString();
      const { decision, by, reason } = input;
      await recordInStore(deps.db, run, { decision, by, at, ...(reason ? { reason } : {}) });
    },
  };
}
