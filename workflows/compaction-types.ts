/** Inputs, results and the progress query of the compactSession workflow (persisted in histories: extend only). */
import { defineQuery } from '@temporalio/workflow';
import type { CompactionSettings, CompactionStrategy, CompactionTrigger } from '../core';
import type { ShapeSetting } from '../core/snapcompact/resolve-shape';

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
}

export type CompactionOutcome = 'compacted' | 'skipped' | 'promoted' | 'cancelled' | 'superseded';

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
}

export type CompactionPhase = 'starting' | 'loading' | 'planning' | 'pruning' | 'summarizing' | 'committing' | 'done';

export interface CompactionProgress {
  phase: CompactionPhase;
  method?: string;
  framesRendered?: number;
  tokensBefore?: number;
  summaryCalls?: number;
}

export const compactionProgressQuery = defineQuery<CompactionProgress>('compactionProgress');

/** One workflow id per tenant and session, so concurrent triggers attach to the running compaction. */
export const compactionWorkflowId = (tenantId: string, sessionId: string): string => `compact:${tenantId}:${sessionId}`;
