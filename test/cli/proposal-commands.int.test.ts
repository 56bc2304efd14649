/**
 * The CLI's decisions on a compaction (docs/cli.md): `compact --propose` holds a snapcompact result and exits, the
 * run waiting in the embedded stack's Temporal; `compactions approve` commits it from a later process, `reject`
 * discards it with its reason, `revert` undoes a committed one. Each refusal is the service's typed error (exit 1,
 * its detail on stderr, its type under --json); a bad command line exits 2 before anything is opened.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-proposal-cli-'));
let database: TestDatabase;
const cli = (...args: string[]) =>
  runCli(args, {
    COMPACTOR_HOME: home,
    DATABASE_URL: database.url ?? '',
    TEMPORAL_ADDRESS: '',
    COMPACTOR_TENANT: 'cli',
  });
const PROPOSE = ['--propose', '--strategy', 'snapcompact', '--model', 'anthropic/claude-opus-4-5', '--json'];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

async function ingest(): Promise<string> {
  const ingested = await cli('ingest', EXAMPLE, '--json');
  return JSON.parse(ingested.stdout).sessionId as string;
}

async function propose(
  sessionId: string,
  ...extra: string[]
): Promise<{ id: string; proposal: Record<string, unknown> }> {
  const proposed = await cli('compact', sessionId, ...PROPOSE, ...extra);
  expect(proposed).toMatchObject({ code: 0, stderr: '' });
  const held = JSON.parse(proposed.stdout);
  expect(held).toMatchObject({ status: 'proposed', proposal: { method: 'snapcompact', tokensBefore: 168018 } });
  return held;
}

describe('compaction decisions on the embedded stack', () => {
  // Seven CLI processes, five of them starting the embedded stack: minutes on a loaded machine.
  it('approves a proposal from a later process, refuses a second decision, then reverts it once', async () => {
    const sessionId = await ingest();
    const held = await propose(sessionId);
    expect(JSON.parse((await cli('history', sessionId, '--json')).stdout)).toMatchObject([
      { status: 'proposed', compactionEntryId: null },
    ]);

    const approved = await cli('compactions', 'approve', sessionId, held.id, '--reason', 'frames read well', '--json');
    expect(approved).toMatchObject({ code: 0, stderr: '' });
    const decided = JSON.parse(approved.stdout);
    expect(decided).toEqual({ id: held.id, outcome: 'compacted', compactionEntryId: expect.any(String) });
    const [row] = JSON.parse((await cli('history', sessionId, '--json')).stdout);
    expect(row).toMatchObject({
      status: 'committed',
      compactionEntryId: decided.compactionEntryId,
      decision: { decision: 'approved', by: 'cli', reason: 'frames read well' },
    });

    const again = await cli('compactions', 'approve', sessionId, held.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `compactor: the proposal of compaction ${held.id} was already approved by cli at ${row.decision.at}: frames read well\n`,
    );

    const reverted = await cli('compactions', 'revert', sessionId, held.id, '--reason', 'lost the plan');
    expect(reverted).toMatchObject({
      code: 0,
      stdout: `reverted compaction ${held.id} of ${sessionId} (entry ${decided.compactionEntryId})\n`,
    });
    const twice = await cli('compactions', 'revert', sessionId, held.id, '--json');
    expect(twice.code).toBe(1);
    expect(JSON.parse(twice.stdout)).toMatchObject({ error: { type: 'CompactionNotRevertable' } });
    expect(twice.stderr).toMatch(new RegExp(`^compactor: compaction ${held.id} was reverted at \\d{4}-\\d\\d-\\d\\dT`));
  }, 600_000);

  it('rejects a proposal with its reason and leaves the session uncompacted', async () => {
    const sessionId = await ingest();
    const before = JSON.parse((await cli('context', sessionId, '--json')).stdout);
    const asked = Date.now();
    const held = await propose(sessionId, '--proposal-ttl', '600');
    // --proposal-ttl reaches the proposal: it expires 600 s after it was held, not the default 24 h.
    const expiresAt = Date.parse(held.proposal.expiresAt as string);
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    const rejected = await cli('compactions', 'reject', sessionId, held.id, '--reason', 'too lossy');
    expect(rejected).toMatchObject({
      code: 0,
      stderr: '',
      stdout: `rejected compaction ${held.id} of ${sessionId}: too lossy\n`,
    });
    expect(JSON.parse((await cli('history', sessionId, '--json')).stdout)).toMatchObject([
      {
        status: 'rejected',
        compactionEntryId: null,
        decision: { decision: 'rejected', by: 'cli', reason: 'too lossy' },
      },
    ]);
    expect(JSON.parse((await cli('context', sessionId, '--json')).stdout)).toEqual(before);
  }, 600_000);

  it('answers an unknown compaction with exit 1 and its type under --json', async () => {
    const sessionId = await ingest();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const result = await cli('compactions', 'revert', sessionId, unknown, '--json');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      error: { type: 'CompactionNotFound', message: `compaction not found: ${unknown}` },
    });
    expect(result.stderr).toBe(`compactor: compaction not found: ${unknown}\n`);
  }, 120_000);

  it.each([
    [['compactions', 'reject', 'x', 'y'], "error: required option '--reason <text>' not specified"],
    [['compactions', 'approve', 'x', 'y', '--reason', ' '], 'compactor: --reason must not be empty'],
    [['compactions', 'approve', 'x'], "error: missing required argument 'compactionId'"],
    [
      ['compact', 'x', '--propose', '--trigger', 'threshold'],
      'compactor: --propose needs --trigger manual: a proposal is a compaction the host asked for',
    ],
    [['compact', 'x', '--proposal-ttl', '600'], 'compactor: --proposal-ttl needs --propose'],
    [
      ['compact', 'x', '--propose', '--proposal-ttl', '59'],
      'compactor: --proposal-ttl must be a whole number of seconds from 60 to 604800',
    ],
    [['compact', 'x', '--propose', '--proposal-ttl', '604801'], 'from 60 to 604800'],
    [['compact', 'x', '--propose', '--proposal-ttl', '90.5'], 'from 60 to 604800'],
  ])('rejects %j with exit 2', async (args, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
