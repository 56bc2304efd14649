/**
 * `compactor ingest <file.jsonl>`: imports an upstream session file (versions 1–3) as a new session, streaming
 * the file line by line; all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { Command } from 'commander';
import { utf8Lines, type UndecodableLine } from '../../core/session/utf8-lines';
import type { Db } from '../../store/database';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { UsageError } from '../errors';
import { tenantOption, withStore } from '../session-command';
import type * as ContextTokensModule from '../../store/idle/context-tokens';
import type * as SessionStoreModule from '../../store/session-store';

export function registerIngest(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('ingest <file>'))
    .description('import an upstream session file (.jsonl, versions 1-3) as a new session')
    .option('--json', 'print { sessionId, entries } as JSON (with --skip-bad-lines also `skipped`)')
    .option(
      '--skip-bad-lines',
      'leave out lines that do not parse or validate (e.g. the truncated last line of a crashed agent) and report them',
    )
    .action(async (file: string, options: { tenant?: string; json?: boolean; skipBadLines?: boolean }) => {
      const result = await ingestFile(getConfig, file, options.tenant, { skipBadLines: options.skipBadLines });
      const { sessionId, entries, skipped } = result;
      printResult({ sessionId, entries, ...(skipped ? { skipped } : {}) }, Boolean(options.json), () =>
        [
          `ingested ${entries} entries (version ${result.sourceVersion}) as session ${sessionId}`,
          skipped?.length ? `; skipped ${skipped.length} bad lines: ${skipped.map((s) => s.line).join(', ')}` : '',
        ].join(''),
      );
    });
}

export interface IngestOptions {
  skipBadLines?: boolean;
}

export function ingestFile(
  getConfig: ConfigLoader,
  file: string,
  tenant: string | undefined,
  options: IngestOptions = {},
) {
  if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
  if (!statSync(file).isFile()) throw new UsageError(`${file} is not a file (a session .jsonl file is expected)`);
  return withStore(getConfig, tenant, (store, tenantId) => ingestInto(store.db, tenantId, file, options));
}

/** Imports `file` as a new session of `tenantId` in an open store (all or nothing unless bad lines are skipped). */
export function ingestInto(db: Db, tenantId: string, file: string, options: IngestOptions = {}) {
  const { importSession } = require('../../store/session-store') as typeof SessionStoreModule;
  const { refreshContextTokens } = require('../../store/idle/context-tokens') as typeof ContextTokensModule;
  const { lines, close } = fileLines(file);
  const imported = importSession(db, { tenantId, sessionId: randomUUID(), lines, ...options }).finally(close);
  // The projection's context size, which the idle sweep filters on.
  return imported.then(async (result) => {
    await refreshContextTokens(db, { tenantId, sessionId: result.sessionId });
    return result;
  });
}

/**
 * The lines of a file, each strictly decoded as UTF-8 (a line that is not comes out as an UndecodableLine, which
 * the import names). The stream is paused until the import iterates, so no line is lost while its transaction opens.
 */
export function fileLines(file: string): { lines: AsyncIterable<string | UndecodableLine>; close: () => void } {
  const stream = createReadStream(file);
  return { lines: utf8Lines(stream), close: () => stream.destroy() };
}
