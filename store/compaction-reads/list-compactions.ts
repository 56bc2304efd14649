/** Reads the `compactions` audit rows of one session, oldest first, or the summarizer fields of one run's row. */
import { and, asc, eq } from 'drizzle-orm';
import { compactions, type CompactionRow } from '../../schema';
import type { Db } from '../database';
import { getSessionRow } from '../session-store/session-row';
import { withTenant } from '../with-tenant';

export function listCompactions(db: Db, input: { tenantId: string; sessionId: string }): Promise<CompactionRow[]> {
  return withTenant(db, input.tenantId, async (tx) => {
    await getSessionRow(tx, input.sessionId);
    return tx
      .select()
      .from(compactions)
      .where(and(eq(compactions.tenantId, input.tenantId), eq(compactions.sessionId, input.sessionId)))
      .orderBy(asc(compactions.startedAt), asc(compactions.id));
  });
}

/** The model and prompt hash the run's audit row carries (each absent where the row has none, or there is no row). */
export async function runSummarizer(
  db: Db,
  input: { tenantId: string; sessionId: string; runId: string },
): Promise<{ model?: string; promptHash?: string }> {
  const [row] = await withTenant(db, input.tenantId, (tx) =>
    tx
      .select({ model: compactions.model, promptHash: compactions.promptHash })
      .from(compactions)
      .where(
        and(
          eq(compactions.tenantId, input.tenantId),
          eq(compactions.sessionId, input.sessionId),
          eq(compactions.runId, input.runId),
        ),
      )
      .limit(1),
  );
  return { ...(row?.model ? { model: row.model } : {}), ...(row?.promptHash ? { promptHash: row.promptHash } : {}) };
}
