import { randomUUID } from 'node:crypto';
import { recordCompaction } from '../../store/compaction-writes/record-compaction';
import { loadSummaryCheckpoints, saveSummaryCheckpoint } from '../../store/compaction-writes/summary-checkpoints';
import { withTenant } from '../../store/with-tenant';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const result = (text: string) => ({ text, model: 'anthropic/m', promptHash: 'h', usage: {}, calls: 1 });
const keyOf = (tenantId = 'ckpt-t') => ({
  tenantId,
  workflowId: `compact-${randomUUID()}`,
  runId: randomUUID(),
  activityId: '7',
});

describe('summary checkpoints in the store', () => {
  it('keep the first result of a step for the same activity key, and nothing for another activity', async () => {
    const key = keyOf();
    await saveSummaryCheckpoint(store.db, key, 'history', result('first'));
    await saveSummaryCheckpoint(store.db, key, 'history', result('second'));
    await saveSummaryCheckpoint(store.db, key, 'prefix', result('prefix'));

    expect(await loadSummaryCheckpoints(store.db, key)).toEqual({
      history: result('first'),
      prefix: result('prefix'),
    });
    expect(await loadSummaryCheckpoints(store.db, { ...key, activityId: '8' })).toEqual({});
  });

  it("are invisible to another tenant's activities under the same key", async () => {
    const key = keyOf('ckpt-a');
    await saveSummaryCheckpoint(store.db, key, 'short', result('short'));
    expect(await loadSummaryCheckpoints(store.db, { ...key, tenantId: 'ckpt-b' })).toEqual({});
  });

  it('are deleted when the run records an outcome, not while it is running', async () => {
    const key = keyOf();
    const audit = { tenantId: key.tenantId, sessionId: 's', workflowId: key.workflowId, runId: key.runId };
    await saveSummaryCheckpoint(store.db, key, 'history', result('history'));
    await withTenant(store.db, key.tenantId, (tx) =>
      recordCompaction(tx, { ...audit, trigger: 'manual', status: 'running' }),
    );
    expect(await loadSummaryCheckpoints(store.db, key)).toEqual({ history: result('history') });

    await withTenant(store.db, key.tenantId, (tx) =>
      recordCompaction(tx, { ...audit, trigger: 'manual', status: 'failed', error: 'timed out' }),
    );
    expect(await loadSummaryCheckpoints(store.db, key)).toEqual({});
  });
});
