/**
 * The projection's running context size (`sessions.context_tokens`), which the idle sweep filters on: written by
 * the append path with the estimate it has just computed, by a compaction commit with its `tokensAfter`, and
 * recomputed from the rebuilt context where neither is at hand (imports, seeded stores).
 */
import { eq } from 'drizzle-orm';
import { estimateContextTokens } from '../../core/compaction/tokens';
import { sessions } from '../../schema';
import type { Db } from '../database';
import { readSessionContext } from '../session-store';
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

/** Rebuilds the session's context, stores its estimate and returns it. */
export async function refreshContextTokens(db: Db, ids: { tenantId: string; sessionId: string }): Promise<number> {
  const context = await readSessionContext(db, { ...ids, mode: 'llm' });
  const tokens = estimateContextTokens(context.messages);
  await storeContextTokens(db, ids, tokens);
  return tokens;
}
