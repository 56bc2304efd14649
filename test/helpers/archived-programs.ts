/**
 * The archived workflow programs of test/replay/programs/ (docs/workflow-versioning.md): which archived histories
 * replay with which retired release's bundle, and that bundle's code, checked against the sha256 its index records.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const dir = path.join(__dirname, '..', 'replay', 'programs');

export interface ArchivedProgram {
  release: string;
  file: string;
  sha256: string;
  /** The patch ids whose old path only this program still has. */
  retired: string[];
}

export interface ProgramIndex {
  programs: Record<string, ArchivedProgram>;
  /** Archived history file → the program that replays it (absent: today's). */
  replayedBy: Record<string, string>;
}

export const programIndex = (): ProgramIndex => JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));

export const fileSha256 = (program: ArchivedProgram): string =>
  createHash('sha256')
    .update(readFileSync(path.join(dir, program.file)))
    .digest('hex');

/** An empty source map: the archive leaves the bundle's own out, and the worker insists on an inline one. */
const NO_SOURCE_MAP = Buffer.from(
  JSON.stringify({ version: 3, file: 'archived-program.js', sources: [], names: [], mappings: '' }),
).toString('base64');

/** The program's bundle, as `Worker.runReplayHistories` takes it. */
export function archivedBundle(program: ArchivedProgram): { code: string } {
  const code = gunzipSync(readFileSync(path.join(dir, program.file))).toString('utf8');
  return { code: `${code}\n//# sourceMappingURL=data:application/json;base64,${NO_SOURCE_MAP}\n` };
}
