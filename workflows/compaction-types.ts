/** Inputs, results and the progress query of the compactSession workflow (persisted in histories: extend only). */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { CompactionPlan, CompactionSettings, CompactionStrategy, CompactionTrigger } from '../core';
import type { QualityGateMode, SummaryQuality } from '../core/quality/quality-gate';
import type { ShapeSetting } from '../core/snapcompact/resolve-shape';
import type { MethodAttempt } from '../store/compaction-writes/record-compaction';
import { PATCHES } from './patches';

export type { CompactionTrigger } from '../core';

export interface CompactionRequestSettings extends Partial<CompactionSettings> {
  /** Switch to the model's larger-window promotion target instead of compacting. */
  contextPromotion?: boolean;
  /** Idle compaction only runs at or above this many context tokens (default 200,000). */
  idleThresholdTokens?: number;
  /** Overrides the model catalog's context window. */
  contextWindow?: number;
  /** snapcompact.shape: `auto` (by model) or a forced variant. */
  snapcompactShape?: ShapeSetting;
  /** Tokens the host sends besides the messages (system prompt, tool definitions); counted in the decision. */
  nonMessageTokens?: number;
  /** The generic remote summarization endpoint (spec §7.1), tried before the local LLM summary. */
  remoteEndpoint?: string;
  /** The summary quality gate (patch summaryQualityGate): off, check (default) or enforce. */
  qualityGate?: QualityGateMode;
  /** The gate's small probe model, `provider/id` (patch qualityGateModel); its score never decides the gate. */
  qualityGateModel?: string;
  /** Speculative compaction (spec §3.7, default on): false, and an automatic run never claims an armed result. */
  asyncEnabled?: boolean;
}

export interface CompactSessionInput {
  tenantId: string;
  sessionId: string;
  trigger: CompactionTrigger;
  /** Custom instructions (manual compaction); they imply an LLM summary. */
  instructions?: string;
  /** The session's active model (`provider/id`); defaults to the session's default model. */
  model?: string;
  /** The summarizer model (`provider/id`); defaults to the worker's COMPACTOR_SUMMARY_MODEL. */
  summaryModel?: string;
  strategy?: CompactionStrategy;
  settings?: CompactionRequestSettings;
  /** Idle sweep: the session as the sweep saw it; the run skips (reason `active`) when it was appended to since. */
  idle?: { lastSeq: number; cacheExpired: boolean };
  /** Mode `propose` (patch proposalApproval): hold the made entry for approval, expiring after `ttlSeconds`. */
  proposal?: { ttlSeconds: number };
}

export type CompactionOutcome =
  'compacted' | 'skipped' | 'promoted' | 'cancelled' | 'superseded' | 'rejected' | 'expired';

export interface CompactSessionResult {
  outcome: CompactionOutcome;
  reason?: string;
  workflowId: string;
  compactionEntryId?: string;
  method?: string;
  model?: string;
  tokensBefore: number;
  tokensAfter?: number;
  /** Overflow/incomplete recovery committed: the failed turn may be retried now. */
  willRetry: boolean;
  warning?: string;
  /**
   * Progress guard (spec §3.9, `deadEndRescue` patch): `rescued` = eliding tool outputs created headroom;
   * `dead-end` = nothing did, and the run's warning says so.
   */
  progressGuard?: 'rescued' | 'dead-end';
  /** A non-idle run that made no progress: the host must not continue automatically (spec §3.9 step 9/11). */
  automaticContinuationBlocked?: boolean;
  /** Strategy `handoff`: the new session this one continues in (the old one is now `handed_off`). */
  handedOffTo?: string;
  /** The quality gate's record of the last summary it checked (under enforce a failing one passed on). */
  quality?: SummaryQuality;
  /**
   * Patch autoContinuePrompt: a threshold compaction that left headroom, with `autoContinue` on; the host continues
   * the agent with the continuation prompt the API renders (spec §3.9 step 11). Absent otherwise.
   */
  autoContinue?: true;
}

/** What a step or method of the run ends with; compactSession adds the workflow id and `willRetry`. */
export type Outcome = Omit<CompactSessionResult, 'workflowId' | 'willRetry'> & {
  willRetry?: boolean;
  /** A skip the method chain ended with: the methods it tried, for the audit row only (not the result). */
  attempts?: MethodAttempt[];
};

/** A plan with a cut point: what the methods compact. */
export type PlannedCut = Extract<CompactionPlan, { kind: 'plan' }>;

export type CompactionPhase =
  | 'starting'
  | 'loading'
  | 'planning'
  | 'pruning'
  | 'summarizing'
  | 'proposed'
  | 'committing'
  | 'done'
  | 'failed'
  | 'cancelled';

export interface CompactionProgress {
  phase: CompactionPhase;
  method?: string;
  framesRendered?: number;
  tokensBefore?: number;
  summaryCalls?: number;
}

export const compactionProgressQuery = defineQuery<CompactionProgress>('compactionProgress');

/** Who decides and why (the key id of the caller; a reason is required to reject). */
export interface ProposalDecision {
  by: string;
  reason?: string;
}

/** What a decision did, told to the caller of the update. */
export interface ProposalDecided {
  outcome: 'compacted' | 'superseded' | 'rejected';
  compactionEntryId?: string;
  reason?: string;
}

/** Decisions on a held proposal (mode `propose`, ./proposal-step.ts). */
export const approveProposalUpdate = defineUpdate<ProposalDecided, [ProposalDecision]>('approveProposal');
export const rejectProposalUpdate = defineUpdate<ProposalDecided, [ProposalDecision]>('rejectProposal');

/**
 * The generation of the compactSession program, recorded as the audit rows' core version (the second program's
 * patch id; the rows' program version names the exact bundle).
 */
export const PROGRAM_GENERATION = PATCHES.secondProgram.id;

/** Every compactSession run ends within this time, whatever happens (start it with these options). */
export const COMPACTION_EXECUTION_TIMEOUT = '1 hour';

/** The start options every caller uses: one id per session, attach to a running compaction, bounded run time. */
export function compactionStartOptions(input: CompactSessionInput, taskQueue: string) {
  return {
    taskQueue,
    workflowId: compactionWorkflowId(input.tenantId, input.sessionId),
    workflowIdConflictPolicy: 'USE_EXISTING' as const,
    workflowExecutionTimeout: COMPACTION_EXECUTION_TIMEOUT,
    args: [input] as [CompactSessionInput],
  };
}

/** One workflow id per tenant and session, so concurrent triggers attach to the running compaction. */
export const compactionWorkflowId = (tenantId: string, sessionId: string): string => `compact:${tenantId}:${sessionId}`;
