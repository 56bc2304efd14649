/**
 * `compaction_warning` store events (compaction spec §3.9 step 11: a dead end stamps the latest compaction entry):
 * checked at the store boundary, folded into the compaction entry by every entry reader, the entry itself untouched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  appendStoreEvents,
  importSession,
  loadActiveBranch,
  readEntries,
  readEntryRange,
} from '../../store/session-store';
import { latestDeadEnd } from '../../store/session-store/dead-end-mark';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'sessions', 'v3-every-type.jsonl');
const T = 'tenant-warn';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

async function imported(sessionId: string) {
  async function* lines() {
    yield* readFileSync(FIXTURE, 'utf8').split('\n');
  }
  await importSession(store.db, { tenantId: T, sessionId, lines: lines() });
  return { tenantId: T, sessionId };
}

const stamp = (compactionEntryId: string | undefined, warning: string, turnStartId = 'e20') => ({
  type: 'compaction_warning',
  ...(compactionEntryId ? { compactionEntryId } : {}),
  warning,
  turnStartId,
});

describe('compaction_warning events', () => {
  it('fold into the compaction entry they stamp for every entry reader (the latest stamp wins)', async () => {
    const ids = await imported('stamped');
    await appendStoreEvents(store.db, { ...ids, events: [stamp('e21', 'first warning')] });
    await appendStoreEvents(store.db, { ...ids, events: [stamp('e21', 'dead end: blocked')] });
    const [byId] = await readEntries(store.db, { ...ids, ids: ['e21'] });
    expect(byId).toMatchObject({ id: 'e21', type: 'compaction', warning: 'dead end: blocked' });
    const range = await readEntryRange(store.db, { ...ids, fromId: 'e20', toId: 'e21' });
    expect(range.at(-1)).toMatchObject({ id: 'e21', warning: 'dead end: blocked' });
    const branch = await loadActiveBranch(store.db, { ...ids, full: true });
    expect(branch.entries.find((e) => e.id === 'e21')).toMatchObject({ warning: 'dead end: blocked' });
    const [other] = await readEntries(store.db, { ...ids, ids: ['e20'] });
    expect(other).not.toHaveProperty('warning');
  });

  it('without a compaction entry stamp nothing and only mark the turn the latest dead end was on', async () => {
    const ids = await imported('parked');
    expect(await latestDeadEnd(store.db, ids)).toBeNull();
    await appendStoreEvents(store.db, { ...ids, events: [stamp(undefined, 'dead end', 'e05')] });
    await appendStoreEvents(store.db, { ...ids, events: [stamp(undefined, 'dead end', 'e12')] });
    expect(await latestDeadEnd(store.db, ids)).toEqual({ turnStartId: 'e12' });
    const [entry] = await readEntries(store.db, { ...ids, ids: ['e21'] });
    expect(entry).not.toHaveProperty('warning');
  });

  it('are refused when they target an entry that is not a compaction of this session, or lack their fields', async () => {
    const ids = await imported('bad-stamp');
    await expect(appendStoreEvents(store.db, { ...ids, events: [stamp('e20', 'w')] })).rejects.toThrow(
      'event 0: compactionEntryId: e20 is not a compaction entry of this session',
    );
    await expect(appendStoreEvents(store.db, { ...ids, events: [stamp('nope', 'w')] })).rejects.toThrow(
      'compactionEntryId: nope is not a compaction entry',
    );
    await expect(
      appendStoreEvents(store.db, { ...ids, events: [{ type: 'compaction_warning', warning: 'w' }] }),
    ).rejects.toThrow(/^event 0: turnStartId: /);
    await expect(
      appendStoreEvents(store.db, { ...ids, events: [{ type: 'compaction_warning', turnStartId: 'e20' }] }),
    ).rejects.toThrow(/^event 0: warning: /);
  });
});
