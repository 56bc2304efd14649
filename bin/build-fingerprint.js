// Decides whether dist/ (the compiled build) was built from the sources beside it. The fingerprint lists every
// input of the build with its size and modification time: any edit, checkout, added or removed file changes it.
// Only file metadata is read, so the check costs a few milliseconds per command start.
const fs = require('node:fs');
const path = require('node:path');

/** Folders compiled into dist/ or copied there (assets read at run time), and the files that shape the build. */
const SOURCE_DIRS = [
  'activities',
  'store',
  'cli',
  'client',
  'core',
  'schema',
  'server',
  'service',
  'worker',
  'workflows',
  'ui',
  'prompts',
  'fonts',
  'examples',
];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
const STAMP = path.join('dist', 'build-stamp.json');

/** The fingerprint of the build inputs under `root`, or undefined when no sources are there (an installed build). */
function fingerprint(root) {
  const lines = [];
  const addFile = (relative) => {
    const stat = fs.statSync(`${root}/${relative}`, { throwIfNoEntry: false });
    if (stat) lines.push(`${relative}\t${stat.size}\t${stat.mtimeMs}`);
  };
  const addDir = (relative) => {
    let entries;
    try {
      entries = fs.readdirSync(`${root}/${relative}`, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.isDirectory()) addDir(`${relative}/${entry.name}`);
      else addFile(`${relative}/${entry.name}`);
    }
  };
  for (const dir of SOURCE_DIRS) addDir(dir);
  if (lines.length === 0) return undefined;
  for (const file of SOURCE_FILES) addFile(file);
  return lines.join('\n');
}

/**
 * 'dist' when dist/ holds a complete build of exactly these sources (or there are no sources to compare), else
 * 'source' with the reason: never built, or sources changed since.
 */
function buildState(root) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return { use: 'source', reason: 'dist/ has no complete build' };
  }
  const current = fingerprint(root);
  if (current === undefined || current === stamp.fingerprint) return { use: 'dist' };
  return { use: 'source', reason: 'sources changed since dist/ was built' };
}

module.exports = { buildState, fingerprint, STAMP };
