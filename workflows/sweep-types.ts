/**
 * The idle sweep's input, carried state and totals (persisted in histories and schedules: extend only), shared by
 * ./sweep-idle-sessions.ts and ./sweep-enqueue.ts. Types only.
 */
import type { FairIdlePage, IdleCursor } from '../activities/idle';
import type { SweepKnobInput } from '../core/compaction/sweep-knobs';

export interface SweepTotals {
  pages: number;
  /** Sessions read from the projection (qualifying or not). */
  scanned: number;
  /** Compactions this sweep started. */
  started: number;
  /** Not started: a compaction of the session was already running (or queued). */
  alreadyRunning: number;
  /**
   * Outcomes of the started compactions: counted only by sweeps that awaited them (before fairIdleSweep). An
   * enqueueing sweep does not wait for its compactions; their outcomes are on their audit rows.
   */
  compacted?: number;
  /** Started, but the run skipped (appended to since, below the floor, nothing to cut) or was superseded. */
  skipped?: number;
  failed?: number;
}

export interface SweepIdleInput extends SweepKnobInput {
  /** Sweep one tenant; all tenants when absent. */
  tenantId?: string;
  /** The task queue the idle compactions are started on (default: the sweep's own). */
  compactionTaskQueue?: string;
  /** Before fairIdleSweep: compactions awaited at once (default 8). */
  maxConcurrent?: number;
  /** Carried across continue-as-new by a sweep before fairIdleSweep. */
  state?: { activeBefore: string; cursor: IdleCursor; totals: SweepTotals };
  /** Carried across continue-as-new by an enqueueing sweep. */
  fair?: FairSweepState;
}

export interface FairSweepState {
  activeBefore: string;
  open: FairIdlePage['open'];
  openedThrough: string | null;
  totals: SweepTotals;
}

/** The sweep workflow's signature, for continue-as-new. */
export type SweepWorkflow = (input?: SweepIdleInput) => Promise<SweepTotals>;
