/**
 * `compactor demo`: the main job on embedded defaults. For now a smoke run: it starts the embedded stack, runs the
 * recordSmokeRun workflow through the in-process worker, and reports the stack healthy when the row is readable.
 */
import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import { recordSmokeRun } from '../../workflows';
import type { ConfigLoader } from '../main';
import { printResult } from '../output';
import { startStack } from '../stack';

export function registerDemo(program: Command, getConfig: ConfigLoader): void {
  program
    .command('demo')
    .description('start the embedded stack (PGlite + Temporal dev server + worker) and run a smoke workflow')
    .option('--json', 'print the report as JSON')
    .action(async (options: { json?: boolean }) => {
      const config = getConfig();
      const started = Date.now();
      const stack = await startStack(config);
      try {
        const runId = randomUUID();
        const workflowId = `smoke-${config.tenant}-${runId}`;
        const record = await stack.client.workflow.execute(recordSmokeRun, {
          taskQueue: stack.taskQueue,
          workflowId,
          args: [{ tenantId: config.tenant, runId }],
        });
        const report = {
          healthy: true,
          store: stack.store.kind,
          temporal: stack.temporal,
          workflowId,
          recordedAt: record.recordedAt,
          elapsedMs: Date.now() - started,
        };
        printResult(report, Boolean(options.json), () =>
          [
            `store:    ${report.store}${report.store === 'pglite' ? ` (${config.database.pgliteDir})` : ''}`,
            `temporal: ${report.temporal.embedded ? 'embedded dev server' : 'cluster'} at ${report.temporal.address}`,
            `workflow: recordSmokeRun ${workflowId} wrote its row at ${record.recordedAt}`,
            `healthy in ${report.elapsedMs} ms`,
          ].join('\n'),
        );
      } finally {
        await stack.close();
      }
    });
}
