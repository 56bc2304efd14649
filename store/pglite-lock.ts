/**
 * The embedded store is single-process: PGlite keeps its database in the memory of the process that opened the
 * data directory and writes it back on its own schedule, so a second process on the same directory would work on a
 * divergent copy and one of them would silently lose its writes. Opening a data directory therefore takes an
 * exclusive lock file beside it (`<dataDir>.lock`) naming the holder; a lock whose holder process is gone (same
 * host) is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';

export interface LockHolder {
  readonly pid: number;
  readonly command: string;
  readonly host: string;
  readonly since: string;
}

/** Another live process holds the embedded store. */
export class StoreLocked extends Error {
  override readonly name = 'StoreLocked';
  readonly type = 'StoreLocked';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}) on ${holder.host} since ${holder.since}`
      : `another process (lock file ${dataDir}.lock)`;
    super(
      `the embedded store ${dataDir} is in use by ${who}; PGlite serves one process at a time: stop that ` +
        'process, or point both at one Postgres server with DATABASE_URL',
    );
  }
}

export interface PgliteLock {
  release(): void;
}

/** Takes the lock of `dataDir` or throws StoreLocked naming the live holder. */
export function lockDataDir(dataDir: string): PgliteLock {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file)) return heldLock(file);
    const holder = readHolder(file);
    if (holder === 'missing') continue;
    // Unreadable: its holder is between creating and writing it (a crash there needs the file removed by hand).
    if (holder === 'unreadable' || isAlive(holder)) throw new StoreLocked(dataDir, holderOrUndefined(holder));
    removeStale(file);
  }
  throw new StoreLocked(dataDir, holderOrUndefined(readHolder(file)));
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  const holder: LockHolder = {
    pid: process.pid,
    command: commandLine(),
    host: os.hostname(),
    since: new Date().toISOString(),
  };
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
}

function heldLock(file: string): PgliteLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    removeStale(file);
  };
  // A process that exits without closing the store (a signal, process.exit) still frees it.
  process.on('exit', release);
  return { release };
}

function readHolder(file: string): LockHolder | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    return JSON.parse(text) as LockHolder;
  } catch {
    return 'unreadable';
  }
}

const holderOrUndefined = (h: ReturnType<typeof readHolder>) => (typeof h === 'string' ? undefined : h);

function isAlive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeStale(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** `node bin/compactor.js worker` rather than the absolute paths of node and the script. */
function commandLine(): string {
  const [, script = '', ...args] = process.argv;
  const name = script.split(/[\\/]/).pop() ?? script;
  return ['node', name, ...args].join(' ').slice(0, 200);
}
