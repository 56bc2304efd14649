/**
 * The jest run's scratch directory: made by global-setup.ts, exported to every test file in this variable, removed
 * by global-teardown.ts. What one test file builds there for the others (the workflow bundle: temporal.ts) lives
 * exactly as long as the run. Unset outside jest.
 */
export const RUN_DIR_VARIABLE = 'COMPACTOR_TEST_RUN_DIR';
