/**
 * Regressions of issue 12 in pure core code: each test is named after the behaviour that was wrong before the fix.
 */
import {
  buildCompactionIndex,
  createFileOperations,
  formatFilesTag,
  hasUrlScheme,
  readToolSupersedeKey,
  serializeMessages,
  splitReadSelector,
  type AgentMessage,
} from '../../../core';
import { Branch, usage } from './builders';

describe('usage before the latest compaction does not count (spec §2.5, issue 12 item 4)', () => {
  it('ignores the usage of an assistant kept verbatim before the latest compaction entry', () => {
    const b = new Branch();
    b.user('old');
    const kept = b.user('kept');
    b.assistant('answer before the compaction', { usage: usage({ input: 190_000, totalTokens: 190_000 }) });
    b.compaction(kept);
    b.user('new');
    const index = buildCompactionIndex(b.entries);
    expect(index.usage).toBeUndefined();
  });

  it('takes the usage of an assistant after the latest compaction', () => {
    const b = new Branch();
    const kept = b.user('kept');
    b.assistant('before', { usage: usage({ input: 190_000, totalTokens: 190_000 }) });
    b.compaction(kept);
    b.user('new');
    b.assistant('after', { usage: usage({ input: 1200, output: 22, totalTokens: 1222 }) });
    expect(buildCompactionIndex(b.entries).usage).toEqual({ context: 1222, prompt: 1200 });
  });
});

describe('useless tool calls stay out of the summary input (issue 12 item 6)', () => {
  it('drops the call whose useless result sits in another message of the same batch', () => {
    const b = new Branch();
    b.user('look for x');
    b.tool('bash', { command: 'rg needle-nowhere' }, 'No matches found', { useless: true });
    b.tool('bash', { command: 'ls src' }, 'a.ts');
    const messages = b.entries.flatMap((e) => (e.type === 'message' ? [e.message as AgentMessage] : []));
    const parts = serializeMessages(messages);
    expect(parts).toEqual(['[User]: look for x', '[Tool Call]: bash(command="ls src")', '[Tool Result]: a.ts']);
  });
});

describe('the <files> tag names elided files as spec §6.6 writes it (issue 12 item 12)', () => {
  it('ends a list longer than 20 files with "[…K files elided…]"', () => {
    const ops = createFileOperations();
    for (let i = 0; i < 23; i += 1) ops.read.add(`src/f${String(i).padStart(2, '0')}.ts`);
    const lines = formatFilesTag(ops).split('\n');
    expect(lines.at(-2)).toBe('[…3 files elided…]');
  });
});

describe('URL schemes and read selectors match case-insensitively, as upstream (issue 12 item 12)', () => {
  it.each(['HTTPS://example.com/x', 'Artifact://abc'])('treats %s as a URL', (path) => {
    expect(hasUrlScheme(path)).toBe(true);
  });

  it.each([
    ['a.ts:RAW', { path: 'a.ts', selector: 'RAW' }],
    ['a.ts:l5+10', { path: 'a.ts', selector: 'l5+10' }],
    ['a.ts:Conflicts', { path: 'a.ts', selector: 'Conflicts' }],
  ])('splits the selector of %s', (path, split) => {
    expect(splitReadSelector(path)).toEqual(split);
  });

  it('gives a read of an uppercase-scheme path no supersede key', () => {
    expect(readToolSupersedeKey('read', { path: 'Skill://deploy/SKILL.md' })).toBeUndefined();
  });
});
