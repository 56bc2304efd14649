/**
 * Opening a store whose migrations are all applied (every open but the first after an upgrade) costs one query:
 * drizzle's migrator does not run. A store that lacks the newest migration, or has no migrations table yet, is
 * not current, and a new PGlite directory is still migrated on its first open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../store/database';
import { schemaIsCurrent, type QueryRows } from '../../store/schema-current';
import { openTestDatabase, usingRealPostgres, type TestDatabase } from '../helpers/database';
import type * as PgliteMigrator from 'drizzle-orm/pglite/migrator';
import type * as PostgresMigrator from 'drizzle-orm/postgres-js/migrator';

// The real migrators, counted: the test sees whether an open ran one.
jest.mock('drizzle-orm/pglite/migrator', () => {
  const actual = jest.requireActual<typeof PgliteMigrator>('drizzle-orm/pglite/migrator');
  return { ...actual, migrate: jest.fn(actual.migrate) };
});
jest.mock('drizzle-orm/postgres-js/migrator', () => {
  const actual = jest.requireActual<typeof PostgresMigrator>('drizzle-orm/postgres-js/migrator');
  return { ...actual, migrate: jest.fn(actual.migrate) };
});
const migratorCalls = () =>
  jest.mocked(migratePglite).mock.calls.length + jest.mocked(migratePostgres).mock.calls.length;

function queryRows(store: Database): QueryRows {
  return async (text) => {
    const result = (await store.db.execute(sql.raw(text))) as unknown;
    return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
      string,
      unknown
    >[];
  };
}

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(() => store.close());
beforeEach(() => jest.clearAllMocks());

it('a migrated store is current', async () => {
  await expect(schemaIsCurrent(queryRows(store), MIGRATIONS_FOLDER)).resolves.toBe(true);
});

(usingRealPostgres() ? it : it.skip)('opening an up-to-date Postgres database runs no migrator', async () => {
  const again = await openDatabase({ kind: 'postgres', url: store.url!, maxConnections: 2 });
  await again.close();
  expect(migratorCalls()).toBe(0);
});

it('a new PGlite directory is migrated on its first open only', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-schema-current-'));
  try {
    const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    await first.close();
    expect(migratorCalls()).toBe(1);
    const second = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    await expect(schemaIsCurrent(queryRows(second), MIGRATIONS_FOLDER)).resolves.toBe(true);
    await second.close();
    expect(migratorCalls()).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// These change the shared test store: they run last.
it('a store without its newest migration is not current', async () => {
  await store.db.execute(
    sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
  );
  await expect(schemaIsCurrent(queryRows(store), MIGRATIONS_FOLDER)).resolves.toBe(false);
});

it('a store without the migrations table is not current (and the check does not throw)', async () => {
  await store.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
  await expect(schemaIsCurrent(queryRows(store), MIGRATIONS_FOLDER)).resolves.toBe(false);
});
