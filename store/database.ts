/**
 * Opens the store: drizzle over postgres.js when a URL is given, else embedded PGlite in a data directory.
 * Applies the committed drizzle-kit migrations on open (one query when they already are). Knows nothing of tenants or queries.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { lockDataDir } from './pglite-lock';
import { schemaIsCurrent } from './schema-current';
import { preparingClient } from './prepared-client';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'postgres' | 'pglite';
  /** LISTEN on a channel (lower case): each NOTIFY payload, until the returned stop is awaited. */
  listen: Listen;
  close(): Promise<void>;
}

export type Listen = (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;

/** Server-side bounds set on every pooled Postgres connection (not on the migration connections). */
export interface SessionTimeouts {
  /** statement_timeout, also used as idle_in_transaction_session_timeout. */
  statementMs: number;
  /** lock_timeout. */
  lockMs: number;
}

/** The bounds when the caller names none (the configuration's defaults). */
export const DEFAULT_SESSION_TIMEOUTS: SessionTimeouts = { statementMs: 15_000, lockMs: 5_000 };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number; timeouts?: SessionTimeouts }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The advisory-lock key that serializes migrations ("compacto" as a big-endian int8). */
const MIGRATION_LOCK_KEY = '7165065861607421039';

/**
 * PGlite runs one single-user backend: the server defaults (128 MB of shared buffers, 100 connection slots) only
 * make every open initialise shared memory it never uses; these cut an open on an existing directory by ~25%.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=4'];

export const MIGRATIONS_FOLDER = path.join(__dirname, '..', 'schema', 'migrations');

/** Opens the database and brings its schema up to date; repeated opens are no-ops for applied migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.maxConnections ?? 10, target.timeouts);
  return openPglite(target);
}

async function openPostgres(url: string, max: number, timeouts = DEFAULT_SESSION_TIMEOUTS): Promise<Database> {
  const client = postgres(url, { max, onnotice: () => {}, connection: sessionParameters(timeouts) });
  try {
    if (!(await schemaIsCurrent((sql) => client.unsafe(sql), MIGRATIONS_FOLDER))) await migrateUnderLock(url);
  } catch (error) {
    await client.end({ timeout: 5 });
    throw error;
  }
  const db = drizzlePostgres({ client: preparingClient(client), schema });
  // postgres.js keeps listeners on a connection of their own and listens again after a reconnect.
  const listen: Listen = async (channel, onMessage) => (await client.listen(channel, onMessage)).unlisten;
  return { db: db as unknown as Db, kind: 'postgres', listen, close: () => client.end({ timeout: 5 }) };
}

/** Migrations run unbounded on their own connection (an index build may take long); the pool is bounded. */
function migrateUnderLock(url: string): Promise<void> {
  return underMigrationLock(url, async () => {
    const migrator = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await migratePostgres(drizzlePostgres({ client: migrator, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await migrator.end({ timeout: 5 });
    }
  });
}

/** Startup parameters of every pooled connection: the server enforces them, whatever the client is doing. */
function sessionParameters(t: SessionTimeouts): Record<string, string> {
  return {
    statement_timeout: `${t.statementMs}ms`,
    idle_in_transaction_session_timeout: `${t.statementMs}ms`,
    lock_timeout: `${t.lockMs}ms`,
  };
}

/** Any number of processes starting at once on one database migrate it once; the others wait, then find it done. */
async function underMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  // A session-level advisory lock on its own connection (the migrator takes pool connections as it likes).
  const locker = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await locker`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migrate();
  } finally {
    await locker.end({ timeout: 5 });
  }
}

async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const lock = target.dataDir ? lockDataDir(target.dataDir) : undefined;
  const close = async (client?: PGlite) => {
    await client?.close();
    lock?.release();
  };
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    startParams: PGLITE_START_PARAMS,
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  try {
    const current = await schemaIsCurrent(
      async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      MIGRATIONS_FOLDER,
    );
    if (!current) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await close(client);
    throw error;
  }
  const listen: Listen = async (channel, onMessage) => {
    const stop = await client.listen(channel, onMessage);
    return () => stop();
  };
  return { db: db as unknown as Db, kind: 'pglite', listen, close: () => close(client) };
}
