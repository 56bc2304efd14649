/**
 * The shared rate store counts a tenant's concurrent requests together — one upsert in flight per key and node —
 * and still answers each request with its own place in the window's count, across nodes sharing the database: the
 * limit is granted exactly once in total.
 */
import { sql } from 'drizzle-orm';
import { sharedRateStore } from '../../server/shared-rate-store';
import { rowsOf } from '../../store/session-store/event-rows';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const MINUTE = 60_000;

function counter(db: TestDatabase['db']) {
  const Store = sharedRateStore(db);
  const node = new Store();
  return (key: string) =>
    new Promise<number>((resolve, reject) =>
      node.incr(key, (error, result) => (error ? reject(error) : resolve(result!.current)), MINUTE),
    );
}

// The windows are whole minutes of the database clock: start clear of an edge.
async function clearOfWindowEdge(): Promise<void> {
  const intoMinute = Date.now() % MINUTE;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, MINUTE + 500 - intoMinute));
}

it('answers 40 concurrent requests of one key with the places 1 to 40, and the next with 41', async () => {
  await clearOfWindowEdge();
  const count = counter(store.db);
  const places = await Promise.all(Array.from({ length: 40 }, () => count('tenant-burst')));
  expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  expect(await count('tenant-burst')).toBe(41);
});

it('counts two nodes on one database together, each place given once', async () => {
  await clearOfWindowEdge();
  const [a, b] = [counter(store.db), counter(store.db)];
  const places = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b)('tenant-two-nodes')));
  expect([...places].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
});

it('keeps keys apart', async () => {
  await clearOfWindowEdge();
  const count = counter(store.db);
  const [x, y] = await Promise.all([count('tenant-x'), count('tenant-y')]);
  expect([x, y]).toEqual([1, 1]);
});

// The upsert turns synchronous_commit off for its own transaction only (on PGlite, one connection, a leak would show).
it('leaves the connection committing synchronously after a count', async () => {
  await counter(store.db)('tenant-setting');
  const [row] = rowsOf<{ value: string }>(
    await store.db.execute(sql`select current_setting('synchronous_commit') as value`),
  );
  expect(row!.value).toBe('on');
});
