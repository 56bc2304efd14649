/**
 * `compactor demo`: the main job on embedded defaults. Ingests the bundled example session into the embedded
 * store, rebuilds its context and prints the size, then proves the stack with the recordSmokeRun workflow.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { readSessionContext } from '../../activities/db/session-store';
import { estimateMessageTokens } from '../../core/compaction/tokens';
import type { Command } from 'commander';
import { recordSmokeRun } from '../../workflows';
import type { ConfigLoader } from '../main';
import { printResult } from '../output';
import { startStack } from '../stack';
import { openStore } from '../../worker/deps';
import { ingestFile } from './ingest';

export const EXAMPLE_SESSION = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');

export function registerDemo(program: Command, getConfig: ConfigLoader): void {
  program
    .command('demo')
    .description(
      'ingest the example session, print its rebuilt context size, and run a smoke workflow on the embedded stack',
    )
    .option('--json', 'print the report as JSON')
    .action(async (options: { json?: boolean }) => {
      const config = getConfig();
      const started = Date.now();
      const example = await ingestFile(getConfig, EXAMPLE_SESSION, undefined);
      const context = await readExampleContext(getConfig, example.sessionId);
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
          example: { sessionId: example.sessionId, entries: example.entries, ...context },
          store: stack.store.kind,
          temporal: stack.temporal,
          workflowId,
          recordedAt: record.recordedAt,
          elapsedMs: Date.now() - started,
        };
        printResult(report, Boolean(options.json), () =>
          [
            `example:  ingested ${example.entries} entries as session ${example.sessionId}`,
            `context:  ${context.messages} messages, ~${context.tokens} tokens after ${context.compacted}`,
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

async function readExampleContext(getConfig: ConfigLoader, sessionId: string) {
  const config = getConfig();
  const store = await openStore(config);
  try {
    const context = await readSessionContext(store.db, { tenantId: config.tenant, sessionId });
    const tokens = context.messages.reduce((sum, m) => sum + estimateMessageTokens(m), 0);
    const summary = context.messages[0]?.role === 'compactionSummary' ? context.messages[0] : undefined;
    const compacted = summary ? `the latest compaction (was ${summary.tokensBefore} tokens)` : 'no compaction';
    return { messages: context.messages.length, tokens, compacted };
  } finally {
    await store.close();
  }
}
