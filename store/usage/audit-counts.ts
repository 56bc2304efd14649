/**
 * Counts over the compactions' audit rows of every tenant, in one statement each, for the Prometheus gauges: as the
 * usage reader role (migrations 0024, 0026), which sees only the trigger, status and method attempts of the rows.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../session-store/event-rows';
import { asUsageReader } from './usage-by-tenant';

export interface SpeculationCount {
  /** `running`, `armed`, `claimed` or `discarded` (store/compaction-writes/speculations.ts). */
  status: string;
  runs: number;
}

export interface PassOnCount {
  /** The method that passed on (`handoff`, `remote`, `openai-native`, `context-full`, …). */
  method: string;
  reason: string;
  attempts: number;
}

/** The speculative compactions by status. */
export function speculationOutcomes(db: Db): Promise<SpeculationCount[]> {
  return asUsageReader(db, async (tx) => {
    const result = await tx.execute(sql`
      select status, count(*) as runs from compactions where "trigger" = 'speculation' group by status order by status`);
    return rowsOf<{ status: string; runs: string | number }>(result).map((r) => ({
      status: r.status,
      runs: Number(r.runs),
    }));
  });
}

/**
 * The chain's attempts that passed on, by method and reason: one of `named` (the gate's and the budget's) as
 * recorded, every other reason (a provider's failure, a handoff refused for the trigger, an empty document) as
 * `failed`, so the label stays bounded.
 */
export function passOnsByMethod(db: Db, named: readonly string[]): Promise<PassOnCount[]> {
  return asUsageReader(db, async (tx) => {
    const result = await tx.execute(sql`
      select a->>'method' as method,
        case when a->>'reason' in (${sql.join(
          named.map((reason) => sql`${reason}`),
          sql`, `,
        )}) then a->>'reason' else 'failed' end as reason,
        count(*) as attempts
      from compactions, jsonb_array_elements(coalesce(attempts, '[]'::jsonb)) a
      where a->>'outcome' = 'passed-on'
      group by 1, 2
      order by 1, 2`);
    return rowsOf<{ method: string; reason: string; attempts: string | number }>(result).map((r) => ({
      method: r.method,
      reason: r.reason,
      attempts: Number(r.attempts),
    }));
  });
}
