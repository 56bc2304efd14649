import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../store/database';
import { withTenant } from '../../store/with-tenant';
import { smokeRuns } from '../../schema';
import { recordSmokeRun } from '../../workflows';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { BIN } from '../helpers/run-cli';
import { newTaskQueue, startTestTemporal } from '../helpers/temporal';

let env: TestWorkflowEnvironment;
let store: TestDatabase;

beforeAll(async () => {
  [env, store] = await Promise.all([startTestTemporal(), openTestDatabase()]);
});

afterAll(async () => {
  await env?.teardown();
  await store?.close();
});

describe('compactor worker', () => {
  it('serves workflows on TEMPORAL_ADDRESS and drains cleanly on SIGTERM', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-worker-'));
    const taskQueue = newTaskQueue();
    const child = spawn(process.execPath, [BIN, 'worker'], {
      env: {
        ...process.env,
        TEMPORAL_ADDRESS: env.address,
        TEMPORAL_TASK_QUEUE: taskQueue,
        COMPACTOR_HOME: home,
        DATABASE_URL: store.url ?? '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    child.stderr.on('data', (d: Buffer) => (logs += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const result = await env.client.workflow.execute(recordSmokeRun, {
      taskQueue,
      workflowId: `smoke-worker-${taskQueue}`,
      args: [{ tenantId: 'tenant-w', runId: taskQueue }],
    });
    child.kill('SIGTERM');

    expect(await exited).toBe(0);
    expect(result.runId).toBe(taskQueue);
    expect(logs).toContain('"msg":"worker started"');
    expect(logs).toContain('"signal":"SIGTERM"');
    expect(logs).toContain('"msg":"worker stopped"');
    const reader = store.url ? store : await openDatabase({ kind: 'pglite', dataDir: path.join(home, 'pglite') });
    const rows = await withTenant(reader.db, 'tenant-w', (tx) =>
      tx
        .select()
        .from(smokeRuns)
        .where(sql`${smokeRuns.runId} = ${taskQueue}`),
    );
    if (reader !== store) await reader.close();
    expect(rows).toHaveLength(1);
  });
});
