/**
 * The file lists of a compaction travel by reference (compaction spec §6.6): the summary and snapcompact activities
 * park the lists they computed under their run and ranges, and the run's commit takes them from there instead of
 * reading the summarized range again; a run with nothing parked (a native method, a claimed speculation) still
 * derives them from the range.
 */
import { MockActivityEnvironment } from '@temporalio/testing';
import { parkFileOpsDetails } from '../../../activities/compaction/file-ops-details';
import { startFakeProvider, type FakeProvider } from '../../fakes/fake-provider-server';
import { summarizerSettings, testActivities } from '../../helpers/activities';
import { openTestDatabase, type TestDatabase } from '../../helpers/database';
import { editingSession } from '../../helpers/quality-eval/gate-summaries';
import { seedSession } from '../../helpers/session-builder';
import { loadSummaryCheckpoints } from '../../../store/compaction-writes/summary-checkpoints';
import { compactionEntryOf } from '../../helpers/store-queries';
import type { FileOpsDetails } from '../../../core';

let store: TestDatabase;
let fake: FakeProvider;
beforeAll(async () => {
  [store, fake] = await Promise.all([openTestDatabase(), startFakeProvider()]);
});
afterAll(async () => {
  await store.close();
  await fake.close();
});

const T = 'tenant-file-ops';
const ranges = { summarize: { fromId: 'e00000', toId: 'e00019' } };
const inRun = <R>(runId: string, fn: () => Promise<R>) =>
  new MockActivityEnvironment({ workflowExecution: { workflowId: `compact:${T}`, runId } }).run(fn);
const activities = () => testActivities(store.db, { llmSettings: summarizerSettings(fake) });

async function commit(sessionId: string, runId: string) {
  await inRun(runId, () =>
    activities().commitCompaction({
      tenantId: T,
      sessionId,
      entryId: `c-${runId}`,
      fields: { summary: 'summary', firstKeptEntryId: 'e00020', tokensBefore: 1000 },
      snapshotLeafId: 'e00039',
      trigger: 'manual',
      fileOpsFrom: ranges,
    }),
  );
  return (await compactionEntryOf(store.db, { tenantId: T, sessionId }))!.details as FileOpsDetails | undefined;
}

describe('the file lists of a compaction', () => {
  it('are parked by the summary activity and are the ones derived from the range', async () => {
    const ids = { tenantId: T, sessionId: 'parks' };
    await seedSession(store.db, ids, editingSession(10));
    const summary = await inRun('summary-run', () =>
      activities().summarizeCompaction({
        ...ids,
        ...ranges,
        keep: { fromId: 'e00020', toId: 'e00039' },
        fileOpsByReference: true,
      }),
    );
    expect(summary).not.toHaveProperty('details');
    const key = { tenantId: T, workflowId: `compact:${T}`, runId: 'summary-run', activityId: 'file-ops' };
    const parked = Object.values(await loadSummaryCheckpoints(store.db, key));
    expect(parked).toHaveLength(1);

    const other = { tenantId: T, sessionId: 'derives' };
    await seedSession(store.db, other, editingSession(10));
    const derived = await commit('derives', 'nothing-parked');
    expect(derived!.modifiedFiles.length).toBeGreaterThan(0);
    expect(parked[0]).toEqual(derived);
  });

  it('are parked by the snapcompact activity too', async () => {
    const ids = { tenantId: T, sessionId: 'renders' };
    await seedSession(store.db, ids, editingSession(10));
    const model = { id: 'claude-opus-4-5', api: 'anthropic-messages', provider: 'anthropic', input: ['text', 'image'] };
    await inRun('render-run', () =>
      activities().renderSnapcompact({ ...ids, ...ranges, model, fileOpsByReference: true }),
    );
    const key = { tenantId: T, workflowId: `compact:${T}`, runId: 'render-run', activityId: 'file-ops' };
    const [parked] = Object.values(await loadSummaryCheckpoints(store.db, key)) as FileOpsDetails[];
    expect(parked!.modifiedFiles.length).toBeGreaterThan(0);
    expect(await commit('renders', 'render-run')).toEqual(parked);
  });

  it('are taken by the commit from what its run parked, without reading the range', async () => {
    const ids = { tenantId: T, sessionId: 'takes' };
    await seedSession(store.db, ids, editingSession(10));
    const lists = { readFiles: ['src/parked-read.ts'], modifiedFiles: ['src/parked-edit.ts'] };
    await inRun('parked-run', () => parkFileOpsDetails(store.db, { tenantId: T, ...ranges }, lists));
    expect(await commit('takes', 'parked-run')).toEqual(lists);
  });
});
