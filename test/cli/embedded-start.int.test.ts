/**
 * What a read-only command on an existing embedded home does before it answers: no Temporal (neither the SDK nor
 * the embedded stack is loaded, so no dev server is started), no migrator (the one-query check finds the store
 * current), and PGlite's wasm kept on V8's baseline tier (the short-lived tiering flag is set before the store
 * opens). The first command on a new home still migrates it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEmbedded } from '../helpers/database';
import { SHORT_LIVED_WASM_FLAG } from '../../cli/short-lived-wasm';

const ROOT = path.join(__dirname, '..', '..');

interface Probe {
  code: number;
  printed: string;
  /** Every statement PGlite was given. */
  statements: string[];
  v8Flags: string[];
  /** Loaded files of Temporal's SDK or of the embedded stack. */
  temporal: string[];
}

/** Runs the CLI's main() from the sources in a fresh process on `home`, recording what it ran and loaded. */
function probe(home: string, args: string[]): Probe {
  const script = `
    const v8 = require('node:v8');
    const v8Flags = [];
    const setFlags = v8.setFlagsFromString;
    v8.setFlagsFromString = (flags) => { v8Flags.push(flags); setFlags(flags); };
    const { PGlite } = require('@electric-sql/pglite');
    const statements = [];
    for (const method of ['query', 'exec']) {
      const original = PGlite.prototype[method];
      PGlite.prototype[method] = function (text, ...rest) { statements.push(String(text)); return original.call(this, text, ...rest); };
    }
    const write = process.stdout.write.bind(process.stdout);
    let printed = '';
    process.stdout.write = (chunk) => { printed += chunk; return true; };
    require('./cli/main.ts').main(['node', 'compactor', ...${JSON.stringify(args)}]).then((code) => {
      const temporal = Object.keys(require.cache).filter((f) => /@temporalio|worker\\/(stack|dev-server|embedded-temporal)/.test(f));
      write(JSON.stringify({ code, printed, statements, v8Flags, temporal }));
    });`;
  const out = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, COMPACTOR_HOME: home, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Probe;
}

const migratorRan = (p: Probe) => p.statements.some((s) => /CREATE SCHEMA IF NOT EXISTS "drizzle"/.test(s));

describeEmbedded('an embedded command on an existing home', () => {
  let home: string;
  let sessionId: string;
  beforeAll(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'compactor-embedded-start-'));
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('the first command on a new home migrates its store', () => {
    const first = probe(home, ['ingest', 'test/fixtures/sessions/v1-linear.jsonl', '--json']);
    expect(first.code).toBe(0);
    expect(migratorRan(first)).toBe(true);
    sessionId = (JSON.parse(first.printed) as { sessionId: string }).sessionId;
  });

  it.each([
    ['sessions', 'list', '--json'],
    ['tree', '<id>', '--json'],
    ['history', '<id>', '--json'],
  ])('%s %s: no Temporal, no migrator, short-lived wasm tiering', (...args) => {
    const p = probe(
      home,
      args.map((a) => (a === '<id>' ? sessionId : a)),
    );
    expect(p.code).toBe(0);
    expect(p.temporal).toEqual([]);
    expect(migratorRan(p)).toBe(false);
    expect(p.statements.filter((s) => s.includes('__drizzle_migrations'))).toHaveLength(1);
    expect(p.v8Flags).toEqual([SHORT_LIVED_WASM_FLAG]);
  });
});
