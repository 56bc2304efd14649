/**
 * The projection's running context size (`sessions.context_tokens`), which the idle sweep filters on: written by
 * the append path with the estimate it has just computed, by a compaction commit with its `tokensAfter`, and
 * recomputed from the rebuilt context where neither is at hand (imports, seeded stores).
 */
import { and, eq } from 'drizzle-orm';
import { estimateContextTokens } from '../../core/compaction/tokens';
import { sessions } from '../../schema';
import type { Db } from '../database';
import { readContextAt } from '../session-store/read-context';
import { withTenant, type Tx } from '../with-tenant';

export async function setContextTokens(tx: Tx, sessionId: string, tokens: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ contextTokens: Math.max(0, Math.round(tokens)) })
    .where(eq(sessions.id, sessionId));
}

export function storeContextTokens(db: Db, ids: { tenantId: string; sessionId: string }, tokens: number) {
  return withTenant(db, ids.tenantId, (tx) => setContextTokens(tx, ids.sessionId, tokens));
}

/**
 * Stores the estimate only while the session's last seq is still `seq`, the position it was computed at: an append
 * that landed since has stored its own, newer estimate, which an older figure must not overwrite. Whether it stored.
 */
export function storeContextTokensAt(
  db: Db,
  ids: { tenantId: string; sessionId: string },
  at: { tokens: number; seq: number },
): Promise<boolean> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const updated = await tx
      .update(sessions)
      .set({ contextTokens: Math.max(0, Math.round(at.tokens)) })
      .where(and(eq(sessions.id, ids.sessionId), eq(sessions.lastSeq, at.seq)))
      .returning({ id: sessions.id });
    return updated.length > 0;
  });
}

/** Rebuilds the session's context and stores its estimate unless an append moved the session on meanwhile. */
export async function refreshContextTokens(
  db: Db,
  ids: { tenantId: string; sessionId: string },
): Promise<{ tokens: number; stored: boolean }> {
  const at = await readContextAt(db, { ...ids, mode: 'llm' });
  const tokens = estimateContextTokens(at.context.messages);
  return { tokens, stored: await storeContextTokensAt(db, ids, { tokens, seq: at.lastSeq }) };
}
