import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'sessions');
const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-session-cli-'));
// Session commands need only the store: the test's cloned Postgres database, or PGlite under COMPACTOR_HOME.
let database: TestDatabase;
const cli = (...args: string[]) =>
  runCli(args, { COMPACTOR_HOME: home, DATABASE_URL: database.url ?? '', COMPACTOR_TENANT: 'acme' });

afterAll(async () => {
  await database?.close();
});

describe('session commands', () => {
  let sessionId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const result = await cli('ingest', path.join(FIXTURES, 'v3-every-type.jsonl'), '--json');
    expect(result.stderr).toBe('');
    const parsed = JSON.parse(result.stdout);
    expect(parsed).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), entries: 23 });
    sessionId = parsed.sessionId;
  });

  it('prints the rebuilt context with its token estimate', async () => {
    const result = await cli('context', sessionId, '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      messages: [{ role: 'user', content: 'start over', timestamp: 23000 }],
      tokens: 3,
    });
  });

  it('prints the full transcript with --transcript', async () => {
    const result = await cli('context', sessionId, '--transcript', '--json');
    const roles = JSON.parse(result.stdout).messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual([
      'user',
      'assistant',
      'toolResult',
      'bashExecution',
      'pythonExecution',
      'fileMention',
      'developer',
      'custom',
      'custom',
      'branchSummary',
      'compactionSummary',
      'user',
    ]);
  });

  it('prints the tree with the leaf marked, and moves the leaf with navigate', async () => {
    const tree = await cli('tree', sessionId);
    expect(tree.stdout).toContain('* e23 message user: start over');
    expect(tree.stdout).toContain('  e06 message user: fix the failing test [start]');
    const moved = await cli('navigate', sessionId, 'e12', '--json');
    expect(JSON.parse(moved.stdout)).toEqual({ moved: true, from: 'e23', to: 'e12' });
    const after = await cli('context', sessionId, '--json');
    expect(JSON.parse(after.stdout).messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'toolResult',
      'bashExecution',
      'pythonExecution',
      'fileMention',
      'developer',
    ]);
  });

  it('answers "session not found" (exit 1) for an unknown session or another tenant', async () => {
    const unknown = await cli('context', 'no-such-session');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toBe('compactor: session not found: no-such-session\n');
    const otherTenant = await cli('tree', sessionId, '--tenant', 'globex');
    expect(otherTenant.code).toBe(1);
    expect(otherTenant.stderr).toBe(`compactor: session not found: ${sessionId}\n`);
  });

  it('rejects a bad line with its number and writes nothing', async () => {
    const file = path.join(home, 'bad.jsonl');
    writeFileSync(
      file,
      [
        '{"type":"session","version":3,"id":"x","timestamp":"2026-01-01T00:00:00.000Z"}',
        '{"type":"message","id":"a","parentId":null,"timestamp":"t","message":{"role":"user","content":"hi","timestamp":1}}',
        '{"type":"compaction","id":"b","parentId":"a","timestamp":"t","summary":"s","tokensBefore":1}',
      ].join('\n'),
    );
    const result = await cli('ingest', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^compactor: line 3: firstKeptEntryId: /);
  });

  it('imports a file from a crashed agent with --skip-bad-lines, reporting each skipped line', async () => {
    const file = path.join(home, 'truncated.jsonl');
    writeFileSync(
      file,
      [
        '{"type":"session","version":3,"id":"x","timestamp":"2026-01-01T00:00:00.000Z"}',
        '{"type":"message","id":"a","parentId":null,"timestamp":"t","message":{"role":"user","content":"hi","timestamp":1}}',
        '{"type":"compaction","id":"b","parentId":"a","timestamp":"t","summary":"s","tokensBefore":1}',
        '{"type":"message","id":"c","parentId":"a","timestamp":"t","message":{"role":"user","content":"again","timestamp":2}}',
        '{"type":"message","id":"d","parentId":"c","timestamp":"t","message":{"role":"assist',
      ].join('\n'),
    );
    expect(await cli('ingest', file)).toMatchObject({ code: 1 });
    const result = await cli('ingest', file, '--skip-bad-lines', '--json');
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      entries: 2,
      skipped: [
        { line: 3, reason: expect.stringMatching(/^firstKeptEntryId: /) },
        { line: 5, reason: expect.stringMatching(/JSON/) },
      ],
    });
    const human = await cli('ingest', file, '--skip-bad-lines');
    expect(human.stdout).toMatch(
      /^ingested 2 entries \(version 3\) as session [0-9a-f-]{36}; skipped 2 bad lines: 3, 5\n/,
    );
  }, 180_000); // three CLI processes, each opening the store

  it('exits 2 for a missing file or a malformed tenant', async () => {
    expect(await cli('ingest', path.join(home, 'missing.jsonl'))).toMatchObject({ code: 2 });
    expect(await cli('context', sessionId, '--tenant', 'bad tenant!')).toMatchObject({ code: 2 });
  });
});
