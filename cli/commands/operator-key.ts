/**
 * `compactor operator-key create|list|revoke`: the operator credentials of the HTTP administration (/v1/admin).
 * Made here, with database access, so that the first one needs no HTTP credential; the secret is printed once.
 */
import type { Command } from 'commander';
import type * as OperatorsService from '../../service/operators';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { withDb } from './tenant';

export function registerOperatorKey(program: Command, getConfig: ConfigLoader): void {
  const key = program.command('operator-key').description('manage operator keys of the HTTP administration');
  key
    .command('create')
    .description('create an operator key and print its secret (shown only this once)')
    .option('--name <name>', 'a name to recognise the key by (it appears in the admin audit)')
    .option('--json', 'print { id, name, secret } as JSON')
    .action(async (options: { name?: string; json?: boolean }) => {
      const { createOperatorKey } = require('../../service/operators') as typeof OperatorsService;
      const created = await withDb(getConfig, (db) => createOperatorKey(db, { name: options.name }));
      printResult(
        { id: created.id, name: created.name, secret: created.secret },
        Boolean(options.json),
        () => `${created.secret}\n(operator key ${created.id}; the secret is not shown again)`,
      );
    });
  key
    .command('list')
    .description('list operator keys (ids and state; never secrets)')
    .option('--json', 'print the keys as JSON')
    .action(async (options: { json?: boolean }) => {
      const { listOperatorKeys } = require('../../service/operators') as typeof OperatorsService;
      const rows = await withDb(getConfig, (db) => listOperatorKeys(db));
      printResult(rows, Boolean(options.json), () =>
        rows.length === 0
          ? 'no operator keys'
          : rows
              .map(
                (r) => `${r.id}  ${r.revokedAt ? 'revoked' : 'active '}  ${r.createdAt.toISOString()}  ${r.name ?? ''}`,
              )
              .join('\n'),
      );
    });
  key
    .command('revoke <keyId>')
    .description('revoke an operator key by its id')
    .option('--json', 'print the key as JSON')
    .action(async (keyId: string, options: { json?: boolean }) => {
      const { revokeOperatorKey } = require('../../service/operators') as typeof OperatorsService;
      const row = await withDb(getConfig, (db) => revokeOperatorKey(db, keyId));
      printResult(row, Boolean(options.json), () => `revoked operator key ${row.id}`);
    });
}
