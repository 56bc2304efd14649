/**
 * A compaction's opening read (activities/compaction/open-run.ts, patch opening-read-once): the `running` audit row,
 * the idle re-check, the first index page with the catalog data and the hooks question in one local activity, each
 * step what the activity it replaces did, and the whole safe to run again.
 */
import { MockActivityEnvironment } from '@temporalio/testing';
import { testActivities } from '../../helpers/activities';
import { openTestDatabase, type TestDatabase } from '../../helpers/database';
import { codingSession, seedSession } from '../../helpers/session-builder';
import { auditOf, sessionRow } from '../../helpers/store-queries';
import type { CompactionHooks } from '../../../activities/hooks/compaction-hooks';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const T = 'tenant-open-run';
const catalog = { model: 'anthropic/claude-sonnet-4-5' };
const inRun = <R>(sessionId: string, fn: () => Promise<R>): Promise<R> =>
  new MockActivityEnvironment({ workflowExecution: { workflowId: `compact:${T}:${sessionId}`, runId: 'run-1' } }).run(
    fn,
  );

async function seeded(sessionId: string) {
  const ids = { tenantId: T, sessionId };
  await seedSession(store.db, ids, codingSession({ turns: 12 }));
  return ids;
}

describe('openCompactionRun', () => {
  it('writes the running row, then answers with the first index page and the hooks question', async () => {
    const ids = await seeded('opens');
    const activities = testActivities(store.db);
    const opened = await inRun('opens', () =>
      activities.openCompactionRun({
        ...ids,
        catalog,
        audit: { trigger: 'manual', coreVersion: 'compact-session-v2' },
      }),
    );
    const loaded = await inRun('opens', () => activities.loadCompactionIndex({ ...ids, catalog, paged: true }));
    expect(opened).toEqual({ untouched: true, loaded, hooksRegistered: false });
    const rows = await auditOf(store.db, ids);
    expect(rows.map((r) => [r.workflowId, r.runId, r.trigger, r.status, r.coreVersion])).toEqual([
      [`compact:${T}:opens`, 'run-1', 'manual', 'running', 'compact-session-v2'],
    ]);
  });

  it('answers that the worker has hooks when it loaded a hooks module', async () => {
    const ids = await seeded('hooked');
    const hooks: CompactionHooks[] = [{ name: 'witness', afterCompact: async () => undefined }];
    const opened = await inRun('hooked', () =>
      testActivities(store.db, { hooks }).openCompactionRun({ ...ids, catalog, audit: { trigger: 'manual' } }),
    );
    expect(opened).toMatchObject({ untouched: true, hooksRegistered: true });
  });

  it('stops an idle run whose session was appended to since the sweep, and notes the cache state on its row', async () => {
    const ids = await seeded('touched');
    const { lastSeq } = await sessionRow(store.db, ids);
    const opened = await inRun('touched', () =>
      testActivities(store.db).openCompactionRun({
        ...ids,
        catalog,
        audit: { trigger: 'idle' },
        idle: { lastSeq: lastSeq - 1, cacheExpired: true },
      }),
    );
    expect(opened).toEqual({ untouched: false });
    const [row] = await auditOf(store.db, ids);
    expect([row!.trigger, row!.status, row!.cacheExpired]).toEqual(['idle', 'running', true]);
  });

  it('loads an idle run whose session is as the sweep saw it', async () => {
    const ids = await seeded('quiet');
    const { lastSeq } = await sessionRow(store.db, ids);
    const opened = await inRun('quiet', () =>
      testActivities(store.db).openCompactionRun({
        ...ids,
        catalog,
        audit: { trigger: 'idle' },
        idle: { lastSeq, cacheExpired: false },
      }),
    );
    expect(opened).toMatchObject({ untouched: true, loaded: { leafId: expect.any(String) } });
    expect((await auditOf(store.db, ids))[0]!.cacheExpired).toBe(false);
  });

  it('run again after a lost report, keeps one row and answers the same', async () => {
    const ids = await seeded('again');
    const activities = testActivities(store.db);
    const open = () =>
      inRun('again', () => activities.openCompactionRun({ ...ids, catalog, audit: { trigger: 'threshold' } }));
    const first = await open();
    expect(await open()).toEqual(first);
    expect((await auditOf(store.db, ids)).map((r) => r.status)).toEqual(['running']);
  });

  it('fails with the store’s typed failure for a session that does not exist, after writing its row', async () => {
    const ids = { tenantId: T, sessionId: 'missing' };
    const opening = inRun('missing', () =>
      testActivities(store.db).openCompactionRun({ ...ids, catalog, audit: { trigger: 'manual' } }),
    );
    await expect(opening).rejects.toMatchObject({ type: 'SessionNotFound', nonRetryable: true });
    // The run's cleanup then records the failure on this row.
    expect((await auditOf(store.db, ids)).map((r) => r.status)).toEqual(['running']);
  });
});
