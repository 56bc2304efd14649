/**
 * A throwaway PostgreSQL server of one test file: its own data directory in a temp dir and its own loopback port,
 * so a fault test may restart or stop it without touching the shared server other tests use. Uses the Debian
 * PostgreSQL binaries; as root the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

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
  /** Fast shutdown and start again (what `pg_ctlcluster … restart` does): every connection is closed. */
  restart(): void;
  stop(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
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
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, argv, { stdio: 'pipe', cwd: root });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'compactor', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(root, 'log'), '-o', options, ...args]);
  ctl('-w', '-t', '120', 'start');
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'compactor', 'compactor']);
  return {
    url: `postgres://compactor@127.0.0.1:${port}/compactor`,
    restart: () => ctl('-w', '-t', '120', '-m', 'fast', 'restart'),
    stop: () => {
      try {
        ctl('-w', '-t', '60', '-m', 'immediate', 'stop');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
