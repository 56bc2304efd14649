/**
 * Proposals (mode `propose`): what a run made and holds for approval is parked as one row of `summary_checkpoints`
 * under the run (activity `proposal`), beside the audit row marked `proposed` with its numbers, in one transaction.
 * The row is read by the API while the run waits; the run's recorded outcome deletes it with the run's other
 * checkpoints. A decision (approved, rejected, expired) is kept on the audit row: who, when, why.
 */
import { and, eq } from 'drizzle-orm';
import { compactions, type ProposalDecisionRecord } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { recordCompaction } from './record-compaction';
import { loadSummaryCheckpoints } from './summary-checkpoints';
import { summaryCheckpoints } from '../../schema';

/** The checkpoint step (and activity id) a proposal is parked under. */
export const PROPOSAL_STEP = 'proposal';

type Range = { fromId: string; toId: string };

/** What a proposal would commit: the summary, the numbers and the stretches of the path it summarizes and keeps. */
export interface HeldProposal {
  method: string;
  model?: string;
  summary: string;
  /** snapcompact: how many frames the summary carries. */
  frames?: number;
  tokensBefore: number;
  tokensAfter: number;
  firstKeptEntryId: string;
  snapshotLeafId: string;
  summarize?: Range;
  turnPrefix?: Range;
  keep?: Range;
  warning?: string;
}

export interface ParkedProposal extends HeldProposal {
  /** An ISO 8601 instant: undecided by then, the proposal expires. */
  expiresAt: string;
}

export interface RunRef {
  tenantId: string;
  sessionId: string;
  workflowId: string;
  runId: string;
}

export async function parkProposal(
  db: Db,
  run: RunRef & { trigger: string; coreVersion?: string; programVersion?: string },
  proposal: ParkedProposal,
): Promise<void> {
  await withTenant(db, run.tenantId, async (tx) => {
    await recordCompaction(tx, {
      ...run,
      status: 'proposed',
      method: proposal.method,
      tokensBefore: proposal.tokensBefore,
      tokensAfter: proposal.tokensAfter,
      ...(proposal.model ? { model: proposal.model } : {}),
      firstKeptEntryId: proposal.firstKeptEntryId,
    });
    const key = { tenantId: run.tenantId, workflowId: run.workflowId, runId: run.runId, activityId: PROPOSAL_STEP };
    await tx
      .insert(summaryCheckpoints)
      .values({ ...key, step: PROPOSAL_STEP, result: proposal })
      .onConflictDoNothing();
  });
}

/** The parked proposal of a run, while it waits for its decision. */
export async function readParkedProposal(db: Db, run: RunRef): Promise<ParkedProposal | undefined> {
  const key = { tenantId: run.tenantId, workflowId: run.workflowId, runId: run.runId, activityId: PROPOSAL_STEP };
  const parked = await loadSummaryCheckpoints(db, key);
  return parked[PROPOSAL_STEP] as ParkedProposal | undefined;
}

export async function recordProposalDecision(db: Db, run: RunRef, decision: ProposalDecisionRecord): Promise<void> {
  await withTenant(db, run.tenantId, (tx) =>
    tx
      .update(compactions)
      .set({ decision })
      .where(and(eq(compactions.workflowId, run.workflowId), eq(compactions.runId, run.runId))),
  );
}

/** The audit row's state of a run: its status and decision (undefined: no such run of the session). */
export async function readRunState(db: Db, run: RunRef) {
  const [row] = await withTenant(db, run.tenantId, (tx) =>
    tx
      .select({ status: compactions.status, decision: compactions.decision, error: compactions.error })
      .from(compactions)
      .where(
        and(
          eq(compactions.sessionId, run.sessionId),
          eq(compactions.workflowId, run.workflowId),
          eq(compactions.runId, run.runId),
        ),
      ),
  );
  return row;
}
