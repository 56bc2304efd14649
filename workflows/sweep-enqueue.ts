/**
 * The enqueueing idle sweep (patch `idle-sweep-enqueue`). Each page is shared among at most `tenantsPerPage`
 * tenants (activity listFairIdleCandidates: one tenant's thousand idle sessions take one share of every page, so
 * another tenant's ten are read on the first page), its candidates are started round-robin across tenants, and the
 * sweep waits only for each child's START, at most `startsInFlight` at a time: the children run on the workers'
 * activity slots, at a lower priority than the sweep (./idle-child.ts), while the sweep reads on. A session whose
 * compaction is running or still queued is counted as `alreadyRunning`, not started twice. The state carried across
 * continue-as-new is the open tenants' cursors (at most `tenantsPerPage`), the last tenant opened and the totals; a
 * sweep of before the patch that continues as new starts fair paging from the top with its own `activeBefore` (what
 * it compacted is newer and is not re-read).
 */
import { ApplicationFailure, continueAsNew } from '@temporalio/workflow';
import type { FairIdlePage, IdleCandidate } from '../activities/idle';
import { roundRobinByTenant } from '../core/compaction/idle-order';
import { sweepKnobs } from '../core/compaction/sweep-knobs';
import { startIdleCompaction } from './idle-child';
import { inLanes } from './lanes';
import { db } from './proxies';
import type { SweepIdleInput, SweepTotals, sweepIdleSessions } from './sweep-idle-sessions';

export interface FairSweepState {
  activeBefore: string;
  open: FairIdlePage['open'];
  openedThrough: string | null;
  totals: SweepTotals;
}

export async function sweepFairly(input: SweepIdleInput, activeBefore: string): Promise<SweepTotals> {
  const checked = sweepKnobs(input);
  if ('problems' in checked) {
    const message = `invalid idle sweep: ${checked.problems.join('; ')}`;
    throw ApplicationFailure.create({ type: 'InvalidSweepInput', message, nonRetryable: true });
  }
  const { knobs } = checked;
  const totals = input.fair?.totals ?? input.state?.totals ?? { pages: 0, scanned: 0, started: 0, alreadyRunning: 0 };
  const page = await db.listFairIdleCandidates({
    activeBefore,
    limit: knobs.pageSize,
    maxTenants: knobs.tenantsPerPage,
    open: input.fair?.open ?? [],
    ...(input.fair ? { openedThrough: input.fair.openedThrough } : {}),
    ...(input.tenantId !== undefined ? { tenantId: input.tenantId } : {}),
  });
  totals.pages += 1;
  totals.scanned += page.scanned;
  await inLanes(roundRobinByTenant(page.candidates), knobs.startsInFlight, (c) => enqueue(c, totals));
  if (page.open.length === 0 && page.openedThrough === null) return totals;
  const { state: _oldState, ...rest } = input;
  const fair: FairSweepState = { activeBefore, open: page.open, openedThrough: page.openedThrough, totals };
  return continueAsNew<typeof sweepIdleSessions>({ ...rest, fair });
}

async function enqueue(candidate: IdleCandidate, totals: SweepTotals): Promise<void> {
  if (await startIdleCompaction(candidate, true)) totals.started += 1;
  else totals.alreadyRunning += 1;
}
