/**
 * Every tenant's all-time usage sums per model, in one statement: the operators' view across tenants (the
 * Prometheus counters). `provider_usage` is under forced row-level security, which binds the application role to one
 * tenant; this read switches, for its own transaction only, to `compactor_usage_reader` (migration 0024), whose
 * one policy admits every row for SELECT and which may read nothing else but the tenants' ids. A tenant without
 * usage is one row with a null model and zero sums, so every tenant is answered.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../session-store/event-rows';
import type { ModelUsage } from './provider-usage';

export const USAGE_READER_ROLE = 'compactor_usage_reader';

export interface TenantModelUsage extends Omit<ModelUsage, 'model'> {
  tenantId: string;
  /** Null for a tenant without usage rows. */
  model: string | null;
}

interface Row {
  tenant_id: string;
  model: string | null;
  calls: string | number;
  input_tokens: string | number;
  output_tokens: string | number;
  cached_tokens: string | number;
  image_input_tokens: string | number;
  estimated_calls: string | number;
}

type ReaderTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One read-only transaction as the usage reader role (every cross-tenant read of the metrics goes through it). */
export const asUsageReader = <T>(db: Db, read: (tx: ReaderTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${USAGE_READER_ROLE}, true)`);
    return read(tx);
  });

/** The sums per tenant and model, ordered by tenant id then model. */
export function usageByTenantAndModel(db: Db): Promise<TenantModelUsage[]> {
  return asUsageReader(db, async (tx) => {
    const result = await tx.execute(sql`
      select t.id as tenant_id, u.model,
        count(u.id) as calls,
        coalesce(sum(u.input_tokens), 0) as input_tokens,
        coalesce(sum(u.output_tokens), 0) as output_tokens,
        coalesce(sum(u.cached_tokens), 0) as cached_tokens,
        coalesce(sum(u.image_input_tokens), 0) as image_input_tokens,
        count(case when u.estimated then 1 end) as estimated_calls
      from tenants t left join provider_usage u on u.tenant_id = t.id
      group by t.id, u.model
      order by t.id, u.model`);
    return rowsOf<Row>(result).map((r) => ({
      tenantId: r.tenant_id,
      model: r.model,
      calls: Number(r.calls),
      inputTokens: Number(r.input_tokens),
      outputTokens: Number(r.output_tokens),
      cachedTokens: Number(r.cached_tokens),
      imageInputTokens: Number(r.image_input_tokens),
      estimatedCalls: Number(r.estimated_calls),
    }));
  });
}
