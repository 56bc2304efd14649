/**
 * `compactor ingest <file.jsonl>`: imports an upstream session file (versions 1–3, streamed line by line) or, with
 * `--format claude-code|codex`, an agent transcript (read whole) as a new session; all or nothing.
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
import { IMPORT_FORMATS, type ImportFormat } from '../../core/transcripts/transcript-formats';

export function registerIngest(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('ingest <file>'))
    .description('import a session file (upstream .jsonl, or a Claude Code / Codex transcript) as a new session')
    .option('--format <format>', `one of ${IMPORT_FORMATS.join(', ')} (native: an upstream session file, versions 1-3)`)
    .option('--json', 'print { sessionId, entries } as JSON (with --skip-bad-lines also `skipped`)')
    .option(
      '--skip-bad-lines',
      'leave out lines that do not parse or validate (e.g. the truncated last line of a crashed agent) and report them',
    )
    .action(async (file: string, options: IngestCommandOptions) => {
      const format = importFormat(options.format);
      const result = await ingestFile(getConfig, file, options.tenant, { skipBadLines: options.skipBadLines, format });
      const { sessionId, entries, skipped } = result;
      const source = 'sourceVersion' in result ? `version ${result.sourceVersion}` : `${result.format} transcript`;
      printResult({ sessionId, entries, ...(skipped ? { skipped } : {}) }, Boolean(options.json), () =>
        [
          `ingested ${entries} entries (${source}) as session ${sessionId}`,
          skipped?.length ? `; skipped ${skipped.length} bad lines: ${skipped.map((s) => s.line).join(', ')}` : '',
        ].join(''),
      );
    });
}

interface IngestCommandOptions {
  tenant?: string;
  json?: boolean;
  skipBadLines?: boolean;
  format?: string;
}

function importFormat(value: string | undefined): ImportFormat {
  if (value === undefined) return 'native';
  if ((IMPORT_FORMATS as readonly string[]).includes(value)) return value as ImportFormat;
  throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(', ')}`);
}

export interface IngestOptions {
  skipBadLines?: boolean;
  /** Default `native` (an upstream session file). */
  format?: ImportFormat;
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
  const { importSession, importTranscript } = require('../../store/session-store') as typeof SessionStoreModule;
  const { refreshContextTokens } = require('../../store/idle/context-tokens') as typeof ContextTokensModule;
  const { lines, close } = fileLines(file);
  const { format = 'native', skipBadLines } = options;
  const input = { tenantId, sessionId: randomUUID(), lines, skipBadLines };
  const imported = (
    format === 'native' ? importSession(db, input) : importTranscript(db, { ...input, format })
  ).finally(close);
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
