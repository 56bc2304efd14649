/**
 * Keeps the replay archive honest (DESIGN §6): a manifest committed next to the histories records the sha256 of
 * every archived history and of every source file the workflow bundle is built from (the import closure of
 * workflows/index.ts and of the bundled interceptor modules, type-only imports excluded, plus the versions of the
 * packages they import). The check fails
 * when an archived history was changed or deleted, and when workflow-reachable code changed without a newly
 * recorded history keyed into the manifest.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface BundleManifest {
  /** Archived history file → sha256. */
  histories: Record<string, string>;
  /** The history recorded for the current sources. */
  newestHistory: string;
  /** Workflow-reachable source file (repo-relative) → sha256. */
  sources: Record<string, string>;
  /** Package imported by workflow code → installed version. */
  packages: Record<string, string>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
/** A module loaded on first use (`require('…')` inside a function) reaches the bundle too. */
const REQUIRE = /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Module specifiers a file imports for their values (`import type` / `export type` do not reach the bundle). */
export function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[5]) found.push(match[5]);
    else if (!match[2]) found.push(match[4]!);
  }
  for (const match of source.matchAll(REQUIRE)) found.push(match[1]!);
  return found;
}

/** The bundle's entry points: the workflows and the interceptor modules bundled with them (worker/bundle.ts). */
export const BUNDLE_ENTRIES = ['workflows/index.ts', 'workflows/interceptors.ts'];

/** The workflow bundle's inputs: repo files reached from `entries`, and the packages they import. */
export function bundleInputs(root: string, entries: readonly string[] = BUNDLE_ENTRIES) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of valueImports(readFileSync(path.join(root, file), 'utf8'))) {
      if (!spec.startsWith('.')) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
        continue;
      }
      const base = path.join(path.dirname(file), spec);
      const resolved = [`${base}.ts`, path.join(base, 'index.ts'), base].find((f) => existsSync(path.join(root, f)));
      if (!resolved) throw new Error(`${file}: cannot resolve ${spec}`);
      visit(resolved.split(path.sep).join('/'));
    }
  };
  for (const entry of entries) visit(entry);
  const sources = Object.fromEntries([...files].sort().map((f) => [f, sha256(readFileSync(path.join(root, f)))]));
  const versions = [...packages].sort().map((p) => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', p, 'package.json'), 'utf8'));
    return [p, String(manifest.version)] as const;
  });
  return { sources, packages: Object.fromEntries(versions) };
}

export function archivedHistories(dir: string): Record<string, string> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return Object.fromEntries(files.map((f) => [f, sha256(readFileSync(path.join(dir, f)))]));
}

const differing = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]).sort();

export type CheckResult = { ok: true } | { ok: false; problems: string[] };

/** Compares the repository with its manifest; `update` may re-key it only onto a newly recorded history. */
export function checkArchive(manifest: BundleManifest, current: BundleManifest): CheckResult {
  const problems: string[] = [];
  for (const [file, hash] of Object.entries(manifest.histories)) {
    if (current.histories[file] === undefined) problems.push(`archived history ${file} was deleted`);
    else if (current.histories[file] !== hash) problems.push(`archived history ${file} was modified (re-recorded?)`);
  }
  const changed = [...differing(manifest.sources, current.sources), ...differing(manifest.packages, current.packages)];
  if (changed.length > 0) {
    const fresh = Object.keys(current.histories).filter((f) => manifest.histories[f] === undefined);
    problems.push(
      `workflow-reachable code changed since ${manifest.newestHistory} was recorded: ${changed.join(', ')}. ` +
        (fresh.length > 0
          ? `Key the manifest to the new history (${fresh.join(', ')}): npm run replay:manifest`
          : 'Put the change behind patched(), record a new history (npx tsx scripts/record-replay-history.ts ' +
            '<name>), then run npm run replay:manifest'),
    );
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
