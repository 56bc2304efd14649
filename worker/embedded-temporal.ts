/**
 * The embedded Temporal server: the Temporal CLI dev server, found as TEMPORAL_CLI, else `temporal` on PATH, else
 * the SDK's own cached download (which needs a network). Used by the CLI's embedded stack and by benchmarks.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { type Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { startDevServer } from './dev-server';

export type TemporalExecutable = { type: 'existing-path'; path: string } | { type: 'cached-download' };

/** Finds the dev-server executable without starting anything. */
export function resolveTemporalExecutable(
  cliPath: string | undefined,
  searchPath: string | undefined,
): TemporalExecutable {
  if (cliPath) return { type: 'existing-path', path: cliPath };
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'temporal');
    try {
      accessSync(candidate, constants.X_OK);
      return { type: 'existing-path', path: candidate };
    } catch {
      // Not in this PATH entry; keep looking.
    }
  }
  return { type: 'cached-download' };
}

export interface EmbeddedTemporal {
  readonly address: string;
  readonly connection: Connection;
  readonly nativeConnection: NativeConnection;
  stop(): Promise<void>;
}

export interface EmbeddedTemporalOptions {
  executable: TemporalExecutable;
  namespace: string;
  /** SQLite file that keeps workflow histories across runs. */
  dbFilename: string;
}

export async function startEmbeddedTemporal(options: EmbeddedTemporalOptions): Promise<EmbeddedTemporal> {
  if (options.executable.type === 'cached-download') return startDownloaded(options);
  const server = await startDevServer({ ...options, executable: options.executable.path });
  const nativeConnection = await NativeConnection.connect({ address: server.address }).catch(async (error) => {
    await server.stop();
    throw error;
  });
  return {
    address: server.address,
    connection: server.connection,
    nativeConnection,
    stop: async () => {
      await nativeConnection.close();
      await server.stop();
    },
  };
}

async function startDownloaded(options: EmbeddedTemporalOptions): Promise<EmbeddedTemporal> {
  const env = await TestWorkflowEnvironment.createLocal({
    server: { namespace: options.namespace, dbFilename: options.dbFilename, log: { format: 'pretty', level: 'error' } },
  });
  return {
    address: env.address,
    connection: env.connection,
    nativeConnection: env.nativeConnection,
    stop: () => env.teardown(),
  };
}
