/**
 * The append's write in few statements keeps every guarantee: the tenant transaction binds the application role
 * and the tenant for exactly its own duration (its first statement included, sent with the settings), concurrent appends stay gapless with the projection at the log's
 * end, a refused insert leaves the projection where it was, the row lock's reference count still names a missing
 * parent, an idempotent retry returns the first result, and a batch over one chunk moves the projection once.
 */
import { eq, sql } from 'drizzle-orm';
import { appendEntries, createSession, deleteSession } from '../../store/session-store';
import { rowsOf } from '../../store/session-store/event-rows';
import { APP_ROLE, withTenant } from '../../store/with-tenant';
import { queryRows } from '../../store/statement';
import { readSessionVersion } from '../../store/session-store/session-version';
import { getSessionRow } from '../../store/session-store/session-row';
import { SessionNotFound } from '../../store/session-store/errors';
import { sessionEvents, sessions, tenants } from '../../schema';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const user = (id: string, parentId: string | null, text = id) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: text, timestamp: 1 },
});

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const T = 'tenant-write';
let n = 0;
const newSession = async () => {
  const sessionId = `w-${(n += 1)}-${Date.now()}`;
  await createSession(store.db, { tenantId: T, sessionId });
  return sessionId;
};

const projection = async (sessionId: string) => {
  const [row] = await withTenant(store.db, T, (tx) =>
    tx
      .select({ lastSeq: sessions.lastSeq, leafId: sessions.leafEntryId })
      .from(sessions)
      .where(eq(sessions.id, sessionId)),
  );
  return row;
};

/** The session's log as [seq, entry id], in seq order. */
const logOf = (sessionId: string) =>
  withTenant(store.db, T, (tx) =>
    tx
      .select({ seq: sessionEvents.seq, id: sessionEvents.entryId })
      .from(sessionEvents)
      .where(eq(sessionEvents.sessionId, sessionId))
      .orderBy(sessionEvents.seq),
  ).then((rows) => rows.map((r) => [Number(r.seq), r.id]));

describe('the tenant transaction', () => {
  it('runs as the application role with the tenant set, and neither outlives it', async () => {
    type Who = { who: string; tenant: string | null };
    const who = sql`select current_user as who, current_setting('app.tenant', true) as tenant`;
    const inside = rowsOf<Who>(await withTenant(store.db, T, (tx) => tx.execute(who)))[0];
    expect(inside).toEqual({ who: APP_ROLE, tenant: T });
    const after = rowsOf<Who>(await store.db.execute(who))[0]!;
    expect(after.who).not.toBe(APP_ROLE);
    expect(after.tenant ?? '').toBe('');
  });

  it('binds them for its first statement too, started at once and sent with the settings', async () => {
    type Who = { who: string; tenant: string | null };
    const text = "select current_user as who, current_setting('app.tenant', true) as tenant";
    const [inside] = await withTenant(store.db, T, (tx) => queryRows<Who>(tx, text, []));
    expect(inside).toEqual({ who: APP_ROLE, tenant: T });
  });

  it('rejects with the error of a body that throws before it sends anything, and ends the transaction', async () => {
    const failing = withTenant(store.db, T, () => {
      throw new Error('refused before any statement');
    });
    await expect(failing).rejects.toThrow('refused before any statement');
    expect(await withTenant(store.db, T, async () => 'next')).toBe('next');
  });
});

describe('appending in few statements', () => {
  it('keeps concurrent appends to many sessions gapless, the projection at the end of each log', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => newSession()));
    await Promise.all(
      ids.map(async (sessionId) => {
        for (let i = 0; i < 8; i += 1) {
          const entry = user(`e${i}`, i === 0 ? null : `e${i - 1}`);
          await appendEntries(store.db, { tenantId: T, sessionId, entries: [entry] });
        }
      }),
    );
    for (const sessionId of ids) {
      expect(await logOf(sessionId)).toEqual(Array.from({ length: 8 }, (_, i) => [i + 1, `e${i}`]));
      expect(await projection(sessionId)).toEqual({ lastSeq: 8, leafId: 'e7' });
    }
  });

  it('writes neither rows nor projection when a later row of the batch is refused', async () => {
    const sessionId = await newSession();
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null)] });
    // b is new, a is taken: the statement that writes both and moves the projection fails whole.
    await expect(
      appendEntries(store.db, { tenantId: T, sessionId, entries: [user('b', 'a'), user('a', 'b', 'again')] }),
    ).rejects.toMatchObject({ type: 'StreamConflict', details: { constraint: 'session_events_entry_uq' } });
    expect(await logOf(sessionId)).toEqual([[1, 'a']]);
    expect(await projection(sessionId)).toEqual({ lastSeq: 1, leafId: 'a' });
  });

  it('names the missing parent of a batch whose other references exist', async () => {
    const sessionId = await newSession();
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null), user('b', 'a')] });
    const refused = appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('c', 'b'), user('d', 'gone')],
    });
    await expect(refused).rejects.toThrow('entry 1: parentId: no earlier entry gone in this session');
    expect(await projection(sessionId)).toEqual({ lastSeq: 2, leafId: 'b' });
  });

  it('returns the first result to a retried key and appends under a new one', async () => {
    const sessionId = await newSession();
    const first = await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('a', null)],
      idempotencyKey: 'turn-1',
    });
    const retry = await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('a', null)],
      idempotencyKey: 'turn-1',
    });
    const next = await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('b', 'a')],
      idempotencyKey: 'turn-2',
    });
    expect(retry).toMatchObject({ replayed: true, lastSeq: 1, leafId: 'a', events: first.events });
    expect(next).toMatchObject({ replayed: false, lastSeq: 2, leafId: 'b' });
  });

  it('writes a batch larger than one statement holds and moves the projection once, to its end', async () => {
    const sessionId = await newSession();
    const entries = Array.from({ length: 2_500 }, (_, i) => user(`e${i}`, i === 0 ? null : `e${i - 1}`));
    const result = await appendEntries(store.db, { tenantId: T, sessionId, entries });
    expect(result.events.map((e) => e.seq)).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 1));
    expect(result.events[2_499]).toMatchObject({ entryId: 'e2499', parentId: 'e2498' });
    expect(await projection(sessionId)).toEqual({ lastSeq: 2_500, leafId: 'e2499' });
  });
});

describe("the tenant's settings in the append", () => {
  it("reads the appending tenant's settings in the locking statement, on a replay too, and null without a row", async () => {
    await store.db.insert(tenants).values([
      { id: T, settings: { autoCompaction: true } },
      { id: 'tenant-other', settings: { model: 'openai/gpt-5' } },
    ]);
    const sessionId = await newSession();
    const once = { tenantId: T, sessionId, entries: [user('a', null)], idempotencyKey: 'k' };
    expect((await appendEntries(store.db, once)).session?.tenantSettings).toEqual({ autoCompaction: true });
    expect((await appendEntries(store.db, once)).session).toMatchObject({
      tenantSettings: { autoCompaction: true },
    });
    await createSession(store.db, { tenantId: 'tenant-rowless', sessionId: 'r-1' });
    const rowless = await appendEntries(store.db, {
      tenantId: 'tenant-rowless',
      sessionId: 'r-1',
      entries: [user('a', null)],
    });
    expect(rowless.session?.tenantSettings).toBeNull();
  });

  it("gives the application role its own tenant's settings only, and no read of the tenants table", async () => {
    const own = await withTenant(store.db, T, async (tx) =>
      rowsOf<{ settings: unknown }>(await tx.execute(sql`select compactor_tenant_settings() as settings`)),
    );
    expect(own).toEqual([{ settings: { autoCompaction: true } }]);
    const read = withTenant(store.db, T, (tx) =>
      tx.execute(sql`select settings from tenants where id = 'tenant-other'`),
    );
    await expect(read).rejects.toMatchObject({ cause: { message: 'permission denied for table tenants' } });
  });
});

describe("the session's version in one statement", () => {
  it("reads the tenant's own row, answers not-found for another tenant's or a deleted one, and sets no tenant beyond itself", async () => {
    const sessionId = await newSession();
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null), user('b', 'a')] });
    const version = await readSessionVersion(store.db, { tenantId: T, sessionId });
    const row = await withTenant(store.db, T, (tx) => getSessionRow(tx, sessionId));
    expect(version).toEqual({ lastSeq: 2, createdAt: row.createdAt });
    await expect(readSessionVersion(store.db, { tenantId: 'tenant-other', sessionId })).rejects.toBeInstanceOf(
      SessionNotFound,
    );
    const [after] = rowsOf<{ tenant: string | null }>(
      await store.db.execute(sql`select current_setting('app.tenant', true) as tenant`),
    );
    expect(after?.tenant ?? '').toBe('');
    await deleteSession(store.db, { tenantId: T, sessionId });
    await expect(readSessionVersion(store.db, { tenantId: T, sessionId })).rejects.toBeInstanceOf(SessionNotFound);
  });
});
