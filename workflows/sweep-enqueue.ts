/**
 * The enqueueing idle sweep (patch `fairIdleSweep`). Each page is shared among at most `tenantsPerPage`
 * tenants (activity listFairIdleCandidates: one tenant's thousand idle sessions take one share of every page, so
 * another tenant's ten are read on the first page), and its candidates, round-robin across tenants, are started by
 * one activity (startIdleCompactions) through the client, at most `startsInFlight` at a time, as workflows of their
 * own under the service's workflow ids: the sweep waits for their starts, never for their results, and its history
 * holds two activities per page instead of five events per child. They run one priority step below the default, so
 * when tasks back up the sweep and the compactions an agent waits for go first, with the tenant as fairness key (for
 * servers with task-queue fairness enabled); `compactionTaskQueue` may put them on a queue of their own. A session
 * whose compaction is running or still queued is counted as `alreadyRunning`, not started twice. The state carried
 * across continue-as-new is the open tenants' cursors (at most `tenantsPerPage`), the last tenant opened and the
 * totals; a sweep of before the patch that continues as new starts fair paging from the top with its own
 * `activeBefore` (what it compacted is newer and is not re-read).
 */
import { ApplicationFailure, continueAsNew } from '@temporalio/workflow';
import { roundRobinByTenant } from '../core/compaction/idle-order';
import { sweepKnobs } from '../core/compaction/sweep-knobs';
import { COMPACTION_EXECUTION_TIMEOUT, compactionWorkflowId } from './compaction-types';
import { idleCompactionInput } from './idle-child';
import { db } from './proxies';
import type { FairSweepState, SweepIdleInput, SweepTotals, SweepWorkflow } from './sweep-types';

/** One step below Temporal's default priority key (3 of 1–5; larger runs later). */
export const IDLE_COMPACTION_PRIORITY = 4;

export async function sweepFairly(input: SweepIdleInput, activeBefore: string): Promise<SweepTotals> {
  const checked = sweepKnobs(input);
  const queue = input.compactionTaskQueue;
  const problems = [
    ...('problems' in checked ? checked.problems : []),
    ...(queue !== undefined && (typeof queue !== 'string' || queue === '')
      ? ['compactionTaskQueue must be a non-empty string']
      : []),
  ];
  if ('problems' in checked || problems.length > 0) {
    const message = `invalid idle sweep: ${problems.join('; ')}`;
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
  if (page.candidates.length > 0) {
    const counts = await db.startIdleCompactions({
      starts: roundRobinByTenant(page.candidates).map((c) => ({
        workflowId: compactionWorkflowId(c.tenantId, c.sessionId),
        input: idleCompactionInput(c),
      })),
      inFlight: knobs.startsInFlight,
      executionTimeout: COMPACTION_EXECUTION_TIMEOUT,
      priorityKey: IDLE_COMPACTION_PRIORITY,
      ...(queue !== undefined ? { taskQueue: queue } : {}),
    });
    totals.started += counts.started;
    totals.alreadyRunning += counts.alreadyRunning;
  }
  if (page.open.length === 0 && page.openedThrough === null) return totals;
  const { state: _oldState, ...rest } = input;
  const fair: FairSweepState = { activeBefore, open: page.open, openedThrough: page.openedThrough, totals };
  return continueAsNew<SweepWorkflow>({ ...rest, fair });
}
