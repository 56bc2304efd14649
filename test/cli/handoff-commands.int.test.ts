/**
 * `compact --strategy handoff` through the real executable on the embedded stack with a fake Anthropic server: the
 * session is handed off to a new one, and `sessions list`, `tree` and `history` of either session name the other.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-handoff-cli-'));
let database: TestDatabase;
let fake: FakeProvider;

const cli = (...args: string[]) =>
  runCli(args, {
    COMPACTOR_HOME: home,
    DATABASE_URL: database.url ?? '',
    TEMPORAL_ADDRESS: '',
    COMPACTOR_TENANT: 'cli-handoff',
    ANTHROPIC_API_KEY: 'test-key',
    ANTHROPIC_BASE_URL: fake.url,
    COMPACTOR_SUMMARY_MODEL: undefined,
    OPENAI_API_KEY: undefined,
    GEMINI_API_KEY: undefined,
    GOOGLE_API_KEY: undefined,
  });

beforeAll(async () => {
  [database, fake] = await Promise.all([openTestDatabase(), startFakeProvider()]);
  fake.respondWith(() => ({ text: '## Goal\nKeep going.' }));
});
afterAll(async () => Promise.all([database?.close(), fake?.close()]));

describe('compact --strategy handoff on the CLI', () => {
  // Five commands, one starting the embedded stack: minutes on a loaded machine.
  it('hands the session off and shows the link from both sides in sessions list, tree and history', async () => {
    const ingested = await cli('ingest', EXAMPLE, '--json');
    const old = JSON.parse(ingested.stdout).sessionId as string;

    const compacted = await cli('compact', old, '--strategy', 'handoff', '--model', 'anthropic/claude-opus-4-5');
    // (stderr may carry the Anthropic SDK's deprecation notice for the example session's model)
    expect(compacted.code).toBe(0);
    const next = /^handed off \S+ to new session (\S+): 168018 → \d+ tokens\n$/.exec(compacted.stdout)?.[1];
    expect(next).toEqual(expect.any(String));

    const listed = (await cli('sessions', 'list')).stdout;
    expect(listed).toContain(`handed off to ${next}`);
    expect(listed).toContain(`continues ${old}`);
    const tree = (await cli('tree', next!)).stdout;
    expect(tree.split('\n')[0]).toBe(`# continues session ${old} (handoff)`);
    expect(tree).toMatch(/custom_message/);
    const history = (await cli('history', old)).stdout;
    expect(history.split('\n')[0]).toBe(`# handed off to session ${next}`);
    expect(history).toMatch(new RegExp(`manual\\s+committed\\s+handoff\\s+168018 → \\d+\\s+→ ${next}`));
  }, 600_000);
});
