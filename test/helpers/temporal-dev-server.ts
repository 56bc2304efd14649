/**
 * A Temporal dev server as a child process on a fixed port and database file, so that a fault test can SIGKILL it
 * and start it again where its clients look, with its workflows kept in the file. The executable is the project's
 * resolution (TEMPORAL_CLI, see temporal-cli.ts), or the one the caller passes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Connection } from '@temporalio/client';
import { temporalCli } from './temporal-cli';

export interface DevServerOptions {
  port: number;
  dbFile: string;
  /** The executable; default the tests' TEMPORAL_CLI. */
  executable?: string;
  /** How long to wait for the frontend to answer. */
  readyWithinMs?: number;
}

/** Starts the server and resolves once its frontend answers `GetSystemInfo`. */
export async function startTemporalDevServer(options: DevServerOptions): Promise<ChildProcess> {
  const { port, dbFile } = options;
  const child = spawn(
    options.executable ?? temporalCli(),
    ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--headless', '--db-filename', dbFile],
    { stdio: 'ignore' },
  );
  const until = Date.now() + (options.readyWithinMs ?? 120_000);
  for (;;) {
    try {
      const connection = await Connection.connect({ address: `127.0.0.1:${port}`, connectTimeout: 2_000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return child;
    } catch (error) {
      if (Date.now() > until || child.exitCode !== null) {
        if (child.exitCode === null) child.kill('SIGKILL');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Resolves once the process has exited (at once when it already has). */
export const exitOf = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));
