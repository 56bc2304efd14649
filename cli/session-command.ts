/** Shared plumbing of the session commands: the `--tenant` option and a store opened for one command. */
import type { Command } from 'commander';
import type { Database } from '../store/database';
import type { ConfigLoader } from './config-loader';
import { UsageError } from './errors';
import { preferShortLivedWasm } from './short-lived-wasm';
import type { Stack } from '../worker/stack';
import type { Config } from '../worker/config';
import type * as DevServerModule from '../worker/dev-server';
import type * as DepsModule from '../worker/deps';
import type * as StackModule from '../worker/stack';
import type * as ConfigModule from '../worker/config';
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
  const tenantId = await resolveTenant(getConfig, tenant);
  return withDatabase(getConfig, (store) => fn(store, tenantId));
}

/** Opens the store for a command that acts across tenants (tenants and keys), runs `fn`, closes. */
export async function withDatabase<T>(getConfig: ConfigLoader, fn: (store: Database) => Promise<T>): Promise<T> {
  const { openStore } = require('../worker/deps') as typeof DepsModule;
  const config = getConfig();
  if (!config.database.url) preferShortLivedWasm();
  const store = await openStore(config);
  try {
    return await fn(store);
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
  const tenantId = await resolveTenant(getConfig, tenant);
  return runOnStack(getConfig(), (stack) => fn(stack, tenantId));
}

/**
 * Starts the stack, runs `fn`, closes it (one command: on PGlite, with the short-lived wasm tiering too). Ctrl-C or SIGTERM meanwhile stops the embedded Temporal server this
 * process started (during start-up too) and exits 130 / 143: no orphaned `temporal` process is left behind.
 */
export async function runOnStack<T>(config: Config, fn: (stack: Stack) => Promise<T>): Promise<T> {
  const { startStack } = require('../worker/stack') as typeof StackModule;
  const { stopAllDevServers } = require('../worker/dev-server') as typeof DevServerModule;
  let stack: Stack | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`compactor: ${signal}: stopping\n`);
    const stopped = stack ? stack.abort() : stopAllDevServers();
    void stopped.finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  if (!config.database.url) preferShortLivedWasm();
  try {
    stack = await startStack(config);
    try {
      return await fn(stack);
    } finally {
      await stack.close();
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** The service's dependencies on a CLI stack: an operator's commands are not held to the API's tenant limits. */
export function serviceDeps(stack: Stack): ServiceDeps {
  return {
    db: stack.store.db,
    client: stack.client,
    taskQueue: stack.taskQueue,
    eagerStart: stack.eagerStart,
    maxConcurrentCompactions: Number.POSITIVE_INFINITY,
  };
}

async function resolveTenant(getConfig: ConfigLoader, tenant: string | undefined): Promise<string> {
  const { TenantId } = require('../worker/config') as typeof ConfigModule;
  if (tenant !== undefined && !TenantId.safeParse(tenant).success) {
    throw new UsageError(`--tenant ${TenantId.safeParse(tenant).error?.issues[0]?.message ?? 'is invalid'}`);
  }
  return tenant ?? getConfig().tenant;
}
