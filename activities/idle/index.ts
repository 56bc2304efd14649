/**
 * The idle sweep's activities: one page of qualifying sessions (the workflow carries the cursor; a fair page shares
 * its rows among tenants), and the compaction's re-check that a queued idle session is still untouched, which also
 * records on the run's audit row whether the provider's prompt cache had expired.
 */
import { and, eq } from 'drizzle-orm';
import { compactions, sessions } from '../../schema';
import { workflowRun } from '../compaction/workflow-run';
import type { Db } from '../../store/database';
import { listIdleCandidates, type IdleCandidatesInput } from '../../store/idle/idle-candidates';
import { listFairIdleCandidates, type FairIdleInput } from '../../store/idle/fair-candidates';
import { SessionNotFound } from '../../store/session-store';
import { withTenant } from '../../store/with-tenant';
import { typedStoreFailure } from '../compaction/typed-failures';
import { startIdleCompactions } from './start-compactions';

export type { IdleCandidate, IdleCandidatePage, IdleCursor } from '../../store/idle/idle-candidates';
export type { FairIdleInput, FairIdlePage } from '../../store/idle/fair-candidates';
export type { IdleStart, StartIdleCompactionsInput } from './start-compactions';

export interface IdleDeps {
  db: Db;
  now: () => number;
}

export interface IdleRecheck {
  tenantId: string;
  sessionId: string;
  /** The session's last seq when the sweep chose it. */
  lastSeq: number;
  cacheExpired: boolean;
}

export function createIdleActivities(deps: IdleDeps) {
  return {
    async listIdleCandidates(input: Omit<IdleCandidatesInput, 'now'>) {
      return listIdleCandidates(deps.db, { ...input, now: deps.now() });
    },

    /** One fair page: each open tenant's share of the rows, and the tenants still open after it. */
    async listFairIdleCandidates(input: FairIdleInput) {
      return listFairIdleCandidates(deps.db, { ...input, now: deps.now() });
    },

    startIdleCompactions,

    /** Whether the session is still as the sweep saw it (no append since); notes the cache state on the audit row. */
    async recheckIdleSession(input: IdleRecheck): Promise<{ untouched: boolean }> {
      const { workflowId, runId } = workflowRun();
      try {
        return await withTenant(deps.db, input.tenantId, async (tx) => {
          const [row] = await tx
            .select({ lastSeq: sessions.lastSeq, status: sessions.status })
            .from(sessions)
            .where(eq(sessions.id, input.sessionId));
          if (!row) throw new SessionNotFound(input.sessionId);
          await tx
            .update(compactions)
            .set({ cacheExpired: input.cacheExpired })
            .where(and(eq(compactions.workflowId, workflowId), eq(compactions.runId, runId)));
          return { untouched: row.lastSeq === input.lastSeq && row.status === 'active' };
        });
      } catch (error) {
        throw typedStoreFailure(error);
      }
    },
  };
}
