/**
 * The `provider_usage` rows: one appended per provider call, and their sums per model for a tenant (optionally one
 * session, optionally a time range, optionally also per session or UTC day) as `GET /v1/usage` answers them.
 */
import { and, asc, count, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
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
  /** Image tokens among the input (rows that know none add 0). */
  imageInputTokens: number;
  /** Calls with a figure estimated locally rather than reported by the provider. */
  estimatedCalls: number;
}

/** What the sums are split by besides the model: nothing, the session, or the UTC day (YYYY-MM-DD). */
export type UsageSplit = 'model' | 'session' | 'day';

export interface SplitUsage extends ModelUsage {
  /** The session id or the day; the model again for the `model` split. */
  key: string;
}

const SPLIT_KEY: Record<UsageSplit, SQL<string>> = {
  model: sql<string>`${providerUsage.model}`,
  session: sql<string>`${providerUsage.sessionId}`,
  day: sql<string>`to_char(${providerUsage.recordedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
};

/** The sums per split key and model, ordered by key then model. */
export function usageBySplit(db: Db, query: UsageQuery, split: UsageSplit): Promise<SplitUsage[]> {
  return withTenant(db, query.tenantId, async (tx) => {
    const where: SQL[] = [eq(providerUsage.tenantId, query.tenantId)];
    if (query.sessionId !== undefined) where.push(eq(providerUsage.sessionId, query.sessionId));
    if (query.from) where.push(gte(providerUsage.recordedAt, query.from));
    if (query.to) where.push(lt(providerUsage.recordedAt, query.to));
    const key = SPLIT_KEY[split];
    const rows = await tx
      .select({
        key,
        model: providerUsage.model,
        calls: count(),
        inputTokens: sum(providerUsage.inputTokens),
        outputTokens: sum(providerUsage.outputTokens),
        cachedTokens: sum(providerUsage.cachedTokens),
        imageInputTokens: sum(providerUsage.imageInputTokens),
        estimatedCalls: count(sql`case when ${providerUsage.estimated} then 1 end`),
      })
      .from(providerUsage)
      .where(and(...where))
      .groupBy(key, providerUsage.model)
      .orderBy(asc(key), asc(providerUsage.model));
    return rows.map((r) => ({
      key: String(r.key),
      model: r.model,
      calls: Number(r.calls),
      inputTokens: Number(r.inputTokens ?? 0),
      outputTokens: Number(r.outputTokens ?? 0),
      cachedTokens: Number(r.cachedTokens ?? 0),
      imageInputTokens: Number(r.imageInputTokens ?? 0),
      estimatedCalls: Number(r.estimatedCalls),
    }));
  });
}
