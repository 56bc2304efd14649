/**
 * The docs stay true to the repository: every relative link (and its #anchor) resolves, every documented
 * `compactor` command and option exists in the CLI, every `npm run` script in package.json, every script file a
 * command runs, and every repository folder or file the docs name in code; the configuration reference is the one
 * generated from worker/config.ts; and the README stays a short onboarding page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { buildProgram } from '../../cli/main';
import type { Config } from '../../worker/config';
import { configReference } from '../../worker/config-reference';
import packageJson from '../../package.json';

const ROOT = path.join(__dirname, '..', '..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'clients/python/README.md',
  'examples/README.md',
];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Inline code spans and fenced block lines of a markdown text. */
function codeOf(text: string): string[] {
  const fenced = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((m) => m[1]!.split('\n'));
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  return [...fenced, ...[...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
function anchorsOf(text: string): Set<string> {
  const headings = text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm);
  return new Set(
    [...headings].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('the docs', () => {
  it.each(DOCS)('%s: every relative link and anchor resolves', (file) => {
    const text = read(file);
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [linked, anchor] = target!.split('#');
      const resolved = linked ? path.join(path.dirname(file), linked) : file;
      if (!existsSync(path.join(ROOT, resolved))) broken.push(target!);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) broken.push(target!);
    }
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('%s: every compactor command, npm script and script file it documents exists', (file) => {
    const program = buildProgram((() => ({})) as () => Config);
    const wrong: string[] = [];
    const lines = codeOf(read(file));
    // docs/cli.md's table names the commands without the program name.
    if (file === 'docs/cli.md')
      lines.push(...[...read(file).matchAll(/^\| `([a-z][^`|]*)`/gm)].map((m) => `compactor ${m[1]}`));
    // Diagrams name the parts, not commands.
    for (const line of lines.filter((l) => !/[─│▶]/.test(l))) {
      for (const [, rest] of line.matchAll(/(?:^|\s|npx )compactor ([a-z][^|;&#\\]*)/g)) {
        const problem = checkCommand(program, rest!.trim().split(/\s+/));
        if (problem) wrong.push(`compactor ${rest!.trim()}: ${problem}`);
      }
      for (const [, script] of line.matchAll(/npm run(?: -s| --silent)? ([\w:-]+)/g)) {
        if (!(script! in packageJson.scripts)) wrong.push(`npm run ${script}: no such script`);
      }
      for (const [, script] of line.matchAll(
        /(?:tsx|node|python3?|bash) ((?:scripts|bench|examples|test|clients|bin|\.ci)\/\S+)/g,
      )) {
        if (!existsSync(path.join(ROOT, script!))) wrong.push(`${script}: no such file`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(DOCS)('%s: every folder and file of the repository it names exists (from the root or the doc)', (file) => {
    const tops = new Set(
      readdirSync(ROOT).filter((f) => !['node_modules', 'dist', '.compactor', 'test-output'].includes(f)),
    );
    const missing = codeOf(read(file))
      .flatMap((code) => code.split(/[\s,()]+/))
      .map((word) => word.replace(/[.:;]+$/, ''))
      .filter((word) => /^[\w.-]+\/[\w./-]*$/.test(word) && tops.has(word.split('/')[0]!))
      .filter((word) => !existsSync(path.join(ROOT, word)) && !existsSync(path.join(ROOT, path.dirname(file), word)));
    expect(missing).toEqual([]);
  });

  it('docs/configuration.md is the reference generated from worker/config.ts (npm run docs:generate)', () => {
    expect(read('docs/configuration.md')).toBe(configReference());
  });

  it('the README is a short onboarding page that states the minimum Node.js and links the guides', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('Node.js 24 LTS (24.11 or later)');
    expect(packageJson.engines.node).toBe('^24.11.0');
    for (const guide of DOCS.filter((f) => f.startsWith('docs/') && f !== 'docs/README.md')) {
      expect(readme).toContain(`](${guide})`);
    }
  });
});

/** Walks `args` down the program's commands; the problem with them, if any. */
function checkCommand(program: Command, args: string[]): string | undefined {
  const top = program.commands.find((c) => c.name() === args[0]);
  if (!top) return `no command ${args[0]}`;
  let command: Command = top;
  for (const arg of args.slice(1)) {
    const sub: Command | undefined = command.commands.find((c) => c.name() === arg);
    if (sub) {
      command = sub;
      continue;
    }
    if (command === top && top.commands.length > 0 && /^[a-z-]+$/.test(arg)) return `no subcommand ${arg}`;
    const flag = /^\[?(--[a-z][\w-]*)/.exec(arg)?.[1];
    if (flag && flag !== '--help' && !command.options.some((o) => o.long === flag)) return `no option ${flag}`;
  }
  return undefined;
}
