import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-sessions-delete-'));
let database: TestDatabase;
const cli = (...args: string[]) =>
  runCli(args, { COMPACTOR_HOME: home, DATABASE_URL: database.url ?? '', COMPACTOR_TENANT: 'acme' });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

it('`sessions delete` records the deletion, reads answer not found, `sessions purge` removes the rows', async () => {
  const file = path.join(__dirname, '..', 'fixtures', 'sessions', 'v3-every-type.jsonl');
  const { sessionId } = JSON.parse((await cli('ingest', file, '--json')).stdout) as { sessionId: string };

  const deleted = await cli('sessions', 'delete', sessionId, '--reason', 'user request', '--json');
  expect(deleted.code).toBe(0);
  const { seq } = JSON.parse(deleted.stdout) as { seq: number };
  expect(JSON.parse(deleted.stdout)).toEqual({ sessionId, seq: expect.any(Number) });

  const context = await cli('context', sessionId);
  expect(context).toMatchObject({ code: 1, stderr: `compactor: session not found: ${sessionId}\n` });

  const purged = await cli('sessions', 'purge', '--older-than', '0s', '--json');
  expect(purged.code).toBe(0);
  expect(JSON.parse(purged.stdout)).toEqual({
    deletedBefore: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    purged: [{ sessionId, events: seq }],
  });
  const again = await cli('sessions', 'purge', '--older-than', '0s');
  expect(again.stdout).toMatch(/^purged 0 session\(s\) deleted before /);
}, 300_000);

it('`sessions purge` rejects a malformed --older-than before opening the store', async () => {
  const result = await runCli(['sessions', 'purge', '--older-than', '30 days'], {
    DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none',
  });
  expect(result).toEqual({
    code: 2,
    stdout: '',
    stderr: 'compactor: --older-than must look like 30d, 12h, 15m or 0s: "30 days"\n',
  });
});
