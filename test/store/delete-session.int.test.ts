import { randomUUID } from 'node:crypto';
import {
  appendEntries,
  createSession,
  deleteSession,
  loadActiveBranch,
  purgeDeletedSessions,
  readSessionContext,
  readTree,
  SessionNotFound,
} from '../../store/session-store';
import { listCompactions } from '../../store/compaction-reads/list-compactions';
import { latestSessionEval, recordSessionEval } from '../../store/evals/session-evals';
import { insertGuardEvent, selectGuardEvents } from '../../store/spend-guard/guard-events';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { eventsOf, sessionRow } from '../helpers/store-queries';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const user = (id: string, parentId: string | null) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: `hello ${id}`, timestamp: 1 },
});

/** A session of `tenantId` with two entries. */
async function sessionWithEntries(tenantId: string): Promise<{ tenantId: string; sessionId: string }> {
  const ids = { tenantId, sessionId: randomUUID() };
  await createSession(store.db, ids);
  await appendEntries(store.db, { ...ids, entries: [user('a1', null), user('a2', 'a1')] });
  return ids;
}

describe('deleting a session', () => {
  it('appends a session_deleted event, marks the projection deleted, and every read answers not found', async () => {
    const ids = await sessionWithEntries('del-a');
    const result = await deleteSession(store.db, { ...ids, reason: 'user request' });
    expect(result).toEqual({ sessionId: ids.sessionId, seq: 3 });
    const events = await eventsOf(store.db, ids, 'session_deleted');
    expect(events.map((e) => [e.seq, e.entryId, e.data])).toEqual([
      [3, null, { type: 'session_deleted', reason: 'user request' }],
    ]);
    expect((await sessionRow(store.db, ids)).status).toBe('deleted');
    const notFound = new SessionNotFound(ids.sessionId);
    await expect(loadActiveBranch(store.db, ids)).rejects.toThrow(notFound);
    await expect(readSessionContext(store.db, ids)).rejects.toThrow(notFound);
    await expect(readTree(store.db, ids)).rejects.toThrow(notFound);
    await expect(listCompactions(store.db, ids)).rejects.toThrow(notFound);
    await expect(appendEntries(store.db, { ...ids, entries: [user('a3', 'a2')] })).rejects.toThrow(notFound);
    await expect(deleteSession(store.db, ids)).rejects.toThrow(notFound);
  });

  it("cannot delete another tenant's session", async () => {
    const ids = await sessionWithEntries('del-b');
    await expect(deleteSession(store.db, { tenantId: 'del-other', sessionId: ids.sessionId })).rejects.toThrow(
      SessionNotFound,
    );
    expect((await sessionRow(store.db, ids)).status).toBe('active');
  });
});

describe('purging deleted sessions', () => {
  it("removes the rows of the tenant's sessions deleted before the bound, and nothing else", async () => {
    const deleted = await sessionWithEntries('purge-a');
    const kept = await sessionWithEntries('purge-a');
    const otherTenant = await sessionWithEntries('purge-b');
    const warning = { kind: 'loop-guard-tripped', message: 'stopped', details: {} };
    await insertGuardEvent(store.db, deleted, warning);
    await insertGuardEvent(store.db, kept, warning);
    const report = { run: 'eval-1', reader: 'reference reader', report: { strategies: ['llm-summary'] } };
    await recordSessionEval(store.db, deleted, report);
    await recordSessionEval(store.db, kept, report);
    await deleteSession(store.db, deleted);
    await deleteSession(store.db, otherTenant);

    // Deleted just now: a bound a minute ago keeps it.
    const minuteAgo = new Date(Date.now() - 60_000);
    expect(await purgeDeletedSessions(store.db, { tenantId: 'purge-a', deletedBefore: minuteAgo })).toEqual([]);

    const inAMinute = new Date(Date.now() + 60_000);
    expect(await purgeDeletedSessions(store.db, { tenantId: 'purge-a', deletedBefore: inAMinute })).toEqual([
      { sessionId: deleted.sessionId, events: 3 },
    ]);
    expect(await sessionRow(store.db, deleted)).toBeUndefined();
    expect(await eventsOf(store.db, deleted, 'message')).toEqual([]);
    expect(await selectGuardEvents(store.db, deleted)).toEqual([]);
    expect(await selectGuardEvents(store.db, kept)).toHaveLength(1);
    expect(await latestSessionEval(store.db, deleted)).toBeUndefined();
    expect(await latestSessionEval(store.db, kept)).toMatchObject(report);
    expect((await loadActiveBranch(store.db, kept)).entries.map((e) => e.id)).toEqual(['a1', 'a2']);
    expect((await sessionRow(store.db, otherTenant)).status).toBe('deleted');
    expect(await eventsOf(store.db, otherTenant, 'message')).toHaveLength(2);
  });
});
