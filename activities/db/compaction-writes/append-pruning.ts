/**
 * Records pruning decisions as `content_pruned` events (DESIGN.md §2): the tool result keeps its original content
 * in its own event, and every later load folds the placeholder in. Keyed so a retried activity writes once.
 */
import type { ContentPrunedEvent } from '../../../core/session/entries';
import { pruneNotice, type PruneDecision } from '../../../core/compaction/prune-candidates';
import { sessionEvents } from '../../../schema';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { insertEvents } from '../session-store/insert-events';
import { getSessionRow } from '../session-store/session-row';

export interface AppendPruningInput {
  tenantId: string;
  sessionId: string;
  decisions: readonly PruneDecision[];
  prunedAt: number;
  idempotencyKey: string;
}

/** Returns how many events were written (0 when the key was seen before or there is nothing to prune). */
export function appendPruning(db: Db, input: AppendPruningInput): Promise<{ written: number }> {
  if (input.decisions.length === 0) return Promise.resolve({ written: 0 });
  return withTenant(db, input.tenantId, async (tx) => {
    const session = await getSessionRow(tx, input.sessionId, true);
    const [seen] = await tx
      .select({ seq: sessionEvents.seq })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, input.sessionId), eq(sessionEvents.idempotencyKey, input.idempotencyKey)));
    if (seen) return { written: 0 };
    const rows = input.decisions.map((d, i) => {
      const data: ContentPrunedEvent = {
        type: 'content_pruned',
        targetId: d.id,
        placeholder: pruneNotice(d),
        reason: d.reason,
        tokens: d.tokens,
        prunedAt: input.prunedAt,
      };
      const key = i === 0 ? { idempotencyKey: input.idempotencyKey, batchSize: input.decisions.length } : {};
      return { entryId: null, parentId: null, type: 'content_pruned', data, ...key };
    });
    await insertEvents(tx, { tenantId: input.tenantId, session, rows, leafId: session.leafEntryId });
    return { written: rows.length };
  });
}
