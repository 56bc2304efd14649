/**
 * `compactor ingest <file.jsonl>`: imports an upstream session file (versions 1–3) as a new session, streaming
 * the file line by line; all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import type { Db } from '../../activities/db/database';
import type { ConfigLoader } from '../main';
import { printResult } from '../output';
import { UsageError } from '../errors';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../activities/db/session-store';

export function registerIngest(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('ingest <file>'))
    .description('import an upstream session file (.jsonl, versions 1-3) as a new session')
    .option('--json', 'print { sessionId, entries } as JSON')
    .action(async (file: string, options: { tenant?: string; json?: boolean }) => {
      const result = await ingestFile(getConfig, file, options.tenant);
      printResult(
        { sessionId: result.sessionId, entries: result.entries },
        Boolean(options.json),
        () => `ingested ${result.entries} entries (version ${result.sourceVersion}) as session ${result.sessionId}`,
      );
    });
}

export function ingestFile(getConfig: ConfigLoader, file: string, tenant: string | undefined) {
  if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
  if (!statSync(file).isFile()) throw new UsageError(`${file} is not a file (a session .jsonl file is expected)`);
  return withStore(getConfig, tenant, (store, tenantId) => ingestInto(store.db, tenantId, file));
}

/** Imports `file` as a new session of `tenantId` in an open store. */
export async function ingestInto(db: Db, tenantId: string, file: string) {
  const { importSession } = require('../../activities/db/session-store') as typeof SessionStoreModule;
  const { lines, close } = fileLines(file);
  return importSession(db, { tenantId, sessionId: randomUUID(), lines }).finally(close);
}

/**
 * The lines of a file as an async iterable that loses none: readline drops lines emitted before anyone iterates,
 * and an import only starts reading once its transaction is open (a network round trip on a real server).
 */
export function fileLines(file: string): { lines: AsyncIterable<string>; close: () => void } {
  const reader = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const iterator = reader[Symbol.asyncIterator]();
  return { lines: { [Symbol.asyncIterator]: () => iterator }, close: () => reader.close() };
}
