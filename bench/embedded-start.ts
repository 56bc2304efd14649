/**
 * Where an embedded CLI command on an existing home spends its time. A child process opens the PGlite store the
 * way `compactor sessions list` does and stamps each phase: node start, module loading, PGlite.create (wasm
 * compile + instantiate, the single-user backend on the data directory), the migration check, the query, close,
 * and the exit after close (the parent's wall time minus the child's last stamp). Two variants, interleaved:
 * "before" (V8's default wasm tiering, drizzle's migrator on every open) and "after" (what the CLI does now:
 * short-lived wasm tiering, one-query migration check). Also: PGlite.create from a dumped data directory
 * (`loadDataDir`) against the directory itself, and the whole `compactor` process for sessions list / tree.
 * Uses the compiled build (run `npm run build` first). Run: `npm run bench:embedded [samples]`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measure, printTable, stats } from './harness';

const SAMPLES = Number(process.argv[2] ?? 9);
const ROOT = path.join(__dirname, '..');
const BIN = path.join(ROOT, 'bin', 'compactor.js');
const EXAMPLE = path.join(ROOT, 'examples', 'pi-session-v1.jsonl');
const DIST = path.join(ROOT, 'dist');

// The child: argv = [dataDir, variant]; prints one JSON line of cumulative stamps (ms since the process began).
const CHILD = `
const stamps = { 'node start': performance.now() };
const [dataDir, variant] = process.argv.slice(1);
const D = ${JSON.stringify(DIST)};
const { PGlite } = require('@electric-sql/pglite');
const { drizzle } = require('drizzle-orm/pglite');
const { migrate } = require('drizzle-orm/pglite/migrator');
const schema = require(D + '/schema');
const { listSessions } = require(D + '/service/sessions');
const { schemaIsCurrent } = require(D + '/store/schema-current');
const { MIGRATIONS_FOLDER } = require(D + '/store/database');
stamps['modules'] = performance.now();
(async () => {
  if (variant === 'after') require(D + '/cli/short-lived-wasm').preferShortLivedWasm();
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=4'];
  const client = await PGlite.create({ dataDir, startParams });
  stamps['PGlite.create'] = performance.now();
  const db = drizzle({ client, schema });
  if (variant === 'after') {
    const current = await schemaIsCurrent(async (sql) => (await client.query(sql)).rows, MIGRATIONS_FOLDER);
    if (!current) throw new Error('bench home is not migrated');
  } else await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  stamps['migration check'] = performance.now();
  await listSessions(db, 'default', { limit: 50 });
  stamps['query (sessions list)'] = performance.now();
  await client.close();
  stamps['close'] = performance.now();
  process.stdout.write(JSON.stringify(stamps) + '\\n');
})();`;

const LOAD_DUMP = `
const { PGlite } = require('@electric-sql/pglite');
const blob = new Blob([require('fs').readFileSync(process.argv[1])]);
const t = performance.now();
PGlite.create({ loadDataDir: blob }).then(async (c) => {
  process.stdout.write(String(performance.now() - t));
  await c.close();
});`;

function phases(dataDir: string, variant: 'before' | 'after'): Record<string, number> {
  const started = performance.now();
  const out = spawnSync(process.execPath, ['-e', CHILD, dataDir, variant], { cwd: ROOT, encoding: 'utf8' });
  const wall = performance.now() - started;
  if (out.status !== 0) throw new Error(`child failed: ${out.stderr}`);
  const stamps = JSON.parse(out.stdout) as Record<string, number>;
  // Cumulative stamps to per-phase durations; the exit is what the parent waited after the child's last stamp.
  const result: Record<string, number> = {};
  let previous = 0;
  for (const [name, at] of Object.entries(stamps)) {
    result[name] = at - previous;
    previous = at;
  }
  result['exit after close'] = Math.max(0, wall - previous);
  result['whole process'] = wall;
  return result;
}

async function main() {
  const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-bench-embedded-'));
  const env = { ...process.env, COMPACTOR_HOME: home, DATABASE_URL: '' };
  const cli = (args: string[]) => execFileSync(process.execPath, [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8' });
  const { sessionId } = JSON.parse(cli(['ingest', EXAMPLE, '--json'])) as { sessionId: string };
  const dataDir = path.join(home, 'pglite');

  const perPhase: Record<string, Record<string, number[]>> = { before: {}, after: {} };
  for (let round = 0; round < SAMPLES + 1; round += 1) {
    for (const variant of ['before', 'after'] as const) {
      const sample = phases(dataDir, variant);
      if (round === 0) continue; // warm-up
      for (const [name, ms] of Object.entries(sample)) (perPhase[variant]![name] ??= []).push(ms);
    }
  }
  for (const variant of ['before', 'after'] as const) {
    printTable(
      `phases, ${variant === 'before' ? 'default wasm tiering + drizzle migrator' : 'short-lived wasm + one-query check (the CLI now)'}`,
      Object.entries(perPhase[variant]!).map(([name, values]) => stats(name, values)),
    );
  }

  // A dumped data directory restored into memory, against opening the directory itself.
  const dumpFile = path.join(home, 'dump.tar.gz');
  execFileSync(
    process.execPath,
    [
      '-e',
      `require('@electric-sql/pglite').PGlite.create({ dataDir: process.argv[1] }).then(async (c) => {
        require('fs').writeFileSync(process.argv[2], Buffer.from(await (await c.dumpDataDir('gzip')).arrayBuffer()));
        await c.close(); })`,
      dataDir,
      dumpFile,
    ],
    { cwd: ROOT },
  );
  const createFromDump: number[] = [];
  for (let i = 0; i < Math.min(SAMPLES, 5); i += 1) {
    createFromDump.push(
      Number(execFileSync(process.execPath, ['-e', LOAD_DUMP, dumpFile], { cwd: ROOT, encoding: 'utf8' })),
    );
  }
  printTable('PGlite.create from a loadDataDir dump (in memory, default tiering)', [stats('create', createFromDump)]);

  const whole = await measure(
    [
      { name: 'compactor sessions list', run: () => cli(['sessions', 'list']) },
      { name: `compactor tree <id>`, run: () => cli(['tree', sessionId]) },
      { name: `compactor history <id>`, run: () => cli(['history', sessionId]) },
    ],
    { samples: SAMPLES, warmup: 1 },
  );
  printTable(`whole-process wall time on the home (${SAMPLES} samples, interleaved)`, whole);
  process.stdout.write(
    `\nload average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  rmSync(home, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
