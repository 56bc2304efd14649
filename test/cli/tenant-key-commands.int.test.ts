/**
 * `compactor tenant`, `key` and `sessions list` against a real store in child processes: the key secret is printed
 * once and verifies, a listed key shows no secret, a revoked key no longer verifies, and sessions list pages.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { runCli } from '../helpers/run-cli';
import { verifyKey } from '../../service/tenants';

// Every command is a child process that starts Node and opens the store: slow on a loaded machine.
jest.setTimeout(240_000);

const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-tenant-cli-'));
let database: TestDatabase;
const cli = (...args: string[]) => runCli(args, { COMPACTOR_HOME: home, DATABASE_URL: database.url ?? '' });
// On PGlite the CLI and this process cannot share the data directory, so assertions go through the CLI there.
const shared = () => database.url !== undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('tenant, key and sessions list commands', () => {
  it('creates and lists tenants, refusing a duplicate and a bad id', async () => {
    expect((await cli('tenant', 'create', 'acme', '--name', 'Acme')).stdout).toBe('created tenant acme\n');
    const again = await cli('tenant', 'create', 'acme');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('compactor: tenant already exists: acme\n');
    expect((await cli('tenant', 'create', 'no spaces')).code).toBe(2);
    const listed = JSON.parse((await cli('tenant', 'list', '--json')).stdout);
    expect(listed).toEqual([{ id: 'acme', name: 'Acme', createdAt: expect.any(String), disabledAt: null }]);
  });

  it('prints a key secret once, lists keys without it and revokes by id', async () => {
    const created = JSON.parse((await cli('key', 'create', '--tenant', 'acme', '--name', 'ci', '--json')).stdout);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      tenantId: 'acme',
      name: 'ci',
      scopes: ['read', 'write', 'compact'],
      expiresAt: null,
      secret: expect.stringMatching(new RegExp(`^ck_${created.id}_[A-Za-z0-9_-]{43}$`)),
    });
    if (shared()) {
      expect(await verifyKey(database.db, created.secret)).toMatchObject({ tenantId: 'acme', keyId: created.id });
    }
    const list = await cli('key', 'list', '--tenant', 'acme', '--json');
    // The random part alone: base64url may itself contain '_', so it is cut after the prefix, not split on '_'.
    expect(list.stdout).not.toContain(created.secret.slice(`ck_${created.id}_`.length));
    expect(JSON.parse(list.stdout)).toMatchObject([{ id: created.id, tenantId: 'acme', revokedAt: null }]);
    expect((await cli('key', 'revoke', created.id)).stdout).toBe(`revoked key ${created.id} of tenant acme\n`);
    if (shared()) expect(await verifyKey(database.db, created.secret)).toBeUndefined();
    expect(JSON.parse((await cli('key', 'list', '--json')).stdout)[0].revokedAt).toEqual(expect.any(String));
    const unknownTenant = await cli('key', 'create', '--tenant', 'nobody');
    expect([unknownTenant.code, unknownTenant.stderr]).toEqual([1, 'compactor: tenant not found: nobody\n']);
  });

  it('creates a read-only key that expires, refuses an unknown scope, and disables and enables a tenant', async () => {
    const created = await cli('key', 'create', '--tenant', 'acme', '--scopes', 'read', '--expires-in', '1h', '--json');
    const key = JSON.parse(created.stdout);
    expect(key).toMatchObject({ scopes: ['read'], expiresAt: expect.any(String) });
    expect(Date.parse(key.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    const bad = await cli('key', 'create', '--tenant', 'acme', '--scopes', 'read,admin');
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'compactor: --scopes takes read, write and compact, comma-separated: "read,admin"\n',
    ]);
    expect((await cli('tenant', 'disable', 'acme')).stdout).toBe('disabled tenant acme\n');
    expect(JSON.parse((await cli('tenant', 'list', '--json')).stdout)[0].disabledAt).toEqual(expect.any(String));
    expect((await cli('tenant', 'enable', 'acme')).stdout).toBe('enabled tenant acme\n');
    const operator = JSON.parse((await cli('operator-key', 'create', '--name', 'ops', '--json')).stdout);
    expect(operator).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      name: 'ops',
      secret: expect.stringMatching(/^co_/),
    });
    expect((await cli('operator-key', 'revoke', operator.id)).stdout).toBe(`revoked operator key ${operator.id}\n`);
  });

  it('lists sessions newest first with a cursor for the next page', async () => {
    const fixture = path.join(__dirname, '..', 'fixtures', 'sessions', 'v3-every-type.jsonl');
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      ids.push(JSON.parse((await cli('ingest', fixture, '--tenant', 'acme', '--json')).stdout).sessionId);
    }
    const first = JSON.parse((await cli('sessions', 'list', '--tenant', 'acme', '--limit', '1', '--json')).stdout);
    expect(first.sessions.map((s: { id: string }) => s.id)).toEqual([ids[1]]);
    // The fixture carries a compaction entry of its own; no audit row, so no compaction time.
    expect(first.sessions[0]).toMatchObject({ entries: 23, lastCompaction: { entryId: 'e21', at: null } });
    const next = await cli('sessions', 'list', '--tenant', 'acme', '--limit', '1', '--cursor', first.nextCursor);
    expect(next.stdout).toMatch(new RegExp(`^${ids[0]} +23 entries {2}active \\S+ {2}compacted \\? \\(e21\\)\n$`));
  });
});
