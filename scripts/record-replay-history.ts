/**
 * Records a workflow history for the replay tests: runs the workflow on an embedded dev server against a throwaway
 * PGlite store and writes the history JSON to test/replay/histories/<name>.json. Run with
 * `npx tsx scripts/record-replay-history.ts smoke` after a deliberate, patched() workflow change.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../worker/config';
import { startStack } from '../worker/stack';
import { serializeHistory } from '../worker/replay';
import { compactSession, recordSmokeRun } from '../workflows';
import { compactionStartOptions, compactionWorkflowId } from '../workflows/compaction-types';
import { importSession } from '../activities/db/session-store';
import { fileLines } from '../cli/commands/ingest';

const EXAMPLE = path.join(__dirname, '..', 'examples', 'pi-session-v1.jsonl');

const recorders: Record<string, (stack: Awaited<ReturnType<typeof startStack>>) => Promise<string>> = {
  /** A snapcompact compaction of the example session: every step of compactSession without an LLM. */
  async compaction(stack) {
    const ids = { tenantId: 'replay', sessionId: 'replay-example' };
    const { lines, close } = fileLines(EXAMPLE);
    await importSession(stack.store.db, { ...ids, lines }).finally(close);
    const workflowId = compactionWorkflowId(ids.tenantId, ids.sessionId);
    const input = { ...ids, trigger: 'manual' as const, strategy: 'snapcompact' as const };
    await stack.client.workflow.execute(
      compactSession,
      compactionStartOptions({ ...input, model: 'anthropic/claude-opus-4-5' }, stack.taskQueue),
    );
    return workflowId;
  },
  async smoke(stack) {
    const workflowId = 'replay-smoke-1';
    await stack.client.workflow.execute(recordSmokeRun, {
      taskQueue: stack.taskQueue,
      workflowId,
      args: [{ tenantId: 'replay', runId: 'run-1' }],
    });
    return workflowId;
  },
};

async function main(name: string): Promise<void> {
  const record = recorders[name];
  if (!record) throw new Error(`unknown recording ${name}; known: ${Object.keys(recorders).join(', ')}`);
  const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-record-'));
  const config = parseConfig({ ...process.env, COMPACTOR_HOME: home, DATABASE_URL: '', TEMPORAL_ADDRESS: '' }, home);
  const stack = await startStack(config);
  try {
    const workflowId = await record(stack);
    const history = await stack.client.workflow.getHandle(workflowId).fetchHistory();
    const file = path.join(__dirname, '..', 'test', 'replay', 'histories', `${name}.json`);
    writeFileSync(file, `${JSON.stringify(JSON.parse(serializeHistory(history)), null, 2)}\n`);
    process.stdout.write(`wrote ${file}\n`);
  } finally {
    await stack.close();
  }
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
