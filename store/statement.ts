/**
 * A hot statement as SQL text with `$n` parameters, sent to the driver of a database or transaction as `execute`
 * would send a rendered `sql` template, without rendering it: the query builder's rendering of the append's two
 * statements cost more CPU in a loaded API server than the rest of the append's work in Node. Each driver is called
 * exactly as drizzle calls it for `execute` (postgres.js through the client drizzle configured: transparent
 * timestamp and json codecs, statements prepared by store/prepared-client.ts; PGlite in object row mode with
 * timestamps kept as text), so rows come back in the shape `execute` returns and the tables' column codecs apply.
 */
import { types } from '@electric-sql/pglite';

interface PostgresJsClient {
  unsafe(text: string, params: unknown[]): PromiseLike<unknown[]> & { execute(): unknown };
}

interface PgliteClient {
  query(text: string, params: unknown[], options: object): Promise<{ rows: unknown[] }>;
}

const asText = (value: string) => value;

/** drizzle's raw-query configuration for PGlite: date and time values (and their arrays) stay text. */
const PGLITE_ROWS = {
  rowMode: 'object',
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
      oid,
      asText,
    ]),
  ),
};

/** A drizzle database or transaction: both hold the driver session their queries run on. */
interface OnSession {
  readonly _: { readonly session: unknown };
}

/**
 * The statement is handed to its connection before this returns, so that any statement the caller sends after it on
 * the same transaction runs after it, and may share its write and round trip: postgres.js hands every query to its
 * connection one microtask after it is started (`execute()` starts it now) and runs a connection's queries in that
 * order; PGlite runs a transaction's queries in the order they are called.
 */
export function queryRows<T>(db: OnSession, text: string, params: readonly unknown[]): Promise<T[]> {
  const client = (db._.session as { client: PostgresJsClient | PgliteClient }).client;
  if ('unsafe' in client) {
    const query = client.unsafe(text, [...params]);
    query.execute();
    return Promise.resolve(query) as Promise<T[]>;
  }
  return client.query(text, [...params], PGLITE_ROWS).then((result) => result.rows as T[]);
}
