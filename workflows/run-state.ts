/**
 * What the steps of one compaction (./run-compaction.ts) hand each other: the run's input and ids, the opening
 * reads, and what loading and gating found. Types only.
 */
import type { CompactionIndex, CompactionSettings, ModelInfo } from '../core';
import type { BudgetNote } from '../activities/compaction/compaction-budget';
import type { CompactionDefaults } from '../activities/compaction/resolve-catalog';
import type { CompactionProgress, CompactSessionInput, Outcome } from './compaction-types';
import type { StoreCalls } from './proxies';

/** How the run's opening store calls go (the opening-reads patch: local activities, hooks asked of the worker). */
export interface OpeningReads {
  store: StoreCalls;
  askHooks: boolean;
  /** Patch openingReadOnce: one local activity makes every opening read (./opening-read.ts). */
  once: boolean;
}

export interface RunStart {
  input: CompactSessionInput;
  ids: { tenantId: string; sessionId: string };
  progress: CompactionProgress;
  reads: OpeningReads;
}

/** The run once its index and catalog data are loaded and its settings resolved. */
export interface LoadedRun extends RunStart {
  index: CompactionIndex;
  leafId: string | null;
  thinkingLevel?: string;
  model: ModelInfo;
  defaults: CompactionDefaults;
  promotionTarget?: ModelInfo;
  snapcompactFallback?: string;
  settings: CompactionSettings;
  /** The decision number before planning. */
  tokens: number;
  /** A spent monthly budget (patch budgetPassOn): the run holds, or its provider methods pass on. */
  budget?: BudgetNote;
  /** Whether the worker has hooks, when the opening read asked (patch openingReadOnce). */
  hooksRegistered?: boolean;
}

/** A step either hands the run on or ends it with an outcome. */
export type Step<T> = { kind: 'next'; run: T } | { kind: 'done'; outcome: Outcome };
