/**
 * The only way store code touches tenant data: one transaction that drops to the application role (which owns no
 * table, so row-level security binds it) and sets `app.tenant` for the policies. Both settings are LOCAL and end
 * with the transaction, so a pooled connection never carries a tenant over. Both are set by one statement
 * (`set_config('role', …)` is SET LOCAL ROLE), one round trip fewer on every tenant transaction; the role binds from
 * the next statement on, and the statement itself reads no table. It opens every tenant transaction, so it is sent
 * without the query builder (store/statement.ts).
 */
import type { Db } from './database';
import { queryRows } from './statement';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const APP_ROLE = 'compactor_app';

export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (tenantId === '') throw new Error('withTenant needs a tenant id');
  return db.transaction(async (tx) => {
    await queryRows(tx, "select set_config('role', $1, true), set_config('app.tenant', $2, true)", [
      APP_ROLE,
      tenantId,
    ]);
    return fn(tx);
  });
}
