/**
 * Speculative compactions in the store (store/compaction-writes/speculations.ts): a run arms once, its result
 * parked under it; a run settled before its summary came back (a manual compaction cancelled it while the activity
 * was still writing) stays settled and parks nothing, so no later compaction can claim a cancelled result.
 */
import {
  armSpeculation,
  readArmedSpeculation,
  recordSpeculationStart,
  settleSpeculation,
  type ArmedResult,
} from '../../store/compaction-writes/speculations';
import { compactionHistory } from '../../service/compactions';
import { createSession } from '../../store/session-store';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const armed: ArmedResult = {
  snapshotLeafId: 'e9',
  firstKeptEntryId: 'e6',
  isSplitTurn: false,
  turnStartEntryId: null,
  summarize: { fromId: 'e0', toId: 'e5' },
  method: 'context-full',
  summary: '## Goal\nShip it.',
  model: 'anthropic/summarizer-1',
  promptHash: 'h',
  contextTokensAtStart: 30_000,
};

const speculations = async (ids: { tenantId: string; sessionId: string }) =>
  (await compactionHistory({ db: store.db }, ids))
    .filter((row) => row.trigger === 'speculation')
    .map((row) => ({ status: row.status, reason: row.error }));

describe('speculations in the store', () => {
  it('arm a running run once, its result parked for the claim', async () => {
    const run = { tenantId: 'spec-store', sessionId: 'arms', runId: 'r1' };
    await createSession(store.db, run);
    await recordSpeculationStart(store.db, { ...run, tokensBefore: 30_000 });
    expect(await armSpeculation(store.db, { ...run, armed })).toBe(true);
    expect(await readArmedSpeculation(store.db, run)).toEqual({ runId: 'r1', armed });
    expect(await speculations(run)).toEqual([{ status: 'armed', reason: null }]);
  });

  it('leave a run settled before its summary came back settled, with nothing parked to claim', async () => {
    const run = { tenantId: 'spec-store', sessionId: 'cancelled', runId: 'r2' };
    await createSession(store.db, run);
    await recordSpeculationStart(store.db, { ...run, tokensBefore: 30_000 });
    await settleSpeculation(store.db, { ...run, status: 'discarded', reason: 'cancelled' });
    expect(await armSpeculation(store.db, { ...run, armed })).toBe(false);
    expect(await readArmedSpeculation(store.db, run)).toBeNull();
    expect(await speculations(run)).toEqual([{ status: 'discarded', reason: 'cancelled' }]);
  });
});
