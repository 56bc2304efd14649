import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir, StoreLocked } from '../../store/pglite-lock';

const dataDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'compactor-lock-')), 'pglite');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('refuses a second holder and names the first one: pid, command and host', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    let thrown: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      thrown = error;
    }
    lock.release();
    expect(thrown).toBeInstanceOf(StoreLocked);
    const locked = thrown as StoreLocked;
    expect(locked.holder).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(locked.holder?.command).toMatch(/^node /);
    expect(locked.message).toContain(`the embedded store ${dir} is in use by process ${process.pid} (node `);
    expect(locked.message).toContain('DATABASE_URL');
  });

  it('is free again after release, and release removes the lock file', () => {
    const dir = dataDir();
    lockDataDir(dir).release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    again.release();
  });

  it('takes over a lock whose holder process is gone', () => {
    const dir = dataDir();
    const stale = { pid: deadPid(), command: 'node compactor.js worker', host: os.hostname(), since: 'earlier' };
    writeFileSync(`${dir}.lock`, JSON.stringify(stale));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('treats a holder on another host as alive', () => {
    const dir = dataDir();
    const remote = { pid: deadPid(), command: 'node compactor.js ingest', host: 'elsewhere', since: 'earlier' };
    writeFileSync(`${dir}.lock`, JSON.stringify(remote));
    expect(() => lockDataDir(dir)).toThrow(`process ${remote.pid} (node compactor.js ingest) on elsewhere`);
  });

  it('names the lock file when its content cannot be read', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '');
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (lock file ${dir}.lock)`);
  });
});
