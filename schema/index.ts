/** Every table of the store; drizzle-kit reads this file to generate migrations. Table definitions only. */
export * from './admin-events.sql';
export * from './api-keys.sql';
export * from './compactions.sql';
export * from './operator-keys.sql';
export * from './provider-usage.sql';
export * from './rate-limit-windows.sql';
export * from './session-events.sql';
export * from './session-evals.sql';
export * from './sessions.sql';
export * from './smoke-runs.sql';
export * from './snapcompact-frames.sql';
export * from './spend-guard-events.sql';
export * from './summary-checkpoints.sql';
export * from './tenants.sql';
