/**
 * Branch walks read in pages: each page is one statement of at most a page of rows, the next continuing from the
 * oldest row's parent, so a long never-compacted branch is many bounded statements instead of one that can run
 * past the pool's statement_timeout. Paged or not, a walk answers the same rows in the same order, whether a page
 * ends inside the chain, exactly on its root, or exactly on the compaction that stops it.
 */
import { appendEntries, createSession, loadActiveBranch } from '../../store/session-store';
import { WALK_PAGE_STEPS, walkPaged } from '../../store/session-store/walk-path';
import { withTenant } from '../../store/with-tenant';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const T = 'tenant-walk';
const user = (id: string, parentId: string | null) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: id, timestamp: 1 },
});
/** `count` user entries e0 … e(count-1), each the child of the one before, appended under `parentId`. */
const chain = (from: number, count: number, parentId: string | null) =>
  Array.from({ length: count }, (_, i) => user(`e${from + i}`, i === 0 ? parentId : `e${from + i - 1}`));

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

describe('paged branch walks', () => {
  it('answer the unpaged rows in order whatever the page size, through a compaction and down to a seq floor', async () => {
    const sessionId = 'walk-small';
    await createSession(store.db, { tenantId: T, sessionId });
    await appendEntries(store.db, { tenantId: T, sessionId, entries: chain(0, 12, null) });
    const compaction = {
      type: 'compaction',
      id: 'c1',
      parentId: 'e11',
      timestamp: '2026-01-01T00:00:00.000Z',
      summary: 'Twelve questions.',
      firstKeptEntryId: 'e8',
      tokensBefore: 400,
    };
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [compaction, ...chain(12, 12, 'c1')] });
    const walk = <R>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<R>) =>
      withTenant(store.db, T, fn);
    const ids = (rows: { entry_id: string | null }[]) => rows.map((r) => r.entry_id);
    const upToCompaction = [...Array.from({ length: 12 }, (_, i) => `e${23 - i}`), 'c1'];
    // 13 rows: pages of 4 end inside the chain, pages of 13 end exactly on the compaction, 1 is a page a row.
    for (const page of [1, 4, 13, WALK_PAGE_STEPS]) {
      expect(
        ids(
          await walk((tx) =>
            walkPaged(tx, { sessionId, fromId: 'e23', bound: { kind: 'compaction' }, pageSteps: page }),
          ),
        ),
      ).toEqual(upToCompaction);
    }
    const all = [
      ...Array.from({ length: 12 }, (_, i) => `e${23 - i}`),
      'c1',
      ...Array.from({ length: 12 }, (_, i) => `e${11 - i}`),
    ];
    // 25 rows: pages of 5 end exactly on the root, then an empty page ends the walk.
    for (const page of [3, 5, 25, WALK_PAGE_STEPS]) {
      expect(
        ids(
          await walk((tx) =>
            walkPaged(tx, { sessionId, fromId: 'e23', bound: { kind: 'seq', minSeq: 0 }, pageSteps: page }),
          ),
        ),
      ).toEqual(all);
    }
    // Seq 9 is e8: the floor stops the walk inside a page and on a page's edge alike.
    for (const page of [2, 4, 8]) {
      expect(
        ids(
          await walk((tx) =>
            walkPaged(tx, { sessionId, fromId: 'e23', bound: { kind: 'seq', minSeq: 9 }, pageSteps: page }),
          ),
        ),
      ).toEqual(all.slice(0, 17));
    }
  });

  it('loads a never-compacted branch longer than one page whole and in order', async () => {
    const sessionId = 'walk-long';
    const length = WALK_PAGE_STEPS + 1_500;
    await createSession(store.db, { tenantId: T, sessionId });
    for (let from = 0; from < length; from += 2_500) {
      const count = Math.min(2_500, length - from);
      await appendEntries(store.db, {
        tenantId: T,
        sessionId,
        entries: chain(from, count, from === 0 ? null : `e${from - 1}`),
      });
    }
    const branch = await loadActiveBranch(store.db, { tenantId: T, sessionId });
    expect(branch.entries.length).toBe(length);
    expect(branch.entries[0]).toMatchObject({ id: 'e0', parentId: null });
    expect(branch.entries[WALK_PAGE_STEPS]).toMatchObject({
      id: `e${WALK_PAGE_STEPS}`,
      parentId: `e${WALK_PAGE_STEPS - 1}`,
    });
    expect(branch.entries.at(-1)).toMatchObject({ id: `e${length - 1}` });
  });
});
