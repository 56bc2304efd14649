/** The repository explains itself: no file reads or cites a path outside it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const SKIP = new Set(['node_modules', '.git', '.compactor', 'coverage', 'dist', 'migrations', 'fonts']);
const TEXT = /\.(ts|js|cjs|mjs|md|yml|yaml|json|sh)$|^Dockerfile$/;
// Written in pieces so that this file does not match itself.
const OUTSIDE = new RegExp(['\\.\\./shared', 'DESIGN\\.md', 'STYLE\\.md', 'stack' + '-notes'].join('|'));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });
}

it('no source, test, script or document cites or reads a file outside the repository', () => {
  const offending = files(ROOT)
    .filter((file) => OUTSIDE.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offending).toEqual([]);
});
