/**
 * The only way store code touches tenant data: one transaction that drops to the application role (which owns no
 * table, so row-level security binds it) and sets `app.tenant` for the policies. Both settings are LOCAL and end
 * with the transaction, so a pooled connection never carries a tenant over. Both are set by one statement
 * (`set_config('role', …)` is SET LOCAL ROLE); the role binds from the next statement on, and the statement itself
 * reads no table. It is queued on the connection before the transaction's own statements start (store/statement.ts),
 * so it always runs first, and on Postgres it travels with the first of them: no round trip of its own.
 */
import type { Db } from './database';
import { queryRows } from './statement';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const APP_ROLE = 'compactor_app';

const SET_ROLE_AND_TENANT = "select set_config('role', $1, true), set_config('app.tenant', $2, true)";

export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (tenantId === '') throw new Error('withTenant needs a tenant id');
  return db.transaction((tx) => {
    const settings = queryRows(tx, SET_ROLE_AND_TENANT, [APP_ROLE, tenantId]);
    // The first failure rejects (a statement after a failed setting fails as well, the transaction aborted).
    return Promise.all([settings, (async () => fn(tx))()]).then(([, result]) => result);
  });
}
