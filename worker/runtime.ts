/**
 * Installs the Temporal runtime once per process: SDK and core logs go to our logger, and signal handling is left
 * to the caller so a drain can be logged and ordered.
 */
import { Runtime, type LogLevel, type LogMetadata } from '@temporalio/worker';
import type { Logger } from './logger';

const LEVELS: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
  TRACE: 'trace',
  DEBUG: 'debug',
  // The SDK's INFO lines are lifecycle chatter (bundle built, state changed): ours at debug.
  INFO: 'debug',
  WARN: 'warn',
  ERROR: 'error',
};

let installed = false;

/** Idempotent: the first call wins, later calls in the same process are no-ops. */
export function installRuntime(log: Logger, level: LogLevel = 'WARN'): void {
  if (installed) return;
  installed = true;
  const forward = (l: LogLevel) => (message: string, meta?: LogMetadata) => log[LEVELS[l]]({ ...meta }, message);
  Runtime.install({
    shutdownSignals: [],
    logger: {
      log: (l, message, meta) => forward(l)(message, meta),
      trace: forward('TRACE'),
      debug: forward('DEBUG'),
      info: forward('INFO'),
      warn: forward('WARN'),
      error: forward('ERROR'),
    },
    telemetryOptions: { logging: { filter: { core: level, other: level } } },
  });
}
