/**
 * `npm run check:replay-archive` (CI): fails when an archived history changed or workflow-reachable code changed
 * without a new recorded history. `npm run replay:manifest` re-keys test/replay/bundle-manifest.json, and only
 * onto a history that is not in the manifest yet when the code changed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { archivedHistories, bundleInputs, checkArchive, type BundleManifest } from './replay-archive';

const root = path.join(__dirname, '..');
const dir = path.join(root, 'test', 'replay', 'histories');
const file = path.join(root, 'test', 'replay', 'bundle-manifest.json');

function main(update: boolean): number {
  const histories = archivedHistories(dir);
  const inputs = bundleInputs(root);
  const stored: BundleManifest | undefined = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  const result = stored ? checkArchive(stored, { ...inputs, histories, newestHistory: '' }) : undefined;
  if (!update) {
    if (!result) return fail(['no test/replay/bundle-manifest.json: run npm run replay:manifest']);
    return result.ok
      ? (process.stdout.write('replay archive and workflow bundle manifest agree\n'), 0)
      : fail(result.problems);
  }
  const fresh = Object.keys(histories).filter((f) => !stored || stored.histories[f] === undefined);
  const blocking = result && !result.ok ? result.problems.filter((p) => p.startsWith('archived history')) : [];
  if (blocking.length > 0) return fail(blocking);
  if (stored && result && !result.ok && fresh.length === 0) return fail(result.problems);
  const newestHistory = newest(fresh) ?? stored?.newestHistory ?? '';
  const manifest: BundleManifest = { histories, newestHistory, ...inputs };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`keyed the workflow bundle manifest to ${newestHistory}\n`);
  return 0;
}

/** The history whose run started last (its first event's time). */
function newest(files: string[]): string | undefined {
  const started = (f: string) =>
    String(JSON.parse(readFileSync(path.join(dir, f), 'utf8')).events?.[0]?.eventTime ?? '');
  return [...files].sort((a, b) => started(a).localeCompare(started(b))).at(-1);
}

function fail(problems: string[]): number {
  for (const problem of problems) process.stderr.write(`check:replay-archive: ${problem}\n`);
  return 1;
}

process.exitCode = main(process.argv.includes('--update'));
