import {
  Flag,
  buildCompactionIndex,
  compactionContextTokens,
  contextEstimate,
  findBoundary,
  hasFlag,
  indexPayloadBytes,
  toolNameAt,
  type CompactionIndex,
} from '../../../core';
import { generateBranch } from '../../helpers/generate-session';
import { Branch, text, usage } from './builders';

const rowOf = (index: CompactionIndex, id: string): number => index.ids.indexOf(id);

describe('buildCompactionIndex columns', () => {
  it('records kinds, estimates, interned tool names and flags per entry', () => {
    const b = new Branch();
    const u = b.user(text(40));
    b.meta();
    const read = b.read('src/a.ts', text(400), { isError: false });
    const bash = b.tool('bash', { command: 'rg x' }, 'No matches found', { useless: true });
    const failed = b.tool('bash', { command: 'false' }, 'boom', { isError: true, useless: true });
    const pruned = b.read('src/b.ts', '[Output truncated - 9 tokens]', { prunedAt: 5 });
    b.add({ type: 'custom_message', customType: 'note', content: 'x', display: true });
    b.add({ type: 'branch_summary', fromId: 'root', summary: text(80) });
    const index = buildCompactionIndex(b.entries);
    expect(index.ids).toEqual(b.entries.map((e) => e.id));
    expect(index.kinds).toBe('uXatatatatMS');
    expect(index.tokens[rowOf(index, u)]).toBe(10);
    expect(index.tokens[rowOf(index, read)]).toBe(100);
    expect(index.tokens[index.ids.length - 1]).toBe(20);
    expect(index.tools).toEqual(['read', 'bash']);
    expect(toolNameAt(index, rowOf(index, bash))).toBe('bash');
    expect(toolNameAt(index, rowOf(index, u))).toBeUndefined();
    expect(hasFlag(index, rowOf(index, u), Flag.turnStart | Flag.cutPoint)).toBe(true);
    expect(index.flags[1]).toBe(0);
    expect(index.flags[rowOf(index, bash)]).toBe(Flag.useless);
    expect(index.flags[rowOf(index, failed)]).toBe(Flag.error);
    expect(index.flags[rowOf(index, pruned)]).toBe(Flag.pruned);
    expect(index.flags.slice(-2)).toEqual([Flag.turnStart | Flag.cutPoint, Flag.turnStart | Flag.cutPoint]);
  });

  it('flags older reads of the same key as superseded, never the newest or a pruned one', () => {
    const b = new Branch();
    b.user('go');
    const first = b.read('src/a.ts', text(400));
    const ranged = b.read('src/a.ts:1-5', text(40));
    const other = b.read('src/a.ts:6-9', text(40));
    const bare = b.read('src/a.ts', text(400));
    const prunedNewer = b.read('src/b.ts', 'x', { prunedAt: 1 });
    const olderB = b.read('src/b.ts:1-2', text(40));
    const newestB = b.read('src/b.ts:1-2', text(40));
    const index = buildCompactionIndex(b.entries);
    const superseded = (id: string) => hasFlag(index, rowOf(index, id), Flag.superseded);
    expect([first, ranged, other, bare].map(superseded)).toEqual([true, true, true, false]);
    expect([prunedNewer, olderB, newestB].map(superseded)).toEqual([false, true, false]);
  });

  it('protects skill results, skill:// reads and reads of the plan file', () => {
    const b = new Branch();
    b.user('go');
    const skill = b.tool('skill', { name: 'x' }, text(400));
    const skillRead = b.read('skill://deploy/SKILL.md', text(400));
    const plan = b.read('/p/PLAN.md', text(400));
    const plain = b.read('/p/other.md', text(400));
    const index = buildCompactionIndex(b.entries, { planFilePath: '/p/PLAN.md' });
    const isProtected = (id: string) => hasFlag(index, rowOf(index, id), Flag.protected);
    expect([skill, skillRead, plan, plain].map(isProtected)).toEqual([true, true, true, false]);
  });

  it('carries the usage anchor and the time of the last message', () => {
    const b = new Branch();
    b.user('go');
    b.assistant('ok', { usage: usage({ input: 100, cacheRead: 50, output: 20, totalTokens: 170 }) });
    b.assistant('failed', { stopReason: 'error', usage: usage({ input: 1, totalTokens: 1 }) });
    b.meta();
    const index = buildCompactionIndex(b.entries);
    expect(index.usage).toEqual({ context: 170, prompt: 150 });
    expect(index.lastMessageAt).toBe((b.entries[2] as { message: { timestamp: number } }).message.timestamp);
  });
});

describe('the index range (fixed retained-history semantics)', () => {
  it('starts at the previous compaction’s first kept entry, so kept messages are reconsidered', () => {
    const b = new Branch();
    b.user('old');
    b.assistant('old answer');
    const kept = b.user('kept');
    b.assistant('kept answer');
    const c = b.compaction(kept, { details: { readFiles: ['a.ts'], modifiedFiles: ['b.ts'] } });
    b.user('new');
    const index = buildCompactionIndex(b.entries);
    expect(index.from).toBe('compaction-kept');
    expect(index.ids[0]).toBe(kept);
    expect(index.kinds).toBe('uaCu');
    expect(index.previous).toEqual({
      id: c,
      summaryChars: 7,
      summaryTokens: 2,
      tokensBefore: 1000,
      fromExtension: false,
      details: { readFiles: ['a.ts'], modifiedFiles: ['b.ts'] },
    });
  });

  it('starts after the compaction when its first kept entry is not on the branch before it', () => {
    const b = new Branch();
    b.user('old');
    b.compaction('missing');
    const next = b.user('new');
    const index = buildCompactionIndex(b.entries);
    expect(index.from).toBe('compaction');
    expect(index.ids).toEqual([next]);
  });

  it('handles a branch that starts at a compaction', () => {
    const b = new Branch();
    const root = b.compaction('nowhere');
    const u = b.user('after');
    expect(findBoundary(b.entries)).toMatchObject({ start: 1, from: 'compaction' });
    expect(buildCompactionIndex(b.entries)).toMatchObject({ ids: [u], previous: { id: root } });
  });

  it('starts after a reset boundary newer than the compaction and drops the previous summary', () => {
    const b = new Branch();
    const kept = b.user('kept');
    b.compaction(kept);
    b.user('before clear');
    b.add({ type: 'reset_boundary' });
    const after = b.user('after clear');
    const index = buildCompactionIndex(b.entries);
    expect(index).toMatchObject({ from: 'reset', ids: [after] });
    expect(index.previous).toBeUndefined();
  });

  it('lets a compaction win over an older reset boundary (case 58)', () => {
    const b = new Branch();
    b.add({ type: 'reset_boundary' });
    const kept = b.user('kept');
    b.compaction(kept);
    b.user('new');
    expect(buildCompactionIndex(b.entries)).toMatchObject({ from: 'compaction-kept', ids: [kept, 'e2', 'e3'] });
  });

  it('skips a provider-native compaction the active provider cannot replay', () => {
    const b = new Branch();
    const k1 = b.user('one');
    b.compaction(k1);
    const k2 = b.user('two');
    b.compaction(k2, { preserveData: { openaiRemoteCompaction: { provider: 'openai', replacementHistory: [] } } });
    b.user('three');
    expect(buildCompactionIndex(b.entries, { activeProvider: 'anthropic' }).ids[0]).toBe(k1);
    expect(buildCompactionIndex(b.entries, { activeProvider: 'openai' }).ids[0]).toBe(k2);
    expect(buildCompactionIndex(b.entries, { activeProvider: 'openai', remoteEnabled: false }).ids[0]).toBe(k1);
    expect(buildCompactionIndex(b.entries).ids[0]).toBe(k2);
  });

  it('is empty for an empty branch', () => {
    expect(buildCompactionIndex([])).toEqual({
      v: 1,
      ids: [],
      kinds: '',
      tokens: [],
      flags: [],
      tools: [],
      tool: [],
      from: 'root',
    });
  });
});

describe('contextEstimate', () => {
  it('adds the previous summary and non-message tokens and leaves out encrypted reasoning (§2.5)', () => {
    const b = new Branch();
    const kept = b.user(text(400));
    b.compaction(kept, { summary: text(800) });
    b.assistant([
      { type: 'thinking', thinking: text(40), thinkingSignature: text(4000) },
      { type: 'redactedThinking', data: text(400) },
      { type: 'text', text: text(40) },
    ]);
    b.add({ type: 'custom_message', customType: 'n', content: text(400), display: true });
    const index = buildCompactionIndex(b.entries);
    expect(index.tokens).toEqual([100, 0, 1120, 0]);
    expect(index.encryptedTokens).toBe(1100);
    expect(contextEstimate(index)).toBe(100 + 200 + 20);
    expect(contextEstimate(index, 3000)).toBe(3320);
    expect(compactionContextTokens(0, contextEstimate(index))).toBe(320);
  });
});

describe('index payload size', () => {
  it('stays within 64 bytes per entry on a generated 10k-entry branch', () => {
    const entries = generateBranch(10_000, 7);
    const index = buildCompactionIndex(entries);
    expect(index.ids).toHaveLength(10_000);
    expect(index.tools.sort()).toEqual(['bash', 'edit', 'read', 'write']);
    const bytes = indexPayloadBytes(index);
    expect(bytes / 10_000).toBeLessThanOrEqual(64);
    expect(bytes).toBe(Buffer.byteLength(JSON.stringify(index)));
  });

  it('is deterministic: the same branch gives the same index', () => {
    const entries = generateBranch(500, 3);
    expect(JSON.stringify(buildCompactionIndex(entries))).toBe(JSON.stringify(buildCompactionIndex(entries)));
  });
});
