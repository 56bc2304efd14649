/**
 * The generated half of the Python client (clients/python/compactor_client/generated/): openapi-python-client run
 * on the OpenAPI document, with the generator and everything it runs pinned in
 * clients/python/generator-requirements.txt and installed once into a virtual environment of its own under
 * .compactor/ (made again when the pins change). Generation happens in a temporary directory and returns the files;
 * the caller (scripts/openapi-document.ts) writes them or compares them with the committed ones.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const CLIENT = path.join(ROOT, 'clients', 'python');
export const GENERATED = path.join(CLIENT, 'compactor_client', 'generated');
const REQUIREMENTS = path.join(CLIENT, 'generator-requirements.txt');
const SETTINGS = path.join(CLIENT, 'generator.yml');

/** Relative path (POSIX separators) → file text. */
export type Tree = ReadonlyMap<string, string>;

/** Runs the pinned generator on `document` (the OpenAPI JSON text) and returns the package it wrote. */
export function generatePythonClient(document: string, python = 'python3'): Tree {
  const venv = provideGenerator(python);
  const work = mkdtempSync(path.join(os.tmpdir(), 'compactor-python-client-'));
  try {
    writeFileSync(path.join(work, 'openapi.json'), document);
    const out = path.join(work, 'generated');
    const args = ['-m', 'openapi_python_client', 'generate', '--path', 'openapi.json', '--config', SETTINGS];
    // The post hooks run `ruff` from PATH: the one installed beside the generator.
    const bin = path.join(venv, 'bin');
    const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
    run(path.join(bin, 'python'), [...args, '--meta', 'none', '--output-path', out], { cwd: work, env });
    return readTree(out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The files under `dir` (a missing directory is empty), caches left out. */
export function readTree(dir: string): Tree {
  const files = new Map<string, string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.name === '__pycache__' || entry.name === '.ruff_cache') continue;
      if (entry.isDirectory()) walk(relative);
      else files.set(relative, readFileSync(path.join(dir, relative), 'utf8'));
    }
  };
  if (existsSync(dir)) walk('');
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** Replaces `dir` with exactly `files`. */
export function writeTree(dir: string, files: Tree): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** Files that differ between two trees (added, removed or changed), sorted. */
export function differingFiles(a: Tree, b: Tree): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();
}

/** The generator's virtual environment, keyed by the pins: .compactor/python-tools/client-generator-<hash>. */
function provideGenerator(python: string): string {
  const pins = readFileSync(REQUIREMENTS);
  const hash = createHash('sha256').update(pins).digest('hex').slice(0, 12);
  const venv = path.join(ROOT, '.compactor', 'python-tools', `client-generator-${hash}`);
  if (existsSync(path.join(venv, 'bin', 'python'))) return venv;
  process.stderr.write(`installing the Python client generator (${REQUIREMENTS}) into ${venv} (once)\n`);
  const partial = `${venv}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(venv), { recursive: true });
  run(python, ['-m', 'venv', partial]);
  const pip = ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-input', '-r', REQUIREMENTS];
  run(path.join(partial, 'bin', 'python'), pip);
  // Used only through `bin/python -m …` and the ruff binary, so the environment works from its final place.
  if (existsSync(venv)) rmSync(partial, { recursive: true, force: true });
  else renameSync(partial, venv);
  return venv;
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8' });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`${path.basename(command)} ${args.slice(0, 3).join(' ')} exited with ${result.status}:\n${output}`);
  }
}
