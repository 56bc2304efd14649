/** The public surface of core/: pure, deterministic, safe to import from workflow code. */
export type * from './session/messages';
export type * from './session/entries';
export * from './summary';
export * from './template';
