/** Shared plumbing of the session commands: the `--tenant` option and a store opened for one command. */
import type { Command } from 'commander';
import type { Database } from '../activities/db/database';
import { TenantId } from '../worker/config';
import { openStore } from '../worker/deps';
import type { ConfigLoader } from './main';
import { UsageError } from './errors';
import { startStack, type Stack } from '../worker/stack';
import type { ServiceDeps } from '../service/deps';

export function tenantOption(command: Command): Command {
  return command.option('--tenant <tenant>', 'tenant id (default: COMPACTOR_TENANT, else "default")');
}

/** Opens the store (PGlite in COMPACTOR_HOME or DATABASE_URL), runs `fn` with the resolved tenant, closes. */
export async function withStore<T>(
  getConfig: ConfigLoader,
  tenant: string | undefined,
  fn: (store: Database, tenantId: string) => Promise<T>,
): Promise<T> {
  const tenantId = resolveTenant(getConfig, tenant);
  const store = await openStore(getConfig());
  try {
    return await fn(store, tenantId);
  } finally {
    await store.close();
  }
}

/** Like withStore, with Temporal too: the embedded stack, or a client of TEMPORAL_ADDRESS. */
export async function withStack<T>(
  getConfig: ConfigLoader,
  tenant: string | undefined,
  fn: (stack: Stack, tenantId: string) => Promise<T>,
): Promise<T> {
  const tenantId = resolveTenant(getConfig, tenant);
  const stack = await startStack(getConfig());
  try {
    return await fn(stack, tenantId);
  } finally {
    await stack.close();
  }
}

/** The service's dependencies on a CLI stack: an operator's commands are not held to the API's tenant limits. */
export function serviceDeps(stack: Stack): ServiceDeps {
  return {
    db: stack.store.db,
    client: stack.client,
    taskQueue: stack.taskQueue,
    maxConcurrentCompactions: Number.POSITIVE_INFINITY,
  };
}

function resolveTenant(getConfig: ConfigLoader, tenant: string | undefined): string {
  if (tenant !== undefined && !TenantId.safeParse(tenant).success) {
    throw new UsageError(`--tenant ${TenantId.safeParse(tenant).error?.issues[0]?.message ?? 'is invalid'}`);
  }
  return tenant ?? getConfig().tenant;
}
