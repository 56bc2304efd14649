import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../helpers/run-cli';
import { REAL_SESSION } from '../helpers/fixtures';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compactor-plan-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sessionFile(name: string, lines: unknown[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return file;
}

const msg = (id: string, parentId: string | null, message: Record<string, unknown>) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { timestamp: 1, ...message },
});

describe('compactor plan', () => {
  it('prints the plan of the real v1 fixture as JSON without a database', async () => {
    const result = await runCli(['plan', REAL_SESSION, '--json']);
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(plan).toMatchObject({
      firstKeptEntryId: '000003be',
      isSplitTurn: true,
      turnStartEntryId: '000003bd',
      tokensBefore: 168018,
      prune: [],
      indexEntries: 452,
      indexFrom: 'compaction-kept',
    });
    expect(plan.summarize).toHaveLength(401);
    expect((plan.summarize as string[])[0]).toBe('00000226');
    expect(plan.turnPrefix).toEqual(['000003bd']);
    expect(plan.indexBytes).toBeGreaterThan(0);
  });

  it('follows the active branch (the last entry’s parents) and honours the keep budget', async () => {
    const file = sessionFile('branched.jsonl', [
      { type: 'session', version: 3, id: 's1', timestamp: '2026-01-01T00:00:00.000Z' },
      msg('u1', null, { role: 'user', content: 'a'.repeat(400) }),
      msg('a1', 'u1', { role: 'assistant', content: [{ type: 'text', text: 'b'.repeat(400) }], stopReason: 'stop' }),
      msg('side', 'a1', { role: 'user', content: 'abandoned' }),
      msg('u2', 'a1', { role: 'user', content: 'c'.repeat(400) }),
      msg('a2', 'u2', { role: 'assistant', content: [{ type: 'text', text: 'd'.repeat(400) }], stopReason: 'stop' }),
    ]);
    const result = await runCli(['plan', file, '--json', '--keep-recent-tokens', '150', '--context-window', '1000']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      firstKeptEntryId: 'u2',
      isSplitTurn: false,
      turnStartEntryId: null,
      tokensBefore: 0,
      keepRecentTokens: 150,
      summarize: ['u1', 'a1'],
      turnPrefix: [],
      keep: ['u2', 'a2'],
      prune: [],
      previousCompactionId: null,
      indexEntries: 4,
      indexFrom: 'root',
      indexBytes: expect.any(Number),
      contextTokens: 400,
      threshold: 850,
      shouldCompact: false,
    });
  });

  it('says why there is nothing to compact in the readable form', async () => {
    const file = sessionFile('small.jsonl', [
      { type: 'session', version: 3, id: 's2', timestamp: '2026-01-01T00:00:00.000Z' },
      msg('u1', null, { role: 'user', content: 'hi' }),
    ]);
    const result = await runCli(['plan', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^nothing to compact: nothing-to-summarize/);
  });

  it.each([
    [['--keep-recent-tokens', 'abc'], '--keep-recent-tokens must be an integer ≥ 0, got "abc"'],
    [['--reserve-tokens', '-5'], '--reserve-tokens must be an integer ≥ 0, got "-5"'],
    [['--context-window', '0'], '--context-window must be an integer ≥ 1, got "0"'],
  ])('exits 2 with one line for a bad number %j', async (args, message) => {
    const result = await runCli(['plan', REAL_SESSION, ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`compactor: ${message}\n`);
  });

  it('exits 1 for a missing file', async () => {
    const missing = await runCli(['plan', path.join(dir, 'nope.jsonl')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`compactor: session file not found: ${path.join(dir, 'nope.jsonl')}\n`);
  });

  it('exits 1 naming the line of a broken session file', async () => {
    const file = path.join(dir, 'broken.jsonl');
    writeFileSync(file, '{"type":"session","version":3,"id":"s"}\n{not json\n');
    const result = await runCli(['plan', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^compactor: line 2: not valid JSON/);
  });
});
