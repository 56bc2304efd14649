/**
 * Bounded statements on Postgres: a session row locked by a stuck transaction makes its writers fail after the
 * lock timeout instead of queueing forever, and only one of them holds a pooled connection at a time (the session
 * gate; the rest wait in memory or are refused as busy), so another tenant's writes on the same pool go through
 * while the row is still locked; a statement running past the statement timeout is cancelled by the server.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../store/database';
import { appendEntries, createSession } from '../../store/session-store';
import { openTestDatabase, usingRealPostgres, type TestDatabase } from '../helpers/database';

const onPostgres = usingRealPostgres() ? describe : describe.skip;

let store: TestDatabase;
let bounded: Database;
/** Same pool size, a lock timeout far longer than any test step: who waits for the lock shows. */
let patient: Database;
beforeAll(async () => {
  store = await openTestDatabase();
  if (!store.url) return;
  bounded = await openDatabase({
    kind: 'postgres',
    url: store.url,
    maxConnections: 3,
    timeouts: { statementMs: 2_000, lockMs: 500 },
  });
  patient = await openDatabase({
    kind: 'postgres',
    url: store.url,
    maxConnections: 3,
    timeouts: { statementMs: 120_000, lockMs: 60_000 },
  });
});
afterAll(async () => {
  await bounded?.close();
  await patient?.close();
  await store.close();
});

const user = (id: string, parentId: string | null) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: `hello ${id}`, timestamp: 1 },
});

async function newSessionIn(database: Database, tenantId: string) {
  const ids = { tenantId, sessionId: randomUUID() };
  await createSession(database.db, ids);
  await appendEntries(database.db, { ...ids, entries: [user('a1', null)] });
  return ids;
}
const newSession = (tenantId: string) => newSessionIn(bounded, tenantId);

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
  it("six writers of a locked session give up after the lock timeout, one after the other, while another tenant's append on the same 3-connection pool completes", async () => {
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
      // One writer at a time holds a connection and gives up after 0.5 s; the others wait in memory, in turn.
      expect(await Promise.all(writers)).toEqual(Array(6).fill('55P03'));
      expect(otherLatency).toBeLessThan(10_000);
    } finally {
      await lock.release();
    }
  });

  it("another tenant's append completes while six writers of a locked session still wait for its lock", async () => {
    const stuck = await newSessionIn(patient, 'starve-a');
    const other = await newSessionIn(patient, 'starve-b');
    const lock = await lockSessionRow(store.url!, stuck);
    const settled: string[] = [];
    const writers = Array.from({ length: 6 }, (_, i) =>
      appendEntries(patient.db, { ...stuck, entries: [user(`s${i}`, 'a1')] })
        .then(
          () => 'appended',
          (error: unknown) => pgCode(error),
        )
        .then((outcome) => {
          settled.push(String(outcome));
          return outcome;
        }),
    );
    try {
      // Without the gate the six writers take all three connections and this append waits for the lock timeout.
      await appendEntries(patient.db, { ...other, entries: [user('b2', 'a1')] });
      expect(settled).toEqual([]);
    } finally {
      await lock.release();
    }
    const outcomes = await Promise.all(writers);
    expect(outcomes).toEqual(Array(6).fill('appended'));
  });

  it('the server cancels a statement that runs past the statement timeout', async () => {
    const error = await bounded.db.execute(sql`SELECT pg_sleep(5)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgCode(error)).toBe('57014');
  });
});
