/** The public surface of core/: pure, deterministic, safe to import from workflow code. */
export type * from './session/messages';
export type * from './session/entries';
export * from './compaction/tokens';
export * from './session/session-file';
export * from './models/model-catalog';
