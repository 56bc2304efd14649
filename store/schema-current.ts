/**
 * Whether a store already has every committed migration, in one query. drizzle's migrator answers the same
 * question with three statements after reading and hashing every migration file, and on Postgres the open also
 * takes the migration lock on two extra connections: on an up-to-date store (every open but the first after an
 * upgrade) all of that is skipped. drizzle applies a migration when the newest applied row is older than the
 * migration's `when` in the journal, so the store is current when that row is at least the journal's newest `when`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Runs one statement and returns its rows. */
export type QueryRows = (sql: string) => Promise<readonly Record<string, unknown>[]>;

const NEWEST_APPLIED = 'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations';

/** True when nothing is left to apply; false when something is, or the migrations table is not there yet. */
export async function schemaIsCurrent(query: QueryRows, migrationsFolder: string): Promise<boolean> {
  const newestInJournal = newestJournalEntry(migrationsFolder);
  let rows: readonly Record<string, unknown>[];
  try {
    rows = await query(NEWEST_APPLIED);
  } catch {
    // A new store (no drizzle schema yet): the migrator creates it and reports any real failure itself.
    return false;
  }
  const newest = rows[0]?.newest;
  return typeof newest === 'string' && Number(newest) >= newestInJournal;
}

function newestJournalEntry(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}
