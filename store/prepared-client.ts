/**
 * The postgres.js client drizzle runs on, with its parameterised statements prepared. drizzle sends every query
 * unnamed, and postgres.js then asks the server to describe an unnamed statement's parameters before it can bind
 * them: two round trips and a fresh plan per query. Prepared (as postgres.js prepares its own tagged queries), a
 * statement costs one round trip and its plan is kept on the connection. Statements with many parameters (bulk
 * inserts, long id lists: their text changes with the count) stay unnamed, so a connection keeps a bounded set of
 * statements; connections are recycled by postgres.js's max_lifetime anyway.
 */
import type { Sql } from 'postgres';

/** At most this many parameters for a statement to be kept prepared on its connection. */
export const MAX_PREPARED_PARAMETERS = 64;

type Unsafe = Sql['unsafe'];
type Callback = (sql: Sql) => unknown;

export function preparingClient<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return prepared(target.unsafe.bind(target));
      if (property === 'begin' || property === 'savepoint') {
        const start = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const fn = args.pop() as Callback;
          return start(...args, (sql: Sql) => fn(preparingClient(sql)));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

function prepared(unsafe: Unsafe): Unsafe {
  return ((query: string, parameters: unknown[] = [], options: Record<string, unknown> = {}) => {
    const few = parameters.length > 0 && parameters.length <= MAX_PREPARED_PARAMETERS;
    return unsafe(query, parameters as never, (few ? { ...options, prepare: true } : options) as never);
  }) as Unsafe;
}
