import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../store/with-tenant';
import { testActivities } from '../helpers/activities';
import { smokeRuns } from '../../schema';
import { recordSmokeRun } from '../../workflows';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { createTestWorker, startTestTemporal } from '../helpers/temporal';

let env: TestWorkflowEnvironment;
let store: TestDatabase;

beforeAll(async () => {
  [env, store] = await Promise.all([startTestTemporal(), openTestDatabase()]);
});

afterAll(async () => {
  await env?.teardown();
  await store?.close();
});

describe('recordSmokeRun on the real dev server', () => {
  it('writes exactly one row through drizzle and returns its recorded time', async () => {
    const { worker, taskQueue } = await createTestWorker(env, testActivities(store.db));
    const result = await worker.runUntil(
      env.client.workflow.execute(recordSmokeRun, {
        taskQueue,
        workflowId: 'smoke-tenant-a-run-1',
        args: [{ tenantId: 'tenant-a', runId: 'run-1' }],
      }),
    );

    const rows = await withTenant(store.db, 'tenant-a', (tx) =>
      tx
        .select()
        .from(smokeRuns)
        .where(sql`${smokeRuns.runId} = 'run-1'`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: 'tenant-a', runId: 'run-1', workflowId: 'smoke-tenant-a-run-1' });
    expect(result).toEqual({ runId: 'run-1', recordedAt: rows[0]!.recordedAt.toISOString() });
  });

  it('keeps one row when the activity is retried after a transient failure', async () => {
    const real = testActivities(store.db);
    let attempts = 0;
    const flaky: typeof real = {
      ...real,
      async insertSmokeRun(input) {
        attempts += 1;
        const written = await real.insertSmokeRun(input);
        if (attempts === 1) throw new Error('connection reset after commit');
        return written;
      },
    };
    const { worker, taskQueue } = await createTestWorker(env, flaky);
    await worker.runUntil(
      env.client.workflow.execute(recordSmokeRun, {
        taskQueue,
        workflowId: 'smoke-tenant-a-run-2',
        args: [{ tenantId: 'tenant-a', runId: 'run-2' }],
      }),
    );

    const rows = await withTenant(store.db, 'tenant-a', (tx) =>
      tx
        .select()
        .from(smokeRuns)
        .where(sql`${smokeRuns.runId} = 'run-2'`),
    );
    expect(attempts).toBe(2);
    expect(rows).toHaveLength(1);
  });
});
