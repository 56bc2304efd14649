/**
 * `compactor ingest --format claude-code|codex` as a user runs it (the real executable, the store only): what it
 * prints, the context it leaves, and its errors: an unknown format is a usage error, a refused file names its line.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const WIRE = path.join(__dirname, '..', 'fixtures', 'wire');
const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-ingest-transcripts-'));
let database: TestDatabase;
const cli = (...args: string[]) =>
  runCli(args, { COMPACTOR_HOME: home, DATABASE_URL: database.url ?? '', COMPACTOR_TENANT: 'ingest' });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('ingest --format', () => {
  it('imports a Claude Code transcript and prints what it made of it', async () => {
    const result = await cli('ingest', '--format', 'claude-code', path.join(WIRE, 'claude-code', 'short.jsonl'));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^ingested 6 entries \(claude-code transcript\) as session [0-9a-f-]{36}\n$/);
    const sessionId = /session ([0-9a-f-]{36})/.exec(result.stdout)![1]!;
    const context = await cli('context', sessionId, '--json');
    const roles = JSON.parse(context.stdout).messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['user', 'assistant', 'toolResult', 'toolResult', 'user']);
  });

  it('imports a Codex rollout as JSON output', async () => {
    const file = path.join(WIRE, 'codex', 'codex-rollout-from-protocol-remote-compacted.jsonl');
    const result = await cli('ingest', file, '--format', 'codex', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), entries: 16 });
  });

  it('refuses a format it does not know with a usage error, and a subagent transcript naming its line', async () => {
    const file = path.join(WIRE, 'claude-code', 'short.jsonl');
    const unknown = await cli('ingest', '--format', 'cursor', file);
    expect(unknown).toMatchObject({
      code: 2,
      stderr: 'compactor: --format must be one of native, claude-code, codex\n',
    });
    const subagent = path.join(
      WIRE,
      'claude-code',
      '4d5611e5-241a-462a-8d15-5122611a9569_subagents_agent-acompact-e1f845.jsonl',
    );
    const refused = await cli('ingest', '--format', 'claude-code', subagent);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^compactor: line 1: isSidechain: this is a subagent transcript of agent /);
  });
});
