/**
 * `compactor serve`: the HTTP API. With TEMPORAL_ADDRESS unset it runs the embedded stack (dev server, in-process
 * worker, PGlite unless DATABASE_URL); with it set, a stateless API node in front of the cluster. Stops on
 * SIGINT/SIGTERM: the server stops accepting, in-flight requests finish, then the stack closes.
 */
import type { Command } from 'commander';
import type * as ServeModule from '../../server/serve';
import type * as StackModule from '../../worker/stack';
import type * as LoggerModule from '../../worker/logger';
import type * as ProcessGuardModule from '../../worker/process-guard';
import type * as PriceTableModule from '../../worker/price-table';
import type { Config } from '../../worker/config';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../config-loader';

export interface ListenOptions {
  readonly port: string;
  readonly host: string;
}

export function registerServe(program: Command, getConfig: ConfigLoader): void {
  program
    .command('serve')
    .description('run the HTTP API (embedded stack unless TEMPORAL_ADDRESS is set)')
    .option('--port <port>', 'port to listen on', '8787')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (options: ListenOptions) => {
      const port = parsePort(options.port);
      await serveUntilSignalled(getConfig(), { host: options.host, port });
    });
}

/** `--port`, checked before anything is opened. */
export function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be 0-65535');
  return port;
}

/**
 * Starts the stack and the API on it, reports where it listens (stderr, then `onListening` with the URL), and
 * serves until SIGINT or SIGTERM; then closes the server and the stack.
 */
export async function serveUntilSignalled(
  config: Config,
  listen: { host: string; port: number },
  onListening: (url: string) => void = () => {},
): Promise<void> {
  const { serveStack } = require('../../server/serve') as typeof ServeModule;
  const { startStack } = require('../../worker/stack') as typeof StackModule;
  const { createLogger } = require('../../worker/logger') as typeof LoggerModule;
  const { installProcessGuard } = require('../../worker/process-guard') as typeof ProcessGuardModule;
  const { loadPriceTable } = require('../../worker/price-table') as typeof PriceTableModule;
  const prices = loadPriceTable(config.priceTable);
  // As in the worker: the database driver's stray throw after a lost connection (a Postgres restart) must cost only
  // the requests that were using that connection (they already answered 503), never the API node.
  installProcessGuard(createLogger(config.logLevel));
  const stack = await startStack(config);
  let server;
  try {
    server = await serveStack(stack, { ...config, prices }, { ...listen, logger: { level: config.logLevel } });
  } catch (error) {
    await stack.close();
    throw error;
  }
  const mode = stack.temporal.embedded ? 'embedded stack' : `Temporal at ${stack.temporal.address}`;
  process.stderr.write(`compactor: serving ${server.url} (${mode}); docs at ${server.url}/docs\n`);
  onListening(server.url);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  await stack.close();
}
