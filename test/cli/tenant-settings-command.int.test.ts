/** `compactor tenant settings` in child processes: validated replacement, printing, and usage errors naming the path. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

jest.setTimeout(240_000);

const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-tenant-settings-'));
let database: TestDatabase;
const cli = (...args: string[]) => runCli(args, { COMPACTOR_HOME: home, DATABASE_URL: database.url ?? '' });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('tenant settings command', () => {
  it('replaces a tenant’s settings with validated ones and prints them; refuses bad ones before opening the store', async () => {
    expect((await cli('tenant', 'create', 'acme')).code).toBe(0);
    const settings = { compaction: { idleEnabled: true, idleTimeoutSeconds: 600 } };
    const set = await cli('tenant', 'settings', 'acme', '--set', JSON.stringify(settings), '--json');
    expect([set.code, JSON.parse(set.stdout)]).toEqual([0, settings]);
    expect(JSON.parse((await cli('tenant', 'settings', 'acme', '--json')).stdout)).toEqual(settings);

    const bad = await cli('tenant', 'settings', 'acme', '--set', '{"compaction":{"idleTimeoutSeconds":0}}');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^compactor: --set: invalid settings at compaction\.idleTimeoutSeconds: /);
    expect((await cli('tenant', 'settings', 'acme', '--set', '{not json')).code).toBe(2);
    const remote = JSON.stringify({ compaction: { remoteEndpoint: 'http://169.254.169.254/latest/meta-data' } });
    const refused = await cli('tenant', 'settings', 'acme', '--set', remote);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'compactor: --set: invalid settings at compaction.remoteEndpoint: remote endpoints are not enabled on this ' +
        'server (COMPACTOR_REMOTE_ENDPOINT_ALLOW is empty): http://169.254.169.254\n',
    );
    const missing = await cli('tenant', 'settings', 'nobody', '--set', '{}');
    expect([missing.code, missing.stderr]).toEqual([1, 'compactor: tenant not found: nobody\n']);
  });
});
