/** `compactor key create|list|revoke`: API keys of a tenant. The secret is printed once, at creation. */
import type { Command } from 'commander';
import type * as TenantsService from '../../service/tenants';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { withDb } from './tenant';

export function registerKey(program: Command, getConfig: ConfigLoader): void {
  const key = program.command('key').description('manage API keys');
  key
    .command('create')
    .description('create an API key for a tenant and print its secret (shown only this once)')
    .requiredOption('--tenant <tenant>', 'the tenant the key acts for')
    .option('--name <name>', 'a name to recognise the key by')
    .option('--json', 'print { id, tenantId, name, secret } as JSON')
    .action(async (options: { tenant: string; name?: string; json?: boolean }) => {
      const { createKey } = require('../../service/tenants') as typeof TenantsService;
      const created = await withDb(getConfig, (db) => createKey(db, { tenantId: options.tenant, name: options.name }));
      printResult(
        { id: created.id, tenantId: created.tenantId, name: created.name, secret: created.secret },
        Boolean(options.json),
        () => `${created.secret}\n(key ${created.id} for tenant ${created.tenantId}; the secret is not shown again)`,
      );
    });
  key
    .command('list')
    .description('list API keys (ids and state; never secrets)')
    .option('--tenant <tenant>', 'only this tenant')
    .option('--json', 'print the keys as JSON')
    .action(async (options: { tenant?: string; json?: boolean }) => {
      const { listKeys } = require('../../service/tenants') as typeof TenantsService;
      const rows = await withDb(getConfig, (db) => listKeys(db, { tenantId: options.tenant }));
      printResult(rows, Boolean(options.json), () =>
        rows.length === 0
          ? 'no keys'
          : rows
              .map(
                (r) =>
                  `${r.id}  ${r.tenantId.padEnd(20)} ${r.revokedAt ? 'revoked' : 'active '}  ${r.createdAt.toISOString()}  ${r.name ?? ''}`,
              )
              .join('\n'),
      );
    });
  key
    .command('revoke <keyId>')
    .description('revoke an API key by its id')
    .option('--json', 'print the key as JSON')
    .action(async (keyId: string, options: { json?: boolean }) => {
      const { revokeKey } = require('../../service/tenants') as typeof TenantsService;
      const row = await withDb(getConfig, (db) => revokeKey(db, keyId));
      printResult(row, Boolean(options.json), () => `revoked key ${row.id} of tenant ${row.tenantId}`);
    });
}
