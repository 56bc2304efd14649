/**
 * The names of the importable transcript formats, apart from their importers so that a command line can list and
 * check them without loading the importers (and their schemas). Pure.
 */
export const TRANSCRIPT_FORMATS = ['claude-code', 'codex'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

export const isTranscriptFormat = (value: string): value is TranscriptFormat =>
  (TRANSCRIPT_FORMATS as readonly string[]).includes(value);

/** Every `ingest --format` / `POST /v1/sessions/import?format=` value: `native` is an upstream session file. */
export const IMPORT_FORMATS = ['native', ...TRANSCRIPT_FORMATS] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
