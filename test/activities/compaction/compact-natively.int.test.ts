/**
 * The native compaction activity across attempts: the answer of `/responses/compact` is parked in the store under
 * the run, so a retried attempt (the first one's result lost with its worker) reuses it instead of asking the
 * provider again, and the commit of that run finds it there.
 */
import { MockActivityEnvironment } from '@temporalio/testing';
import { startFakeProvider, type FakeProvider } from '../../fakes/fake-provider-server';
import { summarizerSettings, testActivities } from '../../helpers/activities';
import { openTestDatabase, type TestDatabase } from '../../helpers/database';
import { codingSession, seedSession } from '../../helpers/session-builder';
import { loadSummaryCheckpoints } from '../../../store/compaction-writes/summary-checkpoints';
import { NATIVE_KEY, NATIVE_STEP } from '../../../activities/compaction/compact-natively';

let store: TestDatabase;
let fake: FakeProvider;
beforeAll(async () => {
  [store, fake] = await Promise.all([openTestDatabase(), startFakeProvider()]);
});
afterAll(async () => {
  await store.close();
  await fake.close();
});

const ids = { tenantId: 'tenant-native-activity', sessionId: 'native-retry' };
const run = { workflowId: 'compact:native-retry', runId: 'run-1' };

function attempt(attemptNumber: number) {
  const llmSettings = { ...summarizerSettings(fake), openai: { apiKey: 'k', baseUrl: `${fake.url}/v1` } };
  const activities = testActivities(store.db, { llmSettings });
  const env = new MockActivityEnvironment({ workflowExecution: run, attempt: attemptNumber });
  return env.run(activities.compactNatively, {
    ...ids,
    summarize: { fromId: 'e00000', toId: 'e00019' },
    keep: { fromId: 'e00020', toId: 'e00039' },
    activeModel: 'openai/gpt-5',
    fileOpsByReference: true,
  });
}

it('a retried attempt reuses the answer its predecessor parked and asks the provider nothing', async () => {
  await seedSession(store.db, ids, codingSession({ turns: 10, model: 'openai/gpt-5' }));
  const from = fake.requests.length;
  fake.script({ text: 'FIRST' }, { error: 'auth' });

  const first = await attempt(1);
  const retry = await attempt(2);

  expect(fake.requests.slice(from).map((r) => r.path)).toEqual(['/v1/responses/compact']);
  expect(retry).toEqual(first);
  expect(first).toMatchObject({ model: 'openai/gpt-5', items: 2, shortSummary: 'Remote compaction' });
  expect(first).not.toHaveProperty('details');
  const parked = await loadSummaryCheckpoints(store.db, { tenantId: ids.tenantId, ...run, activityId: NATIVE_KEY });
  expect(parked[NATIVE_STEP]).toMatchObject({
    provider: 'openai',
    compactionItem: { encrypted_content: 'encrypted:FIRST' },
  });
});
