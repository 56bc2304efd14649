/**
 * Drops a throwaway database at the end of a test or benchmark. `DROP DATABASE … WITH (FORCE)` alone is not enough
 * for a non-superuser: on PostgreSQL 15 it refuses ("must be a member of the role whose process is being
 * terminated") when an autovacuum worker happens to be in the database, which a loaded machine makes likely right
 * after a test has written rows. A plain DROP asks autovacuum to leave and waits for it, so it is the fallback;
 * FORCE goes first because it does not wait 5 s for a client connection that is still closing. Retried a few times.
 */
import type { Sql } from 'postgres';

const ATTEMPTS = 5;

export async function dropDatabase(admin: Sql, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch {
      try {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch (error) {
        if (attempt === ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }
}
