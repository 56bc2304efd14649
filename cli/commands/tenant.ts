/** `compactor tenant create|list`: the tenants API keys belong to. */
import type { Command } from 'commander';
import type { Db } from '../../activities/db/database';
import type * as TenantsService from '../../service/tenants';
import type * as ConfigModule from '../../worker/config';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../main';
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
}

export function withDb<T>(getConfig: ConfigLoader, fn: (db: Db) => Promise<T>): Promise<T> {
  return withDatabase(getConfig, (store) => fn(store.db));
}
