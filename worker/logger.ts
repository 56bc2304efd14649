/** The process logger: structured JSON lines on stderr, so stdout stays free for command output. */
import pino from 'pino';
import type { Config } from './config';

export type Logger = pino.Logger;

export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, base: { app: 'compactor' } }, pino.destination(2));
}
