/**
 * `compactor sessions agent-config`: the host's live system prompt and tools (compaction spec §8) set from a JSON
 * file and printed back; a bad file is a usage error naming the field before any store is opened.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-agent-config-'));
let database: TestDatabase;
const cli = (...args: string[]) =>
  runCli(args, { COMPACTOR_HOME: home, DATABASE_URL: database.url ?? '', COMPACTOR_TENANT: 'acme' });
const file = (name: string, content: unknown) => {
  const where = path.join(home, name);
  writeFileSync(where, typeof content === 'string' ? content : JSON.stringify(content));
  return where;
};

const CONFIG = {
  systemPrompt: 'You are the live coding agent.',
  tools: [{ name: 'bash', description: 'Run a command', parameters: { type: 'object', properties: {} } }],
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

it('sets the configuration from a file and prints it back; none set is a typed failure', async () => {
  const fixture = path.join(__dirname, '..', 'fixtures', 'sessions', 'v3-every-type.jsonl');
  const { sessionId } = JSON.parse((await cli('ingest', fixture, '--json')).stdout) as { sessionId: string };

  const none = await cli('sessions', 'agent-config', sessionId, '--json');
  expect(none.code).toBe(1);
  expect(JSON.parse(none.stdout)).toEqual({
    error: { type: 'AgentConfigNotSet', message: `session ${sessionId} has no agent configuration` },
  });

  const set = await cli('sessions', 'agent-config', sessionId, '--set', file('agent.json', CONFIG), '--json');
  expect(set.code).toBe(0);
  expect(JSON.parse(set.stdout)).toEqual({ ...CONFIG, seq: expect.any(Number) });
  const read = await cli('sessions', 'agent-config', sessionId);
  expect(read).toMatchObject({ code: 0, stderr: '' });
  expect(read.stdout).toBe('agent configuration\nsystem prompt: 30 characters\ntools (1):\n  bash: Run a command\n');
}, 300_000);

it.each([
  ['not JSON', '{ nope', /^compactor: --set .*bad\.json: .*JSON/],
  ['a bad tool name', { ...CONFIG, tools: [{ ...CONFIG.tools[0], name: 'two words' }] }, /tools\.0\.name: must be/],
  ['no system prompt', { tools: [] }, /agent configuration systemPrompt: /],
])('refuses %s as a usage error before opening the store', async (_what, content, message) => {
  const result = await runCli(['sessions', 'agent-config', 's1', '--set', file('bad.json', content)], {
    DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none',
  });
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(message);
});
