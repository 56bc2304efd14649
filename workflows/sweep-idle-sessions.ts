/**
 * sweepIdleSessions: the action of the idle Temporal Schedule. Pages through the sessions that qualify for idle
 * compaction (activity: keyset page of the `sessions` projection, settings resolved there), starts one
 * `compactSession(trigger: idle)` child per session under the same workflow id the service uses — so a session
 * already compacting is skipped, never doubled — round-robin across tenants and at most `maxConcurrent` at a time,
 * and continues as new after every page with the cursor and running totals, so its history stays one page long.
 * The children re-check that their session is still untouched (./idle-recheck.ts); idle never continues an agent.
 * Histories carry ids, counts and cursors only, never session content.
 */
import { continueAsNew, ParentClosePolicy, startChild } from '@temporalio/workflow';
import type { IdleCandidate, IdleCursor } from '../activities/idle';
import { roundRobinByTenant } from '../core/compaction/idle-order';
import { IDLE_TIMEOUT_MIN_SECONDS } from '../core/compaction/idle';
import { compactSession } from './compact-session';
import { COMPACTION_EXECUTION_TIMEOUT, compactionWorkflowId, type CompactSessionInput } from './compaction-types';
import { db } from './proxies';

export interface SweepTotals {
  pages: number;
  /** Sessions read from the projection (qualifying or not). */
  scanned: number;
  /** Compactions this sweep started. */
  started: number;
  compacted: number;
  /** Started, but the run skipped (appended to since, below the floor, nothing to cut) or was superseded. */
  skipped: number;
  /** Not started: a compaction of the session was already running. */
  alreadyRunning: number;
  failed: number;
}

export interface SweepIdleInput {
  /** Sweep one tenant; all tenants when absent. */
  tenantId?: string;
  /** Sessions read per page (default 100). */
  pageSize?: number;
  /** Compactions in flight at once (default 8). */
  maxConcurrent?: number;
  /** Carried across continue-as-new; absent on the first run of a sweep. */
  state?: { activeBefore: string; cursor: IdleCursor; totals: SweepTotals };
}

const emptyTotals = (): SweepTotals => ({
  pages: 0,
  scanned: 0,
  started: 0,
  compacted: 0,
  skipped: 0,
  alreadyRunning: 0,
  failed: 0,
});

export async function sweepIdleSessions(input: SweepIdleInput = {}): Promise<SweepTotals> {
  // Fixed for the whole sweep: sessions touched after it started (compacted ones included) are never re-read.
  const activeBefore =
    input.state?.activeBefore ?? new Date(Date.now() - IDLE_TIMEOUT_MIN_SECONDS * 1000).toISOString();
  const totals = input.state?.totals ?? emptyTotals();
  const page = await db.listIdleCandidates({
    activeBefore,
    limit: input.pageSize ?? 100,
    ...(input.tenantId !== undefined ? { tenantId: input.tenantId } : {}),
    ...(input.state ? { after: input.state.cursor } : {}),
  });
  totals.pages += 1;
  totals.scanned += page.scanned;
  await inLanes(roundRobinByTenant(page.candidates), input.maxConcurrent ?? 8, (c) => compactIdle(c, totals));
  if (page.next)
    return continueAsNew<typeof sweepIdleSessions>({ ...input, state: { activeBefore, cursor: page.next, totals } });
  return totals;
}

/** Runs `fn` over `items` in order with at most `limit` calls in flight. */
async function inLanes<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

async function compactIdle(candidate: IdleCandidate, totals: SweepTotals): Promise<void> {
  const { tenantId, sessionId } = candidate;
  const input: CompactSessionInput = {
    tenantId,
    sessionId,
    trigger: 'idle',
    ...(candidate.model ? { model: candidate.model } : {}),
    ...(candidate.compaction ? { settings: candidate.compaction } : {}),
    idle: { lastSeq: candidate.lastSeq, cacheExpired: candidate.cacheExpired },
  };
  let child;
  try {
    child = await startChild(compactSession, {
      workflowId: compactionWorkflowId(tenantId, sessionId),
      args: [input],
      workflowExecutionTimeout: COMPACTION_EXECUTION_TIMEOUT,
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'WorkflowExecutionAlreadyStartedError') {
      totals.alreadyRunning += 1;
      return;
    }
    throw error;
  }
  totals.started += 1;
  const result = await child.result().catch(() => undefined);
  if (!result) totals.failed += 1;
  else if (result.outcome === 'compacted') totals.compacted += 1;
  else totals.skipped += 1;
}
