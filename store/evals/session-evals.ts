/**
 * The stored quality evals of sessions (schema/session-evals.sql.ts): `compactor eval <sessionId>` records its
 * report for the session, and the viewer and the API read the newest one.
 */
import { and, desc, eq } from 'drizzle-orm';
import { sessionEvals } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';

type Ids = { tenantId: string; sessionId: string };

export interface StoredEval {
  run: string;
  reader: string;
  report: Record<string, unknown>;
  at: Date;
}

export async function recordSessionEval(db: Db, ids: Ids, record: Omit<StoredEval, 'at'>): Promise<void> {
  await withTenant(db, ids.tenantId, (tx) => tx.insert(sessionEvals).values({ ...ids, ...record }));
}

/** The session's newest eval, or undefined when none was run on it. */
export function latestSessionEval(db: Db, ids: Ids): Promise<StoredEval | undefined> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const [row] = await tx
      .select({ run: sessionEvals.run, reader: sessionEvals.reader, report: sessionEvals.report, at: sessionEvals.at })
      .from(sessionEvals)
      .where(and(eq(sessionEvals.tenantId, ids.tenantId), eq(sessionEvals.sessionId, ids.sessionId)))
      .orderBy(desc(sessionEvals.id))
      .limit(1);
    return row;
  });
}
