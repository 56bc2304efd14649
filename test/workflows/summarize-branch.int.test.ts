/**
 * Tree navigation with a branch summary (compaction spec §9, §11 `session_before_tree`, §12 case 52) on the real
 * dev server with the fake summarizer: the abandoned branch — including one that carries its own compaction — is
 * summarized and the summary becomes the leaf in the rebuilt context; file lists accumulate across branch
 * summaries; hooks cancel or supply the summary; a failed summary moves nothing; the HTTP API and the CLI both
 * navigate through the same service.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BranchSummaryEntry, SessionEntry } from '../../core';
import { appendEntries, branchWithSummary, readSessionContext, StreamConflict } from '../../store/session-store';
import type { CompactionHooks } from '../../activities/hooks/compaction-hooks';
import { navigate } from '../../service/navigate';
import { summarizeBranch } from '../../workflows';
import { branchSummaryStartOptions } from '../../workflows/branch-summary-types';
import { BranchSummaryFailed, EntryNotFound, InvalidEntry, SessionNotFound } from '../../service/errors';
import { useApiWorld } from '../helpers/api-server';
import { compactionWorker } from '../helpers/compaction-env';
import { runCli } from '../helpers/run-cli';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf, leafOf } from '../helpers/store-queries';
import { recordCompaction } from '../../store/compaction-writes/record-compaction';
import { revertCompaction } from '../../store/compaction-writes/revert-compaction';
import { withTenant } from '../../store/with-tenant';

const api = useApiWorld(['a']);
const T = 'a';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const PREAMBLE_START = 'The user explored a different branch of this session';

const at = (i: number) => new Date(Date.UTC(2026, 0, 2, 0, 0, i)).toISOString();
const msg = (id: string, parentId: string, message: Record<string, unknown>, i: number): SessionEntry =>
  ({ type: 'message', id, parentId, timestamp: at(i), message: { timestamp: i, ...message } }) as SessionEntry;
const assistant = (content: unknown[]) => ({
  role: 'assistant',
  content,
  stopReason: 'stop',
  provider: 'anthropic',
  model: 'claude-opus-4-5',
  api: 'anthropic-messages',
  usage: { input: 10, output: 10, cacheRead: 0, cacheWrite: 0, totalTokens: 20 },
});

/**
 * Main line: six coding turns e00000…e00023. Branch B forks after turn 1 (e00007), edits src/b.ts, is compacted
 * (the compaction keeps b3) and goes on; the session's leaf is b6, the end of branch B.
 */
function branchB(): SessionEntry[] {
  return [
    msg('b1', 'e00007', { role: 'user', content: 'Try approach B instead' }, 1),
    msg('b2', 'b1', assistant([{ type: 'toolCall', id: 'cb', name: 'edit', arguments: { path: 'src/b.ts' } }]), 2),
    msg(
      'b3',
      'b2',
      {
        role: 'toolResult',
        toolCallId: 'cb',
        toolName: 'edit',
        content: [{ type: 'text', text: 'ok' }],
        isError: false,
      },
      3,
    ),
    msg('b4', 'b3', assistant([{ type: 'text', text: 'Approach B applied.' }]), 4),
    {
      type: 'compaction',
      id: 'bc',
      parentId: 'b4',
      timestamp: at(5),
      summary: 'COMPACTED-B: approach B replaced the parser',
      firstKeptEntryId: 'b3',
      tokensBefore: 5000,
    },
    msg('b5', 'bc', { role: 'user', content: 'Continue with B' }, 6),
    msg('b6', 'b5', assistant([{ type: 'text', text: 'B is finished.' }]), 7),
  ] as SessionEntry[];
}

async function seedTree(sessionId: string) {
  await seedSession(api.world.store.db, ids(sessionId), [...codingSession({ turns: 6 }), ...branchB()]);
}

const summaries = async (sessionId: string) =>
  (await eventsOf(api.world.store.db, ids(sessionId), 'branch_summary')).map((r) => r.data as BranchSummaryEntry);
const requestsSince = (from: number) => api.world.fake.requests.slice(from);
const promptOf = (request: { body: unknown }) => JSON.stringify(request.body);

/** A worker with these hooks on its own task queue, and the service deps that send navigations to it. */
async function withHooks<T>(hooks: CompactionHooks[], run: (deps: typeof api.deps) => Promise<T>): Promise<T> {
  const { worker, taskQueue } = await compactionWorker(api.world, { hooks });
  return worker.runUntil(run({ ...api.deps, taskQueue }));
}

describe('navigating with a branch summary', () => {
  afterEach(() => api.world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('summarizes the abandoned branch, its own compaction included, and the summary becomes the leaf', async () => {
    await seedTree('nav-main');
    api.world.fake.respondWith(() => ({ text: 'BRANCH-B-SUMMARY' }));
    const from = api.world.fake.requests.length;

    const result = await navigate(api.deps, ids('nav-main'), { entryId: 'e00023', summarize: true });

    const [summary] = await summaries('nav-main');
    expect(result).toEqual({ moved: true, from: 'b6', to: summary!.id, summaryEntryId: summary!.id, lastSeq: 33 });
    expect(summary).toMatchObject({ parentId: 'e00023', fromId: 'b6', details: { modifiedFiles: ['src/b.ts'] } });
    expect(summary!.summary.startsWith(PREAMBLE_START)).toBe(true);
    expect(summary!.summary).toContain('BRANCH-B-SUMMARY');
    expect(summary!.summary).toMatch(/\n<files>\n# src\/\nb\.ts \(Write\)\n<\/files>$/);
    const moves = await eventsOf(api.world.store.db, ids('nav-main'), 'leaf_moved');
    expect(moves.map((m) => m.data)).toEqual([
      { type: 'leaf_moved', from: 'b6', to: 'e00023', reason: 'branch-summary' },
    ]);
    const [summaryRow] = await eventsOf(api.world.store.db, ids('nav-main'), 'branch_summary');
    expect(summaryRow!.seq).toBe(moves[0]!.seq + 1);
    // One summarizer call that read the whole abandoned branch: messages and the compaction's summary.
    const calls = requestsSince(from);
    expect(calls).toHaveLength(1);
    expect(promptOf(calls[0]!)).toContain('Try approach B instead');
    expect(promptOf(calls[0]!)).toContain('COMPACTED-B: approach B replaced the parser');
    expect(promptOf(calls[0]!)).toContain('B is finished.');
    expect(promptOf(calls[0]!)).not.toContain('Fixed bug 5.');

    // The rebuilt context: the main line to e00023, then the branch summary as the last message.
    const context = await readSessionContext(api.world.store.db, ids('nav-main'));
    expect(context.messages).toHaveLength(25);
    expect(context.messages[24]).toMatchObject({ role: 'branchSummary', summary: summary!.summary, fromId: 'b6' });
    expect(context.messages[23]).toMatchObject({
      role: 'assistant',
      content: [{ type: 'text', text: 'Fixed bug 5.' }],
    });
  });

  it('reads the entries a reverted compaction had summarized, and not its summary', async () => {
    await seedTree('nav-reverted');
    const runId = '55555555-5555-4555-8555-555555555555';
    await withTenant(api.world.store.db, T, (tx) =>
      recordCompaction(tx, {
        ...ids('nav-reverted'),
        workflowId: `compact:${T}:nav-reverted`,
        runId,
        trigger: 'manual',
        status: 'committed',
        compactionEntryId: 'bc',
      }),
    );
    expect(await revertCompaction(api.world.store.db, { ...ids('nav-reverted'), runId })).toMatchObject({
      outcome: 'reverted',
      compactionEntryId: 'bc',
    });
    api.world.fake.respondWith(() => ({ text: 'BRANCH-B-SUMMARY' }));
    const from = api.world.fake.requests.length;

    await navigate(api.deps, ids('nav-reverted'), { entryId: 'e00023', summarize: true });

    const calls = requestsSince(from);
    expect(calls).toHaveLength(1);
    const prompt = promptOf(calls[0]!);
    expect(prompt).not.toContain('COMPACTED-B');
    for (const text of ['Try approach B instead', 'Approach B applied.', 'Continue with B', 'B is finished.']) {
      expect(prompt).toContain(text);
    }
  });

  it('accumulates the file lists of earlier branch summaries on the abandoned path', async () => {
    await seedTree('nav-files');
    await navigate(api.deps, ids('nav-files'), { entryId: 'e00023', summarize: true });
    const from = api.world.fake.requests.length;

    // Back to branch B's assistant b4: the main line after e00007 and the first summary are abandoned now.
    const second = await navigate(api.deps, ids('nav-files'), { entryId: 'b4', summarize: true });

    const [first, latest] = await summaries('nav-files');
    expect(second).toMatchObject({ moved: true, from: first!.id, to: latest!.id });
    expect(latest).toMatchObject({
      parentId: 'b4',
      fromId: first!.id,
      details: {
        readFiles: ['src/file-2.ts', 'src/file-3.ts', 'src/file-4.ts', 'src/file-5.ts'],
        modifiedFiles: ['src/b.ts'],
      },
    });
    const prompt = promptOf(requestsSince(from)[0]!);
    expect(prompt).toContain('Fixed bug 5.');
    // The first summary is part of the abandoned path: the summarizer reads it (its preamble included).
    expect(prompt).toContain(PREAMBLE_START);
    expect(prompt).not.toContain('Try approach B instead');
  });

  it('carries only the rows packing can reach in its history, and still the file lists of older summaries', async () => {
    await seedTree('nav-bounded');
    const first = await navigate(api.deps, ids('nav-bounded'), { entryId: 'e00023', summarize: true });
    await appendEntries(api.world.store.db, {
      ...ids('nav-bounded'),
      entries: [
        msg('u0', first.to!, { role: 'user', content: 'after the summary' }, 10),
        msg('a0', 'u0', assistant([{ type: 'text', text: 'y'.repeat(1600) }]), 11),
        msg('u9', 'a0', { role: 'user', content: 'last question' }, 12),
        msg('a9', 'u9', assistant([{ type: 'text', text: 'z'.repeat(3800) }]), 13),
      ],
    });
    // The summarizer is the session's own model (spec §6.7), claude-opus-4-5 with a 200,000-token window: a reserve
    // of 199,000 leaves a budget of 1,000 tokens.
    const options = branchSummaryStartOptions(
      { ...ids('nav-bounded'), targetId: 'b4', reserveTokens: 199_000 },
      api.deps.taskQueue,
    );
    const handle = await api.world.env.client.workflow.start(summarizeBranch, options);
    const result = await handle.result();

    expect(result).toMatchObject({ outcome: 'navigated', abandoned: 21, summarized: 2 });
    const latest = (await summaries('nav-bounded'))[1]!;
    expect(latest).toMatchObject({ parentId: 'b4', details: { readFiles: [], modifiedFiles: ['src/b.ts'] } });
    const history = await handle.fetchHistory();
    const loaded = history.events!.find((e) => e.activityTaskCompletedEventAttributes)!;
    const payload = loaded.activityTaskCompletedEventAttributes!.result!.payloads![0]!.data!;
    const index = JSON.parse(Buffer.from(payload).toString()) as { index: { ids: string[] }; older: unknown };
    expect(index.index.ids).toEqual(['a0', 'u9', 'a9']);
    expect(index.older).toEqual({ count: 18, summaryIds: [first.to] });
  });

  it('re-parents onto the target’s parent when the target is a user message (the host re-submits it)', async () => {
    await seedTree('nav-user');
    const result = await navigate(api.deps, ids('nav-user'), { entryId: 'e00008', summarize: true });
    const [summary] = await summaries('nav-user');
    expect(summary).toMatchObject({ parentId: 'e00007' });
    expect(result.to).toBe(summary!.id);
  });

  it('uses custom instructions instead of the branch prompt', async () => {
    await seedTree('nav-instr');
    const from = api.world.fake.requests.length;
    await navigate(api.deps, ids('nav-instr'), { entryId: 'e00023', instructions: 'ONLY LIST THE FILES' });
    const prompt = promptOf(requestsSince(from)[0]!);
    expect(prompt).toContain('ONLY LIST THE FILES');
    expect(prompt).not.toContain('Write a structured summary of it');
    expect(await summaries('nav-instr')).toHaveLength(1);
  });

  it('moves without a summary when nothing is abandoned (the target is ahead on the same branch)', async () => {
    await seedTree('nav-ahead');
    await navigate(api.deps, ids('nav-ahead'), { entryId: 'b1' });
    const from = api.world.fake.requests.length;
    const result = await navigate(api.deps, ids('nav-ahead'), { entryId: 'b6', summarize: true });
    expect(result).toMatchObject({ moved: true, from: 'b1', to: 'b6' });
    expect(requestsSince(from)).toHaveLength(0);
    expect(await summaries('nav-ahead')).toHaveLength(0);
  });

  it('changes nothing when the target is the leaf, or a user message right under it (re-submitted from there)', async () => {
    await seedTree('nav-same');
    await navigate(api.deps, ids('nav-same'), { entryId: 'bc' });
    const from = api.world.fake.requests.length;
    for (const entryId of ['bc', 'b5']) {
      const result = await navigate(api.deps, ids('nav-same'), { entryId, summarize: true });
      expect(result).toEqual({ moved: false, from: 'bc', to: 'bc' });
    }
    expect(await eventsOf(api.world.store.db, ids('nav-same'), 'leaf_moved')).toHaveLength(1);
    expect(requestsSince(from)).toHaveLength(0);
  });

  it('answers EntryNotFound for an unknown target and writes nothing', async () => {
    await seedTree('nav-unknown');
    const navigation = navigate(api.deps, ids('nav-unknown'), { entryId: 'nope', summarize: true });
    await expect(navigation).rejects.toBeInstanceOf(EntryNotFound);
    await expect(navigate(api.deps, ids('nav-unknown'), { entryId: 'nope' })).rejects.toBeInstanceOf(EntryNotFound);
    expect(await leafOf(api.world.store.db, ids('nav-unknown'))).toBe('b6');
  });

  it('refuses a stale expected leaf, a null target and an unknown session with typed errors', async () => {
    await seedTree('nav-refused');
    const stale = navigate(api.deps, ids('nav-refused'), { entryId: 'e00023', summarize: true, expectedLeaf: 'b5' });
    await expect(stale).rejects.toBeInstanceOf(StreamConflict);
    const toNull = navigate(api.deps, ids('nav-refused'), { entryId: null, summarize: true });
    await expect(toNull).rejects.toBeInstanceOf(InvalidEntry);
    const unknown = navigate(api.deps, ids('nav-no-such-session'), { entryId: 'e00023', summarize: true });
    await expect(unknown).rejects.toBeInstanceOf(SessionNotFound);
    expect(await leafOf(api.world.store.db, ids('nav-refused'))).toBe('b6');
    expect(await summaries('nav-refused')).toHaveLength(0);
  });

  it('leaves the leaf where it was when the summarizer fails (BranchSummaryFailed)', async () => {
    await seedTree('nav-fail');
    api.world.fake.respondWith(() => ({ error: 'auth' }));
    const navigation = navigate(api.deps, ids('nav-fail'), { entryId: 'e00023', summarize: true });
    await expect(navigation).rejects.toBeInstanceOf(BranchSummaryFailed);
    await expect(navigation).rejects.toMatchObject({ failure: 'ProviderAuth' });
    expect(await leafOf(api.world.store.db, ids('nav-fail'))).toBe('b6');
    expect(await summaries('nav-fail')).toHaveLength(0);
    expect(await eventsOf(api.world.store.db, ids('nav-fail'), 'leaf_moved')).toHaveLength(0);
  });
});

describe('the navigation commit', () => {
  const entry = (id: string): BranchSummaryEntry => ({
    type: 'branch_summary',
    id,
    parentId: 'e00023',
    timestamp: at(9),
    fromId: 'b6',
    summary: 'S',
  });

  it('is idempotent: a retried commit returns the same entry and writes nothing more', async () => {
    await seedTree('commit-retry');
    const commit = { ...ids('commit-retry'), expectedLeaf: 'b6', idempotencyKey: 'branch-summary:w:r' };
    const first = await branchWithSummary(api.world.store.db, { ...commit, entry: entry('s-1') });
    const retried = await branchWithSummary(api.world.store.db, { ...commit, entry: entry('s-2') });
    expect(first).toEqual({ from: 'b6', summaryEntryId: 's-1', lastSeq: 33, replayed: false });
    expect(retried).toEqual({ from: 'b6', summaryEntryId: 's-1', lastSeq: 33, replayed: true });
    expect(await summaries('commit-retry')).toHaveLength(1);
    expect(await leafOf(api.world.store.db, ids('commit-retry'))).toBe('s-1');
  });

  it('refuses with StreamConflict when the leaf moved since the navigation was planned, writing nothing', async () => {
    await seedTree('commit-moved');
    const commit = { ...ids('commit-moved'), expectedLeaf: 'b5', idempotencyKey: 'k', entry: entry('s-1') };
    await expect(branchWithSummary(api.world.store.db, commit)).rejects.toBeInstanceOf(StreamConflict);
    expect(await eventsOf(api.world.store.db, ids('commit-moved'), 'leaf_moved')).toHaveLength(0);
    expect(await summaries('commit-moved')).toHaveLength(0);
  });
});

describe('before-tree hooks', () => {
  const supply = (name: string, summary: string): CompactionHooks => ({
    name,
    beforeTree: async () => ({ summary: { summary, details: { readFiles: [], modifiedFiles: [name] } } }),
  });

  it('cancel the navigation: the leaf stays, nothing is written, the provider is never asked', async () => {
    await seedTree('hook-cancel');
    const seen: string[][] = [];
    const from = api.world.fake.requests.length;
    const veto: CompactionHooks = {
      name: 'veto',
      beforeTree: async (event) => {
        seen.push(event.entriesToSummarize);
        return { cancel: true };
      },
    };
    const result = await withHooks([supply('early', 'EARLY'), veto, supply('late', 'LATE')], (deps) =>
      navigate(deps, ids('hook-cancel'), { entryId: 'e00023', summarize: true }),
    );
    expect(result).toEqual({ moved: false, from: 'b6', to: 'b6', cancelled: true });
    expect(seen).toEqual([['b1', 'b2', 'b3', 'b4', 'bc', 'b5', 'b6']]);
    expect(await leafOf(api.world.store.db, ids('hook-cancel'))).toBe('b6');
    expect(await summaries('hook-cancel')).toHaveLength(0);
    expect(requestsSince(from)).toHaveLength(0);
  });

  it('hold a navigation in place: a second one of the same session meanwhile is a StreamConflict', async () => {
    await seedTree('hook-busy');
    let entered!: () => void;
    const inHook = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow: CompactionHooks = {
      name: 'slow',
      beforeTree: async () => {
        entered();
        await released;
        return { summary: { summary: 'SLOW' } };
      },
    };
    const [first, second] = await withHooks([slow], async (deps) => {
      const running = navigate(deps, ids('hook-busy'), { entryId: 'e00023', summarize: true });
      await inHook;
      const refused = await navigate(deps, ids('hook-busy'), { entryId: 'e00003', summarize: true }).catch((e) => e);
      release();
      return [await running, refused];
    });
    expect(second).toBeInstanceOf(StreamConflict);
    expect((second as Error).message).toBe('session hook-busy is already navigating with a branch summary');
    expect(first).toMatchObject({ moved: true, from: 'b6' });
    expect((await summaries('hook-busy')).map((e) => e.summary)).toEqual(['SLOW']);
  });

  it('supply the summary: the last supplied one wins, recorded fromExtension, without a provider call', async () => {
    await seedTree('hook-supply');
    const from = api.world.fake.requests.length;
    const silent: CompactionHooks = { name: 'silent', beforeTree: async () => undefined };
    const result = await withHooks([supply('first', 'FIRST'), supply('second', 'SECOND'), silent], (deps) =>
      navigate(deps, ids('hook-supply'), { entryId: 'e00023', summarize: true }),
    );
    const [summary] = await summaries('hook-supply');
    expect(summary).toMatchObject({
      parentId: 'e00023',
      summary: 'SECOND',
      fromExtension: true,
      details: { modifiedFiles: ['second'] },
    });
    expect(result.to).toBe(summary!.id);
    expect(requestsSince(from)).toHaveLength(0);
  });
});

describe('the navigate route', () => {
  it('summarizes with summarize: true, and answers 409 entry-not-found and 502 branch-summary-failed', async () => {
    await seedTree('api-nav');
    const post = (json: unknown) => api.call(api.keys.a!, '/v1/sessions/api-nav/navigate', { method: 'POST', json });

    const missing = await post({ entryId: 'nope', summarize: true });
    expect(missing.status).toBe(409);
    expect(await missing.json()).toMatchObject({ type: 'https://compactor.dev/problems/entry-not-found' });

    api.world.fake.respondWith(() => ({ error: 'auth' }));
    const failed = await post({ entryId: 'e00023', summarize: true });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ type: 'https://compactor.dev/problems/branch-summary-failed' });
    expect(await leafOf(api.world.store.db, ids('api-nav'))).toBe('b6');

    api.world.fake.respondWith(() => ({ text: 'API SUMMARY' }));
    const ok = await post({ entryId: 'e00023', summarize: true });
    expect(ok.status).toBe(200);
    const [summary] = await summaries('api-nav');
    expect(await ok.json()).toMatchObject({ moved: true, from: 'b6', to: summary!.id, summaryEntryId: summary!.id });
    const context = (await (await api.call(api.keys.a!, '/v1/sessions/api-nav/context')).json()) as {
      messages: unknown[];
    };
    expect(context.messages.at(-1)).toMatchObject({ role: 'branchSummary', fromId: 'b6' });
  });
});

describe('compactor navigate --summarize', () => {
  const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
  const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-navigate-cli-'));
  const cli = (...args: string[]) =>
    runCli(args, {
      COMPACTOR_HOME: home,
      DATABASE_URL: api.world.store.url ?? '',
      TEMPORAL_ADDRESS: '',
      COMPACTOR_TENANT: 'cli-navigate',
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: api.world.fake.url,
      COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
      OPENAI_API_KEY: undefined,
      GEMINI_API_KEY: undefined,
      GOOGLE_API_KEY: undefined,
    });

  it('summarizes the branch it leaves through the embedded stack and prints the summary entry', async () => {
    api.world.fake.respondWith(() => ({ text: 'CLI SUMMARY' }));
    const ingested = await cli('ingest', EXAMPLE, '--json');
    const sessionId = JSON.parse(ingested.stdout).sessionId as string;
    const tree = JSON.parse((await cli('tree', sessionId, '--json')).stdout) as {
      leafId: string;
      nodes: { id: string; type: string; preview: string }[];
    };
    const target = tree.nodes.find((n) => n.preview.startsWith('assistant'))!;

    const navigated = await cli('navigate', sessionId, target.id, '--summarize', '--json');

    // The example session's model (claude-opus-4-5) is now the default summarizer (spec §6.7), and the Anthropic SDK
    // itself warns on stderr that the model is deprecated; nothing else may be printed there.
    expect(navigated.stderr.replace(/^The model '[^']+' is deprecated[^\n]*\nPlease migrate[^\n]*\n/m, '')).toBe('');
    const printed = JSON.parse(navigated.stdout);
    expect(printed).toMatchObject({ moved: true, from: tree.leafId, to: printed.summaryEntryId });
    const after = JSON.parse((await cli('tree', sessionId, '--json')).stdout) as typeof tree;
    expect(after.leafId).toBe(printed.summaryEntryId);
    expect(after.nodes.find((n) => n.id === printed.summaryEntryId)).toMatchObject({ type: 'branch_summary' });
    // Four commands, one starting the embedded stack: minutes on a loaded machine.
  }, 300_000);
});
