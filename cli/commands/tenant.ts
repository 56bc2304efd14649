/** `compactor tenant create|list`: the tenants API keys belong to. */
import type { Command } from 'commander';
import type { Db } from '../../store/database';
import type * as TenantsService from '../../service/tenants';
import type * as TenantSettingsService from '../../service/tenant-settings';
import type * as EndpointPolicy from '../../activities/llm/endpoint-policy';
import type * as ConfigModule from '../../worker/config';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { withDatabase } from '../session-command';

export function registerTenant(program: Command, getConfig: ConfigLoader): void {
  const tenant = program.command('tenant').description('manage tenants of the HTTP API');
  tenant
    .command('create <id>')
    .description('create a tenant')
    .option('--name <name>', 'display name')
    .option('--json', 'print the tenant as JSON')
    .action(async (id: string, options: { name?: string; json?: boolean }) => {
      const { TenantId } = require('../../worker/config') as typeof ConfigModule;
      const { createTenant } = require('../../service/tenants') as typeof TenantsService;
      const parsed = TenantId.safeParse(id);
      if (!parsed.success) throw new UsageError(`tenant id ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
      const row = await withDb(getConfig, (db) => createTenant(db, { id, name: options.name }));
      printResult(row, Boolean(options.json), () => `created tenant ${row.id}`);
    });
  tenant
    .command('list')
    .description('list tenants')
    .option('--json', 'print the tenants as JSON')
    .action(async (options: { json?: boolean }) => {
      const { listTenants } = require('../../service/tenants') as typeof TenantsService;
      const rows = await withDb(getConfig, (db) => listTenants(db));
      printResult(rows, Boolean(options.json), () =>
        rows.length === 0
          ? 'no tenants'
          : rows.map((r) => `${r.id.padEnd(24)} ${r.createdAt.toISOString()}  ${r.name ?? ''}`).join('\n'),
      );
    });
  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    tenant
      .command(`${verb} <id>`)
      .description(disabled ? "disable a tenant: its keys' requests answer 403" : 'enable a disabled tenant again')
      .option('--json', 'print the tenant as JSON')
      .action(async (id: string, options: { json?: boolean }) => {
        const { setTenantDisabled } = require('../../service/tenants') as typeof TenantsService;
        const row = await withDb(getConfig, (db) => setTenantDisabled(db, id, disabled));
        printResult(row, Boolean(options.json), () => `${verb}d tenant ${row.id}`);
      });
  }
  registerTenantSettings(tenant, getConfig);
}

/** `tenant settings <id> [--set JSON]`: print the tenant's settings, or replace them with validated ones. */
function registerTenantSettings(tenant: Command, getConfig: ConfigLoader): void {
  tenant
    .command('settings <id>')
    .description("print a tenant's settings (defaults for its sessions), or replace them with --set")
    .option('--set <json>', 'the new settings as JSON, e.g. \'{"compaction":{"idleEnabled":true}}\'')
    .option('--json', 'print the settings as JSON')
    .action(async (id: string, options: { set?: string; json?: boolean }) => {
      const service = require('../../service/tenant-settings') as typeof TenantSettingsService;
      const value = options.set === undefined ? undefined : parseJsonOption(options.set);
      if (value !== undefined) {
        validateOption(() => {
          const endpoint = service.parseSettings(value).compaction?.remoteEndpoint;
          if (endpoint === undefined) return;
          const policy = require('../../activities/llm/endpoint-policy') as typeof EndpointPolicy;
          try {
            policy.checkRemoteEndpoint(endpoint, getConfig().llm.remoteEndpointAllow ?? []);
          } catch (error) {
            throw new Error(`invalid settings at compaction.remoteEndpoint: ${(error as Error).message}`, {
              cause: error,
            });
          }
        });
      }
      const settings = await withDb(getConfig, (db) =>
        value === undefined ? service.readTenantSettings(db, id) : service.writeTenantSettings(db, id, value),
      );
      printResult(settings, Boolean(options.json), () => JSON.stringify(settings, null, 2));
    });
}

/** Invalid settings are a usage error, found before the store is opened. */
function validateOption(check: () => unknown): void {
  try {
    check();
  } catch (error) {
    throw new UsageError(`--set: ${(error as Error).message}`);
  }
}

function parseJsonOption(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`--set is not JSON: ${(error as Error).message}`);
  }
}

export function withDb<T>(getConfig: ConfigLoader, fn: (db: Db) => Promise<T>): Promise<T> {
  return withDatabase(getConfig, (store) => fn(store.db));
}
