/**
 * Imports a Claude Code transcript or a Codex rollout as a new session: the whole file is read (its lines form a
 * graph, core/transcripts), mapped to entries, and written inside ONE tenant transaction with the header, so a bad
 * line anywhere leaves nothing written and is named with its line number. When the source ended on a rolled-back
 * branch, the leaf is moved there by a `leaf_moved` event in the same transaction.
 */
import { SessionFileError } from '../../core/session/session-file';
import type { UndecodableLine } from '../../core/session/utf8-lines';
import { importTranscript as mapTranscript } from '../../core/transcripts/import-transcript';
import type { TranscriptFormat } from '../../core/transcripts/transcript-formats';
import type { SkippedLine } from '../../core/transcripts/bad-lines';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { createSessionIn } from './create-session';
import { InvalidEntry } from './errors';
import { appendBatch } from './import-session';
import { moveLeafIn } from './move-leaf';

export interface ImportTranscriptInput {
  tenantId: string;
  sessionId: string;
  format: TranscriptFormat;
  /** The file's lines; an UndecodableLine is a line whose bytes are not UTF-8 (see utf8Lines). */
  lines: AsyncIterable<string | UndecodableLine>;
  batchSize?: number;
  /** Leave out lines that do not parse or map (a crashed agent's truncated last line) and report them. */
  skipBadLines?: boolean;
}

export interface TranscriptImportResult {
  sessionId: string;
  entries: number;
  format: TranscriptFormat;
  /** Lines left out under `skipBadLines`, in file order (absent otherwise). */
  skipped?: SkippedLine[];
}

export async function importTranscript(db: Db, input: ImportTranscriptInput): Promise<TranscriptImportResult> {
  const texts: (string | UndecodableLine)[] = [];
  for await (const text of input.lines) texts.push(text);
  const imported = mapped(input, texts);
  const batchSize = input.batchSize ?? 1000;
  await withTenant(db, input.tenantId, async (tx) => {
    await createSessionIn(tx, { tenantId: input.tenantId, sessionId: input.sessionId, header: imported.header });
    for (let i = 0; i < imported.entries.length; i += batchSize) {
      const batch = imported.entries
        .slice(i, i + batchSize)
        .map((entry, j) => ({ entry, line: imported.lines[i + j]! }));
      await appendBatch(tx, input.sessionId, batch);
    }
    if (imported.leafId !== imported.entries[imported.entries.length - 1]!.id) {
      await moveLeafIn(tx, { sessionId: input.sessionId, to: imported.leafId, reason: 'navigate' });
    }
  });
  const result = { sessionId: input.sessionId, entries: imported.entries.length, format: input.format };
  return imported.skipped ? { ...result, skipped: imported.skipped } : result;
}

function mapped(input: ImportTranscriptInput, texts: readonly (string | UndecodableLine)[]) {
  try {
    return mapTranscript(input.format, texts, { skipBadLines: input.skipBadLines });
  } catch (error) {
    if (error instanceof SessionFileError) throw new InvalidEntry(error.detail, error.field, error.line);
    throw error;
  }
}
