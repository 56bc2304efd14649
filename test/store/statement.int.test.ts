/**
 * A statement sent as text answers the rows the query builder's `execute` answers for the same SQL on the same
 * driver — timestamps as the text the tables' column codecs expect, jsonb as the driver returns it, numbers and
 * nulls as sent — in a tenant transaction or on the pool, and a failing statement rejects with the driver's
 * own error (its SQLSTATE intact, which the append's conflict mapping reads).
 */
import { sql } from 'drizzle-orm';
import { createSession } from '../../store/session-store';
import { rowsOf } from '../../store/session-store/event-rows';
import { queryRows } from '../../store/statement';
import { withTenant } from '../../store/with-tenant';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const T = 'tenant-statement';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
  await createSession(store.db, { tenantId: T, sessionId: 's1' });
});
afterAll(async () => {
  await store.close();
});

const SELECT = `select id, created_at, header, last_seq, $2::text as probe, $3::jsonb as doc
  from sessions where id = $1`;

test('answers the rows execute answers, inside a tenant transaction', async () => {
  const [text, built] = await withTenant(store.db, T, async (tx) => [
    await queryRows<Record<string, unknown>>(tx, SELECT, ['s1', null, '{"a":[1,2]}']),
    rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select id, created_at, header, last_seq, ${null}::text as probe, ${'{"a":[1,2]}'}::jsonb as doc
        from sessions where id = ${'s1'}`),
    ),
  ]);
  expect(text).toHaveLength(1);
  expect(text).toEqual(built);
  expect(typeof text[0]!.created_at).toBe('string');
  expect(text[0]!.probe).toBeNull();
});

test('reads under row-level security like any tenant statement: another tenant sees no row', async () => {
  const rows = await withTenant(store.db, 'tenant-other', (tx) => queryRows(tx, SELECT, ['s1', 'x', '{}']));
  expect(rows).toEqual([]);
});

test('a failing statement rejects with the driver error and its SQLSTATE', async () => {
  const failed = await queryRows(store.db, 'select 1 / $1::int', [0]).then(
    () => undefined,
    (error: unknown) => error as { code?: string },
  );
  expect(failed?.code).toBe('22012');
});
