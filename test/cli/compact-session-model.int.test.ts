/**
 * `compact --model openai/gpt-4o-mini` with OPENAI_API_KEY and no summary model anywhere: the session's active model
 * summarizes (compaction spec §6.7), through the real executable on the embedded stack and a fake OpenAI server.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-model-cli-'));
let database: TestDatabase;
let fake: FakeProvider;

const cli = (...args: string[]) =>
  runCli(args, {
    COMPACTOR_HOME: home,
    DATABASE_URL: database.url ?? '',
    TEMPORAL_ADDRESS: '',
    COMPACTOR_TENANT: 'cli-model',
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: `${fake.url}/v1`,
    COMPACTOR_SUMMARY_MODEL: undefined,
    ANTHROPIC_API_KEY: undefined,
    GEMINI_API_KEY: undefined,
    GOOGLE_API_KEY: undefined,
  });

beforeAll(async () => {
  [database, fake] = await Promise.all([openTestDatabase(), startFakeProvider()]);
});
afterAll(async () => Promise.all([database?.close(), fake?.close()]));

describe('compact with the session model as summarizer', () => {
  it('compacts with --model openai/gpt-4o-mini and OPENAI_API_KEY alone, without --summary-model', async () => {
    const ingested = await cli('ingest', EXAMPLE, '--json');
    const sessionId = JSON.parse(ingested.stdout).sessionId as string;

    const compacted = await cli('compact', sessionId, '--model', 'openai/gpt-4o-mini', '--json');

    expect(compacted.stderr).toBe('');
    expect(JSON.parse(compacted.stdout)).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    const models = new Set(fake.requests.map((r) => `${r.path} ${(r.body as { model: string }).model}`));
    expect([...models]).toEqual(['/v1/responses gpt-4o-mini']);
    const history = JSON.parse((await cli('history', sessionId, '--json')).stdout);
    expect(history).toMatchObject([{ status: 'committed', method: 'context-full', model: 'openai/gpt-4o-mini' }]);
    // Three commands, one starting the embedded stack: minutes on a loaded machine.
  }, 300_000);
});
