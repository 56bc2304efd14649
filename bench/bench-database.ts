/** The store a benchmark runs on: the real Postgres of DATABASE_URL, else a fresh in-memory PGlite. */
import { openDatabase, type Database } from '../store/database';

export function openBenchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openDatabase({ kind: 'postgres', url }) : openDatabase({ kind: 'pglite' });
}
