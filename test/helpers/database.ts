/**
 * A fresh, migrated store for one test file: a PGlite copy of the global image, or (with DATABASE_URL) a real
 * Postgres database cloned from the template. `close()` releases it and drops the clone.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../store/database';
import { templateDatabaseName, testDatabaseName } from './database-names';
import { dropDatabase } from './drop-database';

export interface TestDatabase extends Database {
  /** A postgres:// URL of this test database, or undefined on PGlite. */
  readonly url?: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresClone(url) : openPgliteCopy();
}

export const usingRealPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

/**
 * `describe` for files whose processes always run on the embedded stack (they unset DATABASE_URL themselves): the
 * Postgres pass of CI would repeat them unchanged, so they run in the PGlite pass only.
 */
export const describeEmbedded: jest.Describe = usingRealPostgres() ? describe.skip : describe;

async function openPgliteCopy(): Promise<TestDatabase> {
  const image = process.env.COMPACTOR_TEST_PGLITE_IMAGE;
  if (!image) throw new Error('COMPACTOR_TEST_PGLITE_IMAGE is unset: run tests through jest (global setup)');
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(image)]) });
}

async function openPostgresClone(url: string): Promise<TestDatabase> {
  const name = testDatabaseName(url, `t_${process.pid}_${randomBytes(4).toString('hex')}`);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName(url)}"`);
  const cloneUrl = new URL(url);
  cloneUrl.pathname = `/${name}`;
  const store = await openDatabase({ kind: 'postgres', url: cloneUrl.toString(), maxConnections: 5 });
  return {
    ...store,
    db: store.db,
    kind: store.kind,
    url: cloneUrl.toString(),
    // The admin connection ends even when the drop fails: a live socket would keep jest from exiting.
    close: async () => {
      try {
        await store.close();
        await dropDatabase(admin, name);
      } finally {
        await admin.end();
      }
    },
  };
}
