/**
 * Several workers or API nodes starting at once on an empty Postgres database: the first takes the migration
 * lock and migrates, the others wait for it and then find nothing to apply.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import journal from '../../schema/migrations/meta/_journal.json';
import { usingRealPostgres } from '../helpers/database';
import { testDatabaseName } from '../helpers/database-names';
import { dropDatabase } from '../helpers/drop-database';

const ROOT = path.join(__dirname, '..', '..');
// Each child loads the code, says "ready", and opens the store when the test writes "go" (all at the same time).
const OPEN_ON_GO = `
  const { openDatabase } = require('./store/database.ts');
  process.stdin.once('data', () =>
    openDatabase({ kind: 'postgres', url: process.env.TARGET_URL, maxConnections: 2 })
      .then((store) => store.close())
      .catch((error) => { console.error(String(error)); process.exitCode = 1; })
      .finally(() => process.stdin.destroy()));
  process.stdout.write('ready');`;

function startChild(url: string) {
  const child = spawn(process.execPath, ['-r', 'tsx/cjs', '-e', OPEN_ON_GO], {
    cwd: ROOT,
    env: { ...process.env, TARGET_URL: url },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
  return { go: () => child.stdin.write('go\n'), ready, done };
}

(usingRealPostgres() ? it : it.skip)('four processes opening an empty database at once migrate it once', async () => {
  const base = process.env.DATABASE_URL!;
  const name = testDatabaseName(base, `mig_${randomBytes(4).toString('hex')}`);
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const target = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const children = [1, 2, 3, 4].map(() => startChild(url.toString()));
    await Promise.all(children.map((c) => c.ready));
    children.forEach((c) => c.go());
    const results = await Promise.all(children.map((c) => c.done));
    expect(results).toEqual(Array.from({ length: 4 }, () => ({ code: 0, stderr: '' })));
    const applied = await target`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`;
    expect(applied).toHaveLength(journal.entries.length);
  } finally {
    await target.end();
    await dropDatabase(admin, name).finally(() => admin.end());
  }
});
