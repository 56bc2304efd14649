import { randomUUID } from 'node:crypto';
import { appendEntries, createSession } from '../../store/session-store';
import { commitCompactionEntry } from '../../store/compaction-writes/commit-compaction';
import { RunAlreadyFinished, recordRunOutcome } from '../../store/compaction-writes/run-fence';
import { recordCompaction } from '../../store/compaction-writes/record-compaction';
import { withTenant } from '../../store/with-tenant';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { auditOf, eventsOf } from '../helpers/store-queries';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const T = 'fence-t';
const user = (id: string, parentId: string | null) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: `hello ${id}`, timestamp: 1 },
});

async function runningCompaction() {
  const ids = { tenantId: T, sessionId: randomUUID() };
  await createSession(store.db, ids);
  await appendEntries(store.db, { ...ids, entries: [user('a1', null), user('a2', 'a1')] });
  const run = { workflowId: `compact-${ids.sessionId}`, runId: randomUUID() };
  await withTenant(store.db, T, (tx) => recordCompaction(tx, { ...ids, ...run, trigger: 'manual', status: 'running' }));
  const key = `compaction:${run.workflowId}:${run.runId}`;
  const commit = () =>
    commitCompactionEntry(store.db, {
      ...ids,
      entryId: 'c1',
      timestamp: '2026-01-01T00:00:01.000Z',
      fields: { summary: 'summary', firstKeptEntryId: 'a2', tokensBefore: 100, method: 'soft' },
      snapshotLeafId: 'a2',
      idempotencyKey: key,
      audit: { ...run, trigger: 'manual', method: 'soft' },
    });
  const fail = () =>
    withTenant(store.db, T, (tx) =>
      recordRunOutcome(tx, { ...ids, ...run, trigger: 'manual', status: 'failed', error: 'timed out' }, key),
    );
  return { ids, commit, fail };
}

describe('a compaction run whose end is recorded races its own late commit', () => {
  it('a commit attempt that arrives after the run was recorded failed appends nothing', async () => {
    const { ids, commit, fail } = await runningCompaction();
    await fail();
    await expect(commit()).rejects.toThrow(RunAlreadyFinished);
    expect(await eventsOf(store.db, ids, 'compaction')).toEqual([]);
    expect((await auditOf(store.db, ids)).map((a) => [a.status, a.compactionEntryId])).toEqual([['failed', null]]);
  });

  it('a failure recorded after the commit landed leaves the audit row saying committed, as the store does', async () => {
    const { ids, commit, fail } = await runningCompaction();
    await commit();
    await fail();
    expect((await eventsOf(store.db, ids, 'compaction')).map((e) => e.entryId)).toEqual(['c1']);
    expect((await auditOf(store.db, ids)).map((a) => [a.status, a.compactionEntryId])).toEqual([['committed', 'c1']]);
  });

  it('a commit retried after it landed still returns the same entry, even once a failure was recorded', async () => {
    const { ids, commit, fail } = await runningCompaction();
    await commit();
    await fail();
    expect(await commit()).toEqual({ kind: 'committed', entryId: 'c1', leafId: 'c1', replayed: true });
    expect((await eventsOf(store.db, ids, 'compaction')).length).toBe(1);
  });
});
