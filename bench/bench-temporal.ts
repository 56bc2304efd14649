/** The Temporal CLI dev server a benchmark's `compactor serve` processes share (histories in a fresh temp dir). */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedTemporal } from '../worker/embedded-temporal';

export function startBenchTemporal(name: string) {
  const home = mkdtempSync(path.join(os.tmpdir(), `compactor-bench-${name}-`));
  return startEmbeddedTemporal({
    cliPath: process.env.TEMPORAL_CLI,
    searchPath: process.env.PATH,
    home,
    namespace: 'default',
    dbFilename: path.join(home, 'temporal.db'),
    announce: (line) => process.stderr.write(`${line}\n`),
  });
}
