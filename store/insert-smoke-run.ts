/** Activity that records one smoke run through drizzle; idempotent so a retried attempt writes one row. */
import { sql } from 'drizzle-orm';
import { smokeRuns } from '../schema';
import type { Db } from './database';
import { withTenant } from './with-tenant';

export interface SmokeRunInput {
  tenantId: string;
  runId: string;
}

export interface SmokeRunRecord {
  runId: string;
  recordedAt: string;
}

export function createSmokeRunActivities(db: Db) {
  return {
    async insertSmokeRun(input: SmokeRunInput & { workflowId: string }): Promise<SmokeRunRecord> {
      const [row] = await withTenant(db, input.tenantId, async (tx) => {
        await tx.insert(smokeRuns).values(input).onConflictDoNothing();
        return tx
          .select({ recordedAt: smokeRuns.recordedAt })
          .from(smokeRuns)
          .where(sql`${smokeRuns.tenantId} = ${input.tenantId} and ${smokeRuns.runId} = ${input.runId}`);
      });
      if (!row) throw new Error(`smoke run ${input.runId} was not readable after insert`);
      return { runId: input.runId, recordedAt: row.recordedAt.toISOString() };
    },
  };
}
