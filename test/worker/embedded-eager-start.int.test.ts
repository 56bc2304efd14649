/**
 * The embedded stack's client shares its in-process worker's connection, so a compaction started there asks for
 * eager start: the server hands the first workflow task back in the start response instead of queueing it.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importSession } from '../../store/session-store';
import { fileLines } from '../../cli/commands/ingest';
import { serviceDeps } from '../../cli/session-command';
import { compactionResult, describeCompaction, startCompaction } from '../../service/compactions';
import { parseConfig } from '../../worker/config';
import { startStack, type Stack } from '../../worker/stack';
import { compactionWorkflowId } from '../../workflows/compaction-types';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { listCompactions } from '../../store/compaction-reads/list-compactions';

// This process's Temporal runtime is the test environment's (quiet-temporal); the stack must not install another.
jest.mock('../../worker/runtime', () => ({ installRuntime: () => undefined }));

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');

let database: TestDatabase;
let stack: Stack;

beforeAll(async () => {
  database = await openTestDatabase();
  const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-eager-'));
  const env = { COMPACTOR_HOME: home, DATABASE_URL: database.url ?? '', TEMPORAL_CLI: process.env.TEMPORAL_CLI };
  stack = await startStack(parseConfig({ ...env, PATH: process.env.PATH }, process.cwd()));
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await database?.close();
});

it('a compaction on the embedded stack runs, its first workflow task handed to the worker with the start', async () => {
  const ids = { tenantId: 'eager', sessionId: 'eager-1' };
  const { lines, close } = fileLines(EXAMPLE);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  const deps = serviceDeps(stack);
  expect(deps.eagerStart).toBe(true);
  const started = await startCompaction(deps, ids, { strategy: 'off' });
  const result = await compactionResult(deps, ids, started.id);
  expect(result).toMatchObject({ outcome: 'skipped', reason: 'disabled' });
  // The rest of the service's calls (describe, history) run on the same native connection.
  expect(await describeCompaction(deps, ids, started.id)).toMatchObject({ id: started.id, status: 'completed' });
  const handle = stack.client.workflow.getHandle(compactionWorkflowId(ids.tenantId, ids.sessionId), started.id);
  const [first] = (await handle.fetchHistory()).events ?? [];
  // The server records whether it accepted the eager request: without one, this flag is unset.
  expect(first?.workflowExecutionStartedEventAttributes?.eagerExecutionAccepted).toBe(true);
}, 120_000);

it("records the worker's program on the audit row: the hash of the bundle it loaded", async () => {
  const ids = { tenantId: 'eager', sessionId: 'eager-2' };
  const { lines, close } = fileLines(EXAMPLE);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  const deps = serviceDeps(stack);
  const started = await startCompaction(deps, ids, { strategy: 'off' });
  await compactionResult(deps, ids, started.id);
  const rows = await listCompactions(stack.store.db, ids);
  expect(rows).toEqual([expect.objectContaining({ status: 'skipped', coreVersion: 'compact-session-v2' })]);
  expect(rows[0]!.programVersion).toMatch(/^[0-9a-f]{16}$/);
}, 120_000);
