/**
 * The append's floor: the least a database transaction can do for one append — set the tenant, bump the session's
 * seq, insert one ~200-byte jsonb event — on the same tables, through postgres.js with the same pool size as the
 * store, at the same concurrency. What pgbench runs with bench/append-floor.pgbench; here it runs in the same
 * process and round as the store's appends, so `direct / floor` is measured side by side.
 */
import postgres from 'postgres';

export interface FloorRun {
  url: string;
  tenantId: string;
  sessionIds: readonly string[];
  seconds: number;
  maxConnections: number;
}

const EVENT = {
  type: 'message',
  message: { role: 'user', content: 'step 1: ran the tests, read the output and decided what to change next.' },
  timestamp: '2026-01-01T00:00:00.000Z',
};

/** Floor transactions per second over `seconds`, one loop per session (sessions must exist and be empty). */
export async function floorAppends(run: FloorRun): Promise<number> {
  const sql = postgres(run.url, { max: run.maxConnections, onnotice: () => {} });
  try {
    let done = 0;
    const until = Date.now() + run.seconds * 1000;
    await Promise.all(
      run.sessionIds.map(async (sessionId) => {
        for (let i = 0; Date.now() < until; i += 1) {
          await sql.begin(async (tx) => {
            await tx`select set_config('app.tenant', ${run.tenantId}, true)`;
            const [row] = await tx`update sessions set last_seq = last_seq + 1
              where tenant_id = ${run.tenantId} and id = ${sessionId} returning last_seq`;
            await tx`insert into session_events (tenant_id, session_id, seq, entry_id, type, data)
              values (${run.tenantId}, ${sessionId}, ${row!.last_seq}, ${`f${i}`}, 'message', ${tx.json(EVENT)})`;
          });
          done += 1;
        }
      }),
    );
    return done / run.seconds;
  } finally {
    await sql.end();
  }
}
