/** Every table of the store; drizzle-kit reads this file to generate migrations. Table definitions only. */
export * from './smoke-runs.sql';
