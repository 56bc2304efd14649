/**
 * Transcript imports (issue: "Import existing transcripts"): the lines of a Claude Code project transcript or a
 * Codex CLI rollout → the header and v3 entries of a new session, all or nothing: the first bad line throws
 * SessionFileError naming its line and reason, unless bad lines are skipped, when each is left out and reported.
 * A file that yields no entry is refused. The mappings are in claude-code/ and codex/; docs/formats.md ("Importing
 * transcripts") describes them. Pure.
 */
import { SessionFileError } from '../session/session-file';
import type { UndecodableLine } from '../session/utf8-lines';
import { importClaudeCode } from './claude-code/import-claude-code';
import { importCodex } from './codex/import-codex';
import type { SkippedLine } from './bad-lines';
import type { TranscriptImport } from './entry-chain';
import type { TranscriptFormat } from './transcript-formats';
import { parseTranscriptLines } from './transcript-lines';

export interface ImportedTranscript extends TranscriptImport {
  /** Lines left out under `skipBadLines`, in file order (absent otherwise). */
  skipped?: SkippedLine[];
}

export function importTranscript(
  format: TranscriptFormat,
  texts: readonly (string | UndecodableLine)[],
  options: { skipBadLines?: boolean } = {},
): ImportedTranscript {
  const skipped: SkippedLine[] | undefined = options.skipBadLines ? [] : undefined;
  const lines = parseTranscriptLines(texts, skipped);
  const imported = format === 'claude-code' ? importClaudeCode(lines, skipped) : importCodex(lines, skipped);
  if (imported.entries.length === 0) {
    const what = format === 'claude-code' ? 'no user or assistant lines' : 'no conversation items';
    throw new SessionFileError(Math.max(texts.length, 1), undefined, `${what}: nothing to import`);
  }
  if (!skipped) return imported;
  return { ...imported, skipped: [...skipped].sort((a, b) => a.line - b.line) };
}
