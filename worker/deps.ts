/** Builds the dependencies a process needs from its Config: the store and the Temporal connection. */
import type * as TemporalWorker from '@temporalio/worker';
import { openDatabase, type Database } from '../store/database';
import type { Config } from './config';
import { reach } from './temporal-errors';

export function openStore(config: Config): Promise<Database> {
  return config.database.url
    ? openDatabase({
        kind: 'postgres',
        url: config.database.url,
        timeouts: { statementMs: config.database.statementTimeoutMs, lockMs: config.database.lockTimeoutMs },
      })
    : openDatabase({ kind: 'pglite', dataDir: config.database.pgliteDir });
}

export function connectTemporal(config: Config): Promise<TemporalWorker.NativeConnection> {
  // Loaded here, not at the top: a store-only command (history, context, …) must not pay ~0.8 s for the worker SDK.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { NativeConnection } = require('@temporalio/worker') as typeof TemporalWorker;
  const { address = 'localhost:7233', tls, apiKey } = config.temporal;
  return reach(address, () => NativeConnection.connect({ address, tls: tls || Boolean(apiKey), apiKey }));
}
