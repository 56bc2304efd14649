/**
 * The recomputed `context_tokens` (after an import or a revert) is a compare-and-set on the seq it was computed at:
 * an append that lands between the rebuild and the write keeps its own, newer figure.
 */
import { estimateContextTokens } from '../../core/compaction/tokens';
import { refreshContextTokens, storeContextTokensAt } from '../../store/idle/context-tokens';
import { appendEntries, readSessionContext } from '../../store/session-store';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { codingSession, seedSession } from '../helpers/session-builder';
import { sessionRow } from '../helpers/store-queries';

const T = 'tenant-context-tokens';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

async function seeded(sessionId: string) {
  const ids = { tenantId: T, sessionId };
  const entries = codingSession({ turns: 3 });
  await seedSession(store.db, ids, entries);
  return { ids, entries };
}

const note = (id: string, parentId: string) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-12-02T12:00:00.000Z',
  message: { role: 'user', content: 'and one more thing', timestamp: 1_764_676_800_000 },
});

describe('refreshContextTokens', () => {
  it("stores the rebuilt context's estimate when nothing was appended since the rebuild", async () => {
    const { ids } = await seeded('refresh-quiet');
    const expected = estimateContextTokens((await readSessionContext(store.db, ids)).messages);

    expect(await refreshContextTokens(store.db, ids)).toEqual({ tokens: expected, stored: true });
    expect((await sessionRow(store.db, ids)).contextTokens).toBe(expected);
  });

  it('leaves the figure of an append that landed after the rebuild, and stores at the current seq', async () => {
    const { ids, entries } = await seeded('refresh-raced');
    const before = (await sessionRow(store.db, ids)).lastSeq;
    await appendEntries(store.db, { ...ids, entries: [note('late', entries.at(-1)!.id)] });
    await storeContextTokensAt(store.db, ids, { tokens: 777, seq: before + 1 });

    expect(await storeContextTokensAt(store.db, ids, { tokens: 123, seq: before })).toBe(false);
    expect((await sessionRow(store.db, ids)).contextTokens).toBe(777);
    expect(await storeContextTokensAt(store.db, ids, { tokens: 456, seq: before + 1 })).toBe(true);
    expect((await sessionRow(store.db, ids)).contextTokens).toBe(456);
  });
});
