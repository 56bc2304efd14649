/** The public surface of core/: pure, deterministic, safe to import from workflow code. */
export type * from './session/messages';
export type * from './session/entries';
export * from './compaction/tokens';
export * from './session/session-file';
export * from './session/build-context';
export * from './session/compaction-summary';
export * from './session/entry-schema';
export * from './session/session-path';
export * from './session/session-settings';
export * from './session/store-event-schema';
