/** Shared plumbing of the session commands: the `--tenant` option and a store opened for one command. */
import type { Command } from 'commander';
import type { Database } from '../activities/db/database';
import { openStore } from '../worker/deps';
import type { ConfigLoader } from './main';
import { UsageError } from './errors';

const TENANT = /^[A-Za-z0-9_.-]{1,64}$/;

export function tenantOption(command: Command): Command {
  return command.option('--tenant <tenant>', 'tenant id (default: COMPACTOR_TENANT, else "default")');
}

/** Opens the store (PGlite in COMPACTOR_HOME or DATABASE_URL), runs `fn` with the resolved tenant, closes. */
export async function withStore<T>(
  getConfig: ConfigLoader,
  tenant: string | undefined,
  fn: (store: Database, tenantId: string) => Promise<T>,
): Promise<T> {
  if (tenant !== undefined && !TENANT.test(tenant)) {
    throw new UsageError('--tenant must be 1-64 characters of letters, digits, dot, dash or underscore');
  }
  const config = getConfig();
  const store = await openStore(config);
  try {
    return await fn(store, tenant ?? config.tenant);
  } finally {
    await store.close();
  }
}
