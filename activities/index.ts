/** The activity object a worker registers, built from its dependencies (no module-level clients). */
import type { Db } from './db/database';
import { createSmokeRunActivities } from './db/insert-smoke-run';

export interface ActivityDeps {
  db: Db;
}

export function createActivities(deps: ActivityDeps) {
  return { ...createSmokeRunActivities(deps.db) };
}

export type Activities = ReturnType<typeof createActivities>;
