/**
 * Process-level safety net of the long-running processes: `compactor worker`, and `compactor serve` (an API node,
 * or the embedded stack). postgres.js (through 3.4.9) can throw from a `setImmediate` after a connection was lost:
 * its deferred write runs once `closed()` has nulled the socket (porsager/postgres#1066, #1154). By then the driver
 * has already rejected that connection's queries with CONNECTION_CLOSED, so the activity or request that owned them
 * failed (and is retried); the stray TypeError belongs to no caller and must not take everything else the process
 * is doing down with it. Anything else uncaught still ends the process (its state is unknown), and a promise
 * rejection nobody handled is logged, not fatal.
 */
import type { Logger } from './logger';

const NULL_SOCKET_WRITE = "Cannot read properties of null (reading 'write')";

/** True for the driver's deferred write on a closed connection, and only that. */
export function isDriverClosedSocketWrite(error: unknown): boolean {
  if (!(error instanceof TypeError) || error.message !== NULL_SOCKET_WRITE) return false;
  const frames = (error.stack ?? '').split('\n').slice(1, 3).join('\n');
  return /nextWrite/.test(frames) && /[\\/]postgres[\\/](cjs[\\/])?src[\\/]connection\.js/.test(frames);
}

/** Installs the handlers once per process; `exit` is injectable for tests. */
export function installProcessGuard(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (error) => {
    if (isDriverClosedSocketWrite(error)) {
      log.warn({ err: error }, 'database connection lost mid-write; its queries failed and will be retried');
      return;
    }
    log.fatal({ err: error }, 'uncaught exception; the process stops');
    exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (ignored; the process keeps running)');
  });
}

let installed = false;
