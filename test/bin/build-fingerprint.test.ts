/**
 * bin/compactor.js runs the compiled build only when dist/ was built from exactly the sources beside it; any
 * change since (an edit, an added or removed file, an interrupted build) sends it back to the TypeScript sources.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildState, fingerprint, STAMP } from '../../bin/build-fingerprint';

let root: string;

function write(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
}

/** What scripts/build.ts does last: record the fingerprint of the sources the build was made from. */
function stamp() {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, STAMP), JSON.stringify({ fingerprint: fingerprint(root) }));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'compactor-fingerprint-'));
  write('core/a.ts', 'export const a = 1;\n');
  write('workflows/index.ts', 'export {};\n');
  write('prompts/p.md', 'prompt\n');
  write('package.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildState', () => {
  it('runs dist when the stamp matches the sources', () => {
    stamp();
    expect(buildState(root)).toEqual({ use: 'dist' });
  });

  it('runs the sources when dist has no stamp (never built, or the build was interrupted)', () => {
    expect(buildState(root)).toEqual({ use: 'source', reason: 'dist/ has no complete build' });
  });

  const changed = { use: 'source', reason: 'sources changed since dist/ was built' };

  it('runs the sources after a source file was edited', () => {
    stamp();
    write('core/a.ts', 'export const a = 2;\n');
    utimesSync(path.join(root, 'core/a.ts'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(buildState(root)).toEqual(changed);
  });

  it('runs the sources after an edit that kept the size and went back in time', () => {
    stamp();
    write('core/a.ts', 'export const a = 3;\n');
    utimesSync(path.join(root, 'core/a.ts'), new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect(buildState(root)).toEqual(changed);
  });

  it('runs the sources after a file was added or removed', () => {
    stamp();
    write('core/b.ts', 'export const b = 1;\n');
    expect(buildState(root)).toEqual(changed);
    rmSync(path.join(root, 'core/b.ts'));
    expect(buildState(root)).toEqual({ use: 'dist' });
    rmSync(path.join(root, 'prompts/p.md'));
    expect(buildState(root)).toEqual(changed);
  });

  it('runs the sources after package.json changed (dependencies shape the workflow bundle)', () => {
    stamp();
    write('package.json', '{"x":1}\n');
    expect(buildState(root)).toEqual(changed);
  });

  it('runs dist where no sources are installed beside it', () => {
    stamp();
    for (const dir of ['core', 'workflows', 'prompts']) rmSync(path.join(root, dir), { recursive: true });
    expect(buildState(root)).toEqual({ use: 'dist' });
  });
});
