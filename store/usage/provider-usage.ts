/**
 * The `provider_usage` rows: one appended per provider call, and their sums per model for a tenant (optionally one
 * session, optionally a time range) as `GET /v1/usage` answers them.
 */
import { and, asc, count, eq, gte, lt, sum, type SQL } from 'drizzle-orm';
import { providerUsage, type NewProviderUsage } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';

export async function recordProviderUsage(db: Db, row: NewProviderUsage): Promise<void> {
  await withTenant(db, row.tenantId, (tx) => tx.insert(providerUsage).values(row));
}

export interface UsageQuery {
  tenantId: string;
  sessionId?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export interface ModelUsage {
  model: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
}

export function usageByModel(db: Db, query: UsageQuery): Promise<ModelUsage[]> {
  return withTenant(db, query.tenantId, async (tx) => {
    const where: SQL[] = [eq(providerUsage.tenantId, query.tenantId)];
    if (query.sessionId !== undefined) where.push(eq(providerUsage.sessionId, query.sessionId));
    if (query.from) where.push(gte(providerUsage.recordedAt, query.from));
    if (query.to) where.push(lt(providerUsage.recordedAt, query.to));
    const rows = await tx
      .select({
        model: providerUsage.model,
        calls: count(),
        inputTokens: sum(providerUsage.inputTokens),
        outputTokens: sum(providerUsage.outputTokens),
        cachedTokens: sum(providerUsage.cachedTokens),
      })
      .from(providerUsage)
      .where(and(...where))
      .groupBy(providerUsage.model)
      .orderBy(asc(providerUsage.model));
    return rows.map((r) => ({
      model: r.model,
      calls: Number(r.calls),
      inputTokens: Number(r.inputTokens ?? 0),
      outputTokens: Number(r.outputTokens ?? 0),
      cachedTokens: Number(r.cachedTokens ?? 0),
    }));
  });
}
