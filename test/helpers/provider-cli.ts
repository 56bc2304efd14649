/**
 * The real `compactor` executable on the embedded stack (no Temporal address, the test database) with one provider's
 * key and base URL pointed at a fake server and every other provider's key unset, so a test knows which provider
 * each request goes to. Registers its own beforeAll/afterAll.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';
import { openTestDatabase, type TestDatabase } from './database';
import { runCli, type CliResult } from './run-cli';

export const EXAMPLE_SESSION = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');

export type CliProvider = 'anthropic' | 'openai';

export interface ProviderCli {
  run(...args: string[]): Promise<CliResult>;
  /** The fake provider, started before the first test. */
  fake(): FakeProvider;
}

const KEYS = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' } as const;

export function providerCli(tenant: string, provider: CliProvider): ProviderCli {
  const home = mkdtempSync(path.join(os.tmpdir(), `compactor-${tenant}-`));
  let database: TestDatabase;
  let fake: FakeProvider;
  beforeAll(async () => {
    [database, fake] = await Promise.all([openTestDatabase(), startFakeProvider()]);
  });
  afterAll(async () => Promise.all([database?.close(), fake?.close()]));

  const providerEnv = (): Record<string, string | undefined> => ({
    ANTHROPIC_API_KEY: undefined,
    OPENAI_API_KEY: undefined,
    GEMINI_API_KEY: undefined,
    GOOGLE_API_KEY: undefined,
    [KEYS[provider]]: 'test-key',
    ...(provider === 'anthropic' ? { ANTHROPIC_BASE_URL: fake.url } : { OPENAI_BASE_URL: `${fake.url}/v1` }),
  });
  return {
    run: (...args) =>
      runCli(args, {
        COMPACTOR_HOME: home,
        DATABASE_URL: database.url ?? '',
        TEMPORAL_ADDRESS: '',
        COMPACTOR_TENANT: tenant,
        COMPACTOR_SUMMARY_MODEL: undefined,
        ...providerEnv(),
      }),
    fake: () => fake,
  };
}
