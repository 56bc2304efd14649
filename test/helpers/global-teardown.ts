/** Runs once after the whole jest run, in global-setup.ts's process: stops and removes what it made for every test file. */
import { rmSync } from 'node:fs';
import { RUN_DIR_VARIABLE } from './run-dir';

export default function globalTeardown(): void {
  (globalThis as { stopTimeSkippingHost?: () => void }).stopTimeSkippingHost?.();
  const runDir = process.env[RUN_DIR_VARIABLE];
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}
