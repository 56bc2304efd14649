/**
 * A throwaway PostgreSQL server of one test file: its own data directory in a temp dir and its own loopback port,
 * so a fault test may restart or stop it without touching the shared server other tests use. Uses the Debian
 * PostgreSQL binaries; as root the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const PG_ROOT = '/usr/lib/postgresql';
const execFileAsync = promisify(execFile);

/** The bin directory of the newest installed PostgreSQL, if any. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(PG_ROOT, newest, 'bin') : undefined;
}

export interface OwnPostgres {
  /** postgres:// URL of the `compactor` database. */
  readonly url: string;
  /**
   * Fast shutdown and start again (what `pg_ctlcluster … restart` does): every connection is closed. With
   * `downMs` the server stays stopped that long first (an outage rather than a blip). Does not block the event loop.
   */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`no PostgreSQL binaries under ${PG_ROOT}`);
  const root = mkdtempSync(path.join(os.tmpdir(), 'own-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const argv = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) => execFileSync(...argv(tool, args), { stdio: 'pipe', cwd: root });
  const runAsync = (tool: string, args: string[]) => execFileAsync(...argv(tool, args), { cwd: root });
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'compactor', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctlArgs = (args: string[]) => ['-D', data, '-l', path.join(root, 'log'), '-o', options, ...args];
  const ctl = (...args: string[]) => run('pg_ctl', ctlArgs(args));
  ctl('-w', '-t', '120', 'start');
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'compactor', 'compactor']);
  return {
    url: `postgres://compactor@127.0.0.1:${port}/compactor`,
    restart: async ({ downMs = 0 } = {}) => {
      if (downMs <= 0) {
        await runAsync('pg_ctl', ctlArgs(['-w', '-t', '120', '-m', 'fast', 'restart']));
        return;
      }
      await runAsync('pg_ctl', ctlArgs(['-w', '-t', '120', '-m', 'fast', 'stop']));
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await runAsync('pg_ctl', ctlArgs(['-w', '-t', '120', 'start']));
    },
    stop: () => {
      try {
        ctl('-w', '-t', '60', '-m', 'immediate', 'stop');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
