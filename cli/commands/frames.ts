/**
 * `compactor frames <sessionId> --out DIR`: writes the PNG frames of the session's current snapcompact archive
 * (the latest compaction on the active path) as DIR/frame-01.png, … and prints what it wrote.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { CompactionEntry } from '../../core';
import type { Db } from '../../store/database';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { UsageError } from '../errors';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../store/session-store';
import type * as PgFrameStoreModule from '../../store/frames/pg-frame-store';
import type * as ArchiveTypesModule from '../../core/snapcompact/archive-types';

export class NoArchive extends Error {
  override readonly name = 'NoArchive';
}

export function registerFrames(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('frames <sessionId>'))
    .description("write the PNG frames of the session's current snapcompact archive")
    .requiredOption('--out <dir>', 'directory to write frame-NN.png into (created if missing)')
    .option('--json', 'print the written files as JSON')
    .action(async (sessionId: string, options: { tenant?: string; out: string; json?: boolean }) => {
      requireDirectory(options.out);
      const written = await withStore(getConfig, options.tenant, (store, tenantId) =>
        writeArchiveFrames(store.db, { tenantId, sessionId }, options.out),
      );
      printResult(written, Boolean(options.json), () =>
        written.map((f) => `${f.file}  ${f.width}×${f.height}  ${f.shape}  ${f.sha256.slice(0, 12)}`).join('\n'),
      );
    });
}

/** --out must be a directory or not exist yet (checked before the store is opened). */
export function requireDirectory(dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new UsageError(`--out ${dir} is a file; give a directory (created if missing)`);
  }
}

export interface WrittenFrame {
  file: string;
  sha256: string;
  width: number;
  height: number;
  shape: string;
}

/** Writes the frames of the session's current archive into `dir` as frame-01.png, frame-02.png, … */
export async function writeArchiveFrames(
  db: Db,
  ids: { tenantId: string; sessionId: string },
  dir: string,
): Promise<WrittenFrame[]> {
  const { loadActiveBranch } = require('../../store/session-store') as typeof SessionStoreModule;
  const { createPgFrameStore } = require('../../store/frames/pg-frame-store') as typeof PgFrameStoreModule;
  const { readPreservedArchive } = require('../../core/snapcompact/archive-types') as typeof ArchiveTypesModule;
  const branch = await loadActiveBranch(db, ids);
  const compaction = branch.entries.find((e) => e.id === branch.compaction?.entryId) as CompactionEntry | undefined;
  const archive = compaction ? readPreservedArchive(compaction.preserveData) : undefined;
  if (!archive) throw new NoArchive(`session ${ids.sessionId} has no snapcompact archive on its active path`);
  const frames = createPgFrameStore(db, ids.tenantId);
  mkdirSync(dir, { recursive: true });
  const written: WrittenFrame[] = [];
  for (const [i, frame] of archive.frames.entries()) {
    const file = path.join(dir, `frame-${String(i + 1).padStart(2, '0')}.png`);
    writeFileSync(file, await frames.get(frame.sha256));
    written.push({ file, sha256: frame.sha256, width: frame.width, height: frame.height, shape: frame.shape });
  }
  return written;
}
