/**
 * The lost-compaction reproduction: a worker on COMPACTOR_HOME=h and CLI commands on the same home. Each process
 * used to open its own in-memory copy of h's PGlite store, so the worker's compaction never reached the CLI's
 * `history`. Now the second process is refused with the holder named.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { REAL_SESSION } from '../helpers/fixtures';
import { BIN, runCli } from '../helpers/run-cli';
import { describeEmbedded } from '../helpers/database';
import { newTaskQueue, startTestTemporal } from '../helpers/temporal';

describeEmbedded('the embedded store lock', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await startTestTemporal();
  });
  afterAll(async () => {
    await env?.teardown();
  });

  it('refuses a CLI command on the home of a running worker, naming the worker process', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-lock-home-'));
    const common = { COMPACTOR_HOME: home, DATABASE_URL: '', TEMPORAL_ADDRESS: env.address };
    const worker = spawn(process.execPath, [BIN, 'worker'], {
      env: { ...process.env, ...common, TEMPORAL_TASK_QUEUE: newTaskQueue(), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let logs = '';
    const started = new Promise<void>((resolve) =>
      worker.stderr.on('data', (d: Buffer) => {
        logs += d.toString();
        if (logs.includes('"msg":"worker started"')) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
    try {
      await Promise.race([started, exited]);
      const ingest = await runCli(['ingest', REAL_SESSION, '--json'], common);
      expect(ingest.code).toBe(1);
      expect(JSON.parse(ingest.stdout)).toEqual({
        error: {
          type: 'StoreLocked',
          message: expect.stringContaining(
            `the embedded store ${path.join(home, 'pglite')} is in use by process ${worker.pid} (node compactor.js worker)`,
          ),
        },
      });
      const history = await runCli(['history', 'any-session'], common);
      expect(history.code).toBe(1);
      expect(history.stderr).toContain(`is in use by process ${worker.pid} (node compactor.js worker)`);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // Once the worker has stopped, the home is free again.
    const after = await runCli(['history', 'any-session', '--json'], common);
    expect(JSON.parse(after.stdout)).toEqual({
      error: { type: 'SessionNotFound', message: 'session not found: any-session' },
    });
  });
});
