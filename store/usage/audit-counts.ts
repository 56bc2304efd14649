/**
 * Speculative compactions of every tenant by status, in one statement, for the Prometheus counter: as the usage
 * reader role (migrations 0024, 0026), which sees only the trigger and status of the audit rows with trigger
 * `speculation`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../session-store/event-rows';
import { USAGE_READER_ROLE } from './usage-by-tenant';

export interface SpeculationCount {
  /** `running`, `armed`, `claimed` or `discarded` (store/compaction-writes/speculations.ts). */
  status: string;
  runs: number;
}

export function speculationOutcomes(db: Db): Promise<SpeculationCount[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${USAGE_READER_ROLE}, true)`);
    const result = await tx.execute(sql`
      select status, count(*) as runs from compactions where "trigger" = 'speculation' group by status order by status`);
    return rowsOf<{ status: string; runs: string | number }>(result).map((r) => ({
      status: r.status,
      runs: Number(r.runs),
    }));
  });
}
