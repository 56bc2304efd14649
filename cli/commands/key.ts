/**
 * `compactor key create|list|revoke`: API keys of a tenant, with their scopes (read, write, compact) and an
 * optional expiry. The secret is printed once, at creation.
 */
import type { Command } from 'commander';
import type * as TenantsService from '../../service/tenants';
import type { ConfigLoader } from '../config-loader';
import { parseDuration } from '../duration';
import { UsageError } from '../errors';
import { printResult } from '../output';
import { withDb } from './tenant';

interface CreateOptions {
  tenant: string;
  name?: string;
  scopes?: string;
  expiresIn?: string;
  json?: boolean;
}

export function registerKey(program: Command, getConfig: ConfigLoader): void {
  const key = program.command('key').description('manage API keys');
  key
    .command('create')
    .description('create an API key for a tenant and print its secret (shown only this once)')
    .requiredOption('--tenant <tenant>', 'the tenant the key acts for')
    .option('--name <name>', 'a name to recognise the key by')
    .option('--scopes <list>', 'comma-separated: read, write, compact (default: all three)')
    .option('--expires-in <duration>', 'the key stops working after this long: <n>d, <n>h, <n>m or <n>s')
    .option('--json', 'print { id, tenantId, name, scopes, expiresAt, secret } as JSON')
    .action(async (options: CreateOptions) => {
      const { createKey } = require('../../service/tenants') as typeof TenantsService;
      const scopes = options.scopes === undefined ? undefined : parseScopes(options.scopes);
      const expiresIn = options.expiresIn === undefined ? undefined : parseDuration(options.expiresIn, '--expires-in');
      const expiresAt = expiresIn === undefined ? undefined : new Date(Date.now() + expiresIn);
      const created = await withDb(getConfig, (db) =>
        createKey(db, { tenantId: options.tenant, name: options.name, scopes, expiresAt }),
      );
      const { id, tenantId, name, secret } = created;
      printResult(
        { id, tenantId, name, scopes: created.scopes, expiresAt: created.expiresAt, secret },
        Boolean(options.json),
        () =>
          `${secret}\n(key ${id} for tenant ${tenantId}, scopes ${created.scopes.join(',')}` +
          `${created.expiresAt ? `, expires ${created.expiresAt.toISOString()}` : ''}; the secret is not shown again)`,
      );
    });
  key
    .command('list')
    .description('list API keys (ids, scopes and state; never secrets)')
    .option('--tenant <tenant>', 'only this tenant')
    .option('--json', 'print the keys as JSON')
    .action(async (options: { tenant?: string; json?: boolean }) => {
      const { listKeys } = require('../../service/tenants') as typeof TenantsService;
      const rows = await withDb(getConfig, (db) => listKeys(db, { tenantId: options.tenant }));
      const now = new Date();
      const state = (r: (typeof rows)[number]) =>
        r.revokedAt ? 'revoked' : r.expiresAt && r.expiresAt <= now ? 'expired' : 'active ';
      printResult(rows, Boolean(options.json), () =>
        rows.length === 0
          ? 'no keys'
          : rows
              .map(
                (r) =>
                  `${r.id}  ${r.tenantId.padEnd(20)} ${state(r)}  ${r.scopes.join(',').padEnd(18)} ` +
                  `${r.createdAt.toISOString()}  ${r.name ?? ''}`,
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

function parseScopes(text: string): TenantsService.Scope[] {
  const { SCOPES } = require('../../service/tenants') as typeof TenantsService;
  const scopes = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (scopes.length === 0 || unknown.length > 0) {
    throw new UsageError(`--scopes takes read, write and compact, comma-separated: "${text}"`);
  }
  return scopes as TenantsService.Scope[];
}
