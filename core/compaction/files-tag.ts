/**
 * The `<files>` tag appended to compaction, branch and handoff summaries (compaction spec §6.6, seed "File-operation
 * context in summaries"): a prefix-folded directory tree of at most 20 files with a per-file access marker —
 * (Read) read only, (Write) modified never read, (RW) modified and read. Re-applying it replaces older tags,
 * including the legacy `<read-files>` / `<modified-files>`.
 */
import { computeFileLists, type FileOperations } from './file-operations';

export const MAX_LISTED_FILES = 20;

type Mode = 'Read' | 'Write' | 'RW';

interface DirNode {
  files: string[];
  dirs: Map<string, DirNode>;
}

/** The `<files>…</files>` block for `ops`, or '' when no file was touched. */
export function formatFilesTag(ops: FileOperations): string {
  const { readFiles, modifiedFiles } = computeFileLists(ops);
  const modes = new Map<string, Mode>();
  for (const path of readFiles) modes.set(path, 'Read');
  for (const path of modifiedFiles) modes.set(path, ops.read.has(path) ? 'RW' : 'Write');
  const paths = [...modes.keys()].sort();
  if (paths.length === 0) return '';
  const root: DirNode = { files: [], dirs: new Map() };
  for (const path of paths.slice(0, MAX_LISTED_FILES)) insert(root, path, modes.get(path)!);
  const lines: string[] = [];
  render(root, 0, lines);
  const elided = paths.length - MAX_LISTED_FILES;
  if (elided > 0) lines.push(`[…${elided} files elided…]`);
  return `<files>\n${lines.join('\n')}\n</files>`;
}

const OLD_TAGS = /<(files|read-files|modified-files)>[\s\S]*?<\/\1>/g;

/** Strips earlier file tags from `summary` and appends the current one. */
export function upsertFileOperations(summary: string, ops: FileOperations): string {
  const stripped = summary.replace(OLD_TAGS, '').trimEnd();
  const tag = formatFilesTag(ops);
  if (!tag) return stripped;
  return stripped ? `${stripped}\n\n${tag}` : tag;
}

function insert(root: DirNode, path: string, mode: Mode): void {
  const segments = path.split('/');
  const name = segments.pop()!;
  let node = root;
  for (const segment of segments) {
    let child = node.dirs.get(segment);
    if (!child) {
      child = { files: [], dirs: new Map() };
      node.dirs.set(segment, child);
    }
    node = child;
  }
  node.files.push(`${name} (${mode})`);
}

/** Files first, then subdirectories; a directory holding only one subdirectory folds into it (`# a/b/`). */
function render(node: DirNode, depth: number, lines: string[]): void {
  lines.push(...node.files);
  for (const [name, dir] of node.dirs) {
    let label = name;
    let child = dir;
    while (child.files.length === 0 && child.dirs.size === 1) {
      const [nextName, next] = child.dirs.entries().next().value as [string, DirNode];
      label = `${label}/${nextName}`;
      child = next;
    }
    lines.push(`${'#'.repeat(depth + 1)} ${label}/`);
    render(child, depth + 1, lines);
  }
}
