/**
 * Artifact probes (quality spec §2: `artifact.modified`, `artifact.read`, `recall.command`, `state.repo`): the files
 * the assistant modified (edit/write) and read without changing, the latest distinct build/test/check commands and
 * the branch it created. Derived deterministically from the tool calls; paths relative to the session's cwd. Pure.
 */
import { hasUrlScheme } from '../compaction/read-selector';
import { normalizeCommand, normalizePath } from './normalize';
import type { Probe } from './probes';
import type { SessionWalk, ToolStep } from './session-walk';

/** Commands whose first word runs a build, a test or a check. */
const RUNNER =
  /^(npm|npx|pnpm|yarn|bun|node|tsx|tsc|tsgo|jest|vitest|pytest|cargo|go|make|gradle|mvn|biome|eslint|deno)\b/;
const BRANCH = /\bgit\s+(?:checkout\s+-b|switch\s+-c)\s+([\w./-]+)/;
const MAX_COMMANDS = 3;

const pathOf = (step: ToolStep): string | undefined => {
  const path = step.args.path;
  return typeof path === 'string' && path !== '' && !hasUrlScheme(path) ? path : undefined;
};

const commandOf = (step: ToolStep): string | undefined =>
  step.name === 'bash' && typeof step.args.command === 'string' ? step.args.command : undefined;

export function artifactProbes(walk: SessionWalk, cwd?: string): Probe[] {
  return [...fileProbes(walk, cwd), ...commandProbes(walk), ...branchProbes(walk)];
}

function fileProbes(walk: SessionWalk, cwd?: string): Probe[] {
  const modified = new Map<string, string[]>();
  const read = new Map<string, string[]>();
  for (const step of walk.steps) {
    const path = pathOf(step);
    if (!path) continue;
    const target = step.name === 'edit' || step.name === 'write' ? modified : step.name === 'read' ? read : undefined;
    if (!target) continue;
    const key = normalizePath(path, cwd);
    target.set(key, [...(target.get(key) ?? []), step.entryId]);
  }
  for (const key of modified.keys()) read.delete(key);
  const probe = (kind: string, question: string, files: Map<string, string[]>): Probe[] =>
    files.size === 0
      ? []
      : [
          {
            id: `${kind}:1`,
            category: 'artifact',
            kind,
            question,
            type: 'path',
            match: 'all',
            keys: [...files.keys()].sort(),
            evidence: [...new Set([...files.values()].flat())],
            grading: 'exact',
            source: 'derived',
          },
        ];
  return [
    ...probe('artifact.modified', 'Which files were modified (edited or written)? List every path.', modified),
    ...probe('artifact.read', 'Which files were read but not changed? List every path.', read),
  ];
}

function commandProbes(walk: SessionWalk): Probe[] {
  const latest = new Map<string, string>();
  for (const step of walk.steps) {
    const raw = commandOf(step);
    if (!raw) continue;
    const command = normalizeCommand(raw);
    if (!RUNNER.test(command) || command.length > 160) continue;
    latest.delete(command);
    latest.set(command, step.entryId);
  }
  return [...latest.entries()].slice(-MAX_COMMANDS).map(([command, entryId], i) => ({
    id: `artifact.command:${i + 1}`,
    category: 'artifact',
    kind: 'artifact.command',
    question: `Which exact command was run with \`${command.split(' ')[0]}\` (the ${ordinal(i)} of the last ${MAX_COMMANDS} distinct build/test/check commands)?`,
    type: 'command',
    match: 'one',
    keys: [command],
    evidence: [entryId],
    grading: 'exact',
    source: 'derived',
  }));
}

const ordinal = (i: number) => ['first', 'second', 'third'][i] ?? `${i + 1}th`;

function branchProbes(walk: SessionWalk): Probe[] {
  const branches: { name: string; entryId: string }[] = [];
  for (const step of walk.steps) {
    const name = BRANCH.exec(commandOf(step) ?? '')?.[1];
    if (name && !step.failed) branches.push({ name, entryId: step.entryId });
  }
  const last = branches.at(-1);
  if (!last) return [];
  return [
    {
      id: 'artifact.branch:1',
      category: 'artifact',
      kind: 'artifact.branch',
      question: 'Which git branch was created for this work (the latest one)?',
      type: 'identifier',
      match: 'one',
      keys: [last.name],
      evidence: [last.entryId],
      grading: 'exact',
      source: 'derived',
    },
  ];
}
