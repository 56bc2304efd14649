import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-compaction-cli-'));
// The embedded stack: a dev server started by the command, the store in the test database or PGlite.
let database: TestDatabase;
const cli = (...args: string[]) =>
  runCli(args, {
    COMPACTOR_HOME: home,
    DATABASE_URL: database.url ?? '',
    TEMPORAL_ADDRESS: '',
    COMPACTOR_TENANT: 'cli',
  });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('compaction commands on the embedded stack', () => {
  let sessionId: string;

  beforeAll(async () => {
    const ingested = await cli('ingest', EXAMPLE, '--json');
    sessionId = JSON.parse(ingested.stdout).sessionId;
  });

  it('plans a stored session by id', async () => {
    const result = await cli('plan', sessionId, '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      isSplitTurn: true,
      tokensBefore: 168018,
      indexFrom: 'compaction-kept',
    });
  });

  it('exits 1 when the session has no snapcompact archive yet, and replays nothing', async () => {
    const frames = await cli('frames', sessionId, '--out', path.join(home, 'none'));
    expect(frames.code).toBe(1);
    expect(frames.stderr).toBe(`compactor: session ${sessionId} has no snapcompact archive on its active path\n`);
    const replay = await cli('replay', sessionId);
    expect(replay).toMatchObject({ code: 0, stdout: 'no recorded compactions to replay\n' });
  });

  it('compacts nothing with --strategy off: outcome skipped, reason disabled', async () => {
    const result = await cli('compact', sessionId, '--strategy', 'off', '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({
      compactionEntryId: null,
      method: null,
      tokensBefore: 168018,
      tokensAfter: null,
      willRetry: false,
      workflowId: `compact:cli:${sessionId}`,
      outcome: 'skipped',
      reason: 'disabled',
    });
  }, 120_000);

  // Five CLI processes on the embedded stack, one after another: minutes on a loaded machine.
  it('compacts with snapcompact without any API key, then lists, writes and replays it', async () => {
    const compacted = await cli(
      'compact',
      sessionId,
      '--strategy',
      'snapcompact',
      '--model',
      'anthropic/claude-opus-4-5',
      '--json',
    );
    expect(compacted.stderr).toBe('');
    const result = JSON.parse(compacted.stdout);
    expect(result).toMatchObject({
      method: 'snapcompact',
      tokensBefore: 168018,
      willRetry: false,
      outcome: 'compacted',
    });
    expect(result.workflowId).toBe(`compact:cli:${sessionId}`);

    const history = JSON.parse((await cli('history', sessionId, '--json')).stdout);
    expect(history).toMatchObject([
      { status: 'skipped', method: null, compactionEntryId: null },
      { status: 'committed', method: 'snapcompact', compactionEntryId: result.compactionEntryId },
    ]);

    const out = path.join(home, 'frames');
    const frames = JSON.parse((await cli('frames', sessionId, '--out', out, '--json')).stdout) as { file: string }[];
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((f) => existsSync(f.file) && readFileSync(f.file).subarray(1, 4).toString() === 'PNG')).toBe(
      true,
    );

    const replay = await cli('replay', sessionId, '--json');
    expect(replay.code).toBe(0);
    // The `--strategy off` run above is recorded too and replays as well.
    expect(JSON.parse(replay.stdout)).toMatchObject([
      { workflowId: result.workflowId, ok: true },
      { workflowId: result.workflowId, ok: true },
    ]);
    // Four commands, two of them starting the embedded stack: minutes on a loaded machine.
  }, 300_000);

  it.each([
    [
      ['compact', 'x', '--trigger', 'sometimes'],
      '--trigger must be one of manual, overflow, incomplete, threshold, idle',
    ],
    [['compact', 'x', '--strategy', 'magic'], '--strategy must be one of context-full, snapcompact, handoff, off'],
    [['compact', 'x', '--model', 'gpt'], '--model must look like provider/id'],
    [['frames', 'x'], "error: required option '--out <dir>' not specified"],
  ])('rejects %j with exit 2', async (args, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it.each([['history'], ['frames', '--out', '/tmp/none'], ['compact'], ['plan']])(
    'exits 1 with "session not found" for an unknown session: %j',
    async (command, ...rest) => {
      const result = await cli(command, 'no-such-session', ...rest);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('compactor: session not found: no-such-session\n');
    },
  );
});
