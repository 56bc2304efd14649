/**
 * Bounded statements on Postgres: a session row locked by a stuck transaction makes its writers fail after the
 * lock timeout (and free their pooled connections) instead of queueing forever, so another tenant's writes on
 * the same pool keep their latency; a statement running past the statement timeout is cancelled by the server.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../activities/db/database';
import { appendEntries, createSession } from '../../../activities/db/session-store';
import { openTestDatabase, usingRealPostgres, type TestDatabase } from '../../helpers/database';

const onPostgres = usingRealPostgres() ? describe : describe.skip;

let store: TestDatabase;
let bounded: Database;
beforeAll(async () => {
  store = await openTestDatabase();
  if (store.url)
    bounded = await openDatabase({
      kind: 'postgres',
      url: store.url,
      maxConnections: 3,
      timeouts: { statementMs: 2_000, lockMs: 500 },
    });
});
afterAll(async () => {
  await bounded?.close();
  await store.close();
});

const user = (id: string, parentId: string | null) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: `hello ${id}`, timestamp: 1 },
});

async function newSession(tenantId: string) {
  const ids = { tenantId, sessionId: randomUUID() };
  await createSession(bounded.db, ids);
  await appendEntries(bounded.db, { ...ids, entries: [user('a1', null)] });
  return ids;
}

/** Holds the session row lock in a transaction of its own until `release` is called. */
async function lockSessionRow(url: string, ids: { tenantId: string; sessionId: string }) {
  const holder = postgres(url, { max: 1, onnotice: () => {} });
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = holder.begin(async (tx) => {
    await tx`SELECT set_config('app.tenant', ${ids.tenantId}, true)`;
    const rows = await tx`SELECT id FROM sessions WHERE id = ${ids.sessionId} FOR UPDATE`;
    if (rows.length !== 1) throw new Error('the session row was not locked');
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await done;
      await holder.end();
    },
  };
}

const pgCode = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

onPostgres('bounded Postgres sessions', () => {
  it("six writers of a locked session give up after the lock timeout while another tenant's append on the same 3-connection pool completes", async () => {
    const stuck = await newSession('stall-a');
    const other = await newSession('stall-b');
    const lock = await lockSessionRow(store.url!, stuck);
    try {
      const writers = Array.from({ length: 6 }, (_, i) =>
        appendEntries(bounded.db, { ...stuck, entries: [user(`s${i}`, 'a1')] }).then(
          () => 'appended',
          (error: unknown) => pgCode(error),
        ),
      );
      const started = Date.now();
      await appendEntries(bounded.db, { ...other, entries: [user('b2', 'a1')] });
      const otherLatency = Date.now() - started;
      expect(await Promise.all(writers)).toEqual(Array(6).fill('55P03'));
      // Six writers queue on three connections; each gives up after 0.5 s: the other tenant waits ~1 s, never for the lock.
      expect(otherLatency).toBeLessThan(10_000);
    } finally {
      await lock.release();
    }
  });

  it('the server cancels a statement that runs past the statement timeout', async () => {
    const error = await bounded.db.execute(sql`SELECT pg_sleep(5)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgCode(error)).toBe('57014');
  });
});
