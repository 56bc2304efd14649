/** Errors the CLI maps to exit codes: a UsageError exits 2, anything else that escapes a command exits 1. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
