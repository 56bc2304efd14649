/**
 * The shape of a compaction method (compaction spec §3.9; DESIGN §3 step 3): one descriptor per method — whether it
 * applies to this run, what it runs, how a typed failure of its activity passes on — so the chain is an ordered list
 * (./methods/index.ts) walked by one loop (./method-chain.ts). Types only: no workflow calls here.
 */
import type { ModelInfo } from '../core';
import type { SummaryQuality } from '../core/quality/quality-gate';
import type { CompactionFields } from '../store/compaction-writes/commit-compaction';
import type { MethodAttempt } from '../store/compaction-writes/record-compaction';
import type { CompactingResult } from '../activities/hooks/compaction-hooks';
import type { CompactionProgress, CompactSessionInput, Outcome, PlannedCut } from './compaction-types';

/** What every method may read: the run's input, its plan and numbers. */
export interface MethodRun {
  input: CompactSessionInput;
  ids: { tenantId: string; sessionId: string };
  plan: PlannedCut;
  model: ModelInfo;
  /** The leaf the plan was made on (the commits check it is still the leaf). */
  snapshotLeafId: string;
  thinkingLevel?: string;
  /** Why snapcompact cannot run on the model, from the catalog activity. */
  snapcompactFallback?: string;
  progress: CompactionProgress;
  tokensBefore: number;
  /** The opening-reads patch: ask the worker whether it has hooks before scheduling hook activities. */
  askHooks: boolean;
  /** The worker's answer, when the opening read already gave it (patch openingReadOnce). */
  hooksRegistered?: boolean;
  /** Opened by the loop before the first entry method runs. */
  entry?: EntryContext;
  /** An `enforce` quality gate passed this summary on: the gate's fallback methods apply. */
  gatedOut?: SummaryQuality;
  /** A spent budget set to pass on (its message): methods that call a provider pass on with reason `budget`. */
  overBudget?: string;
}

/** The context of the methods that make the compaction entry's content. */
export interface EntryContext {
  /** Whether the hook activities run (a worker without hooks skips them). */
  runHooks: boolean;
  /** What the compacting hooks added for the summarizers (context lines, prompt, preserve data). */
  extra: CompactingResult;
}

/** The content of a compaction entry, as a method made it. */
export interface MadeEntry {
  fields: CompactionFields;
  model?: string;
  promptHash?: string;
  warning?: string;
  frames?: number;
  /** Made by a native method: the commit moves the parked provider payload into preserveData. */
  native?: boolean;
  /** A native method's words for what compacted, for the warning of a method that passed on before it. */
  compactedBy?: string;
  /** The quality gate's record of a text summary (never its content). */
  quality?: SummaryQuality;
  /**
   * Context tokens the entry keeps besides its summary and frames (Anthropic's exact tail, replayed verbatim after
   * the block), counted in its tokens after from the `nativeRetainedTokens` patch on.
   */
  retainedTokens?: number;
}

export type MethodResult =
  /** The entry's content: the chain stops and the run commits it. */
  | { kind: 'made'; made: MadeEntry }
  /** The method ended the run itself (a handoff committed, a hook cancelled). */
  | { kind: 'done'; outcome: Outcome }
  /** The method could not serve this run: recorded as an attempt with its reason, the next one runs. */
  | { kind: 'passed-on'; reason: string; quality?: SummaryQuality }
  /** The method had nothing to add (a hook that supplied no compaction): not an attempt. */
  | { kind: 'declined' };

export interface CompactionMethod {
  /** The attempt's name on the audit row. */
  readonly name: string;
  /** `session`: ends the run another way (a new session); `entry`: makes the compaction entry's content. */
  readonly makes: 'session' | 'entry';
  /** The method calls a provider (a paid call): past a budget set to pass on, the chain passes it on unasked. */
  readonly callsProvider?: boolean;
  /** The method shown by the progress query while it runs (none: the phase stays as it is). */
  readonly progress?: string;
  /** Asked when the chain reaches the method (not before: a patch asked here is recorded at that point). */
  applies(run: MethodRun): boolean;
  run(run: MethodRun): Promise<MethodResult>;
  /** A typed activity failure of `run`: the reason it passes on, or undefined when the run fails with it. */
  passOn?(error: unknown, run: MethodRun): string | undefined;
  /** The warning the compaction carries when this method passed on and `made` was committed instead. */
  note?(reason: string, made: MadeEntry): string;
}

/** What the chain ends with: an entry to commit (with every attempt), or the run's outcome. */
export type ChainResult =
  | {
      kind: 'made';
      made: MadeEntry;
      attempts: MethodAttempt[];
      warning?: string;
      passedOn?: string;
      runHooks: boolean;
      quality?: SummaryQuality;
    }
  | { kind: 'done'; outcome: Outcome };

/** Builds the entry's fields: the plan's cut and the run's numbers once, the method's content. */
export interface EntryContent {
  summary: string;
  method: NonNullable<CompactionFields['method']>;
  details?: CompactionFields['details'];
  shortSummary?: string;
  preserveData?: Record<string, unknown>;
}
