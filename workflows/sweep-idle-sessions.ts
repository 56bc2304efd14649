/**
 * sweepIdleSessions: the action of the idle Temporal Schedule. Pages through the sessions that qualify for idle
 * compaction (activity: a page of the `sessions` projection, settings resolved there), starts one
 * `compactSession(trigger: idle)` child per session under the same workflow id the service uses — so a session
 * already compacting is skipped, never doubled — and continues as new after every page with the cursor and running
 * totals, so its history stays one page long. The children re-check that their session is still untouched
 * (./idle-recheck.ts); idle never continues an agent. Histories carry ids, counts and cursors only, never content.
 *
 * From the fairIdleSweep patch on (./sweep-enqueue.ts), pages are shared fairly among tenants and the sweep
 * waits for each child's start only, at most `startsInFlight` at a time; before it, each page was one keyset page
 * across tenants (round-robin within the page) whose compactions were awaited `maxConcurrent` at a time.
 */
import { continueAsNew } from '@temporalio/workflow';
import type { IdleCandidate } from '../activities/idle';
import { roundRobinByTenant } from '../core/compaction/idle-order';
import { IDLE_TIMEOUT_MIN_SECONDS } from '../core/compaction/idle';
import { startIdleCompaction } from './idle-child';
import { inLanes } from './lanes';
import { patchApplies } from './patches';
import { db } from './proxies';
import { sweepFairly } from './sweep-enqueue';
import type { SweepIdleInput, SweepTotals } from './sweep-types';

export type { FairSweepState, SweepIdleInput, SweepTotals } from './sweep-types';

export async function sweepIdleSessions(input: SweepIdleInput = {}): Promise<SweepTotals> {
  // Fixed for the whole sweep: sessions touched after it started (compacted ones included) are never re-read.
  const activeBefore =
    input.fair?.activeBefore ??
    input.state?.activeBefore ??
    new Date(Date.now() - IDLE_TIMEOUT_MIN_SECONDS * 1000).toISOString();
  if (patchApplies('fairIdleSweep')) return sweepFairly(input, activeBefore);
  const totals = input.state?.totals ?? { ...emptyTotals(), compacted: 0, skipped: 0, failed: 0 };
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

export const emptyTotals = (): SweepTotals => ({ pages: 0, scanned: 0, started: 0, alreadyRunning: 0 });

/** Before fairIdleSweep: starts the compaction and awaits its outcome. */
async function compactIdle(candidate: IdleCandidate, totals: SweepTotals): Promise<void> {
  const child = await startIdleCompaction(candidate);
  if (!child) {
    totals.alreadyRunning += 1;
    return;
  }
  totals.started += 1;
  const result = await child.result().catch(() => undefined);
  const count = (key: 'compacted' | 'skipped' | 'failed') => (totals[key] = (totals[key] ?? 0) + 1);
  if (!result) count('failed');
  else if (result.outcome === 'compacted') count('compacted');
  else count('skipped');
}
