import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  appendEntries,
  appendStoreEvents,
  createSession,
  EntryNotFound,
  importSession,
  InvalidEntry,
  loadActiveBranch,
  moveLeaf,
  readEntries,
  readEntryRange,
  readSessionContext,
  saveSnapcompactFrames,
  SessionNotFound,
  StreamConflict,
} from '../../store/session-store';
import { withTenant } from '../../store/with-tenant';
import { sessionEvents, sessions } from '../../schema';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { REAL_SESSION } from '../helpers/fixtures';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'sessions');
async function* linesOf(text: string) {
  yield* text.split('\n');
}
const fixture = (name: string) => linesOf(readFileSync(path.join(FIXTURES, name), 'utf8'));

const user = (id: string, parentId: string | null, text: string) => ({
  type: 'message',
  id,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: text, timestamp: 1 },
});

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const T = 'tenant-a';
let n = 0;
const newSession = async (tenantId = T) => {
  const sessionId = `s-${(n += 1)}-${Date.now()}`;
  await createSession(store.db, { tenantId, sessionId });
  return sessionId;
};

describe('importing upstream session files', () => {
  it('imports a version 1 file: linear chain, kept id, hookMessage → custom, context from the compaction', async () => {
    const result = await importSession(store.db, {
      tenantId: T,
      sessionId: 'import-v1',
      lines: fixture('v1-linear.jsonl'),
    });
    expect(result).toEqual({ sessionId: 'import-v1', entries: 8, sourceVersion: 1 });
    const context = await readSessionContext(store.db, { tenantId: T, sessionId: 'import-v1' });
    expect(context.messages.map((m) => m.role)).toEqual(['compactionSummary', 'assistant', 'custom', 'user']);
    expect(context.thinkingLevel).toBe('high');
    expect(context.models).toEqual({ default: 'anthropic/claude-sonnet-4-5' });
  });

  it('imports a version 2 file with its own ids and renames hookMessage', async () => {
    await importSession(store.db, { tenantId: T, sessionId: 'import-v2', lines: fixture('v2-hook-message.jsonl') });
    const [hook] = await readEntries(store.db, { tenantId: T, sessionId: 'import-v2', ids: ['h1'] });
    expect(hook).toMatchObject({ type: 'message', message: { role: 'custom', customType: 'note' } });
    const context = await readSessionContext(store.db, { tenantId: T, sessionId: 'import-v2' });
    expect(context.models).toEqual({ default: 'openai/gpt-4' });
  });

  it('imports a version 3 file holding every entry type and rebuilds from the reset boundary', async () => {
    const result = await importSession(store.db, {
      tenantId: T,
      sessionId: 'import-v3',
      lines: fixture('v3-every-type.jsonl'),
    });
    expect(result.entries).toBe(23);
    const context = await readSessionContext(store.db, { tenantId: T, sessionId: 'import-v3' });
    expect(context.messages).toEqual([{ role: 'user', content: 'start over', timestamp: 23000 }]);
    expect(context).toMatchObject({
      thinkingLevel: 'medium',
      configuredThinkingLevel: 'medium',
      serviceTier: { openai: 'flex' },
      models: { default: 'anthropic/claude-sonnet-4-5' },
      injectedTtsrRules: ['no-console'],
      mode: 'plan',
      modeData: { step: 1 },
    });
    const branch = await loadActiveBranch(store.db, { tenantId: T, sessionId: 'import-v3' });
    expect(branch.entries.map((e) => e.id)).toEqual([
      'e12',
      'e13',
      'e14',
      'e15',
      'e16',
      'e17',
      'e18',
      'e19',
      'e20',
      'e21',
      'e22',
      'e23',
    ]);
  });

  it('rejects a malformed line with its line number and field, writing nothing', async () => {
    const lines = readFileSync(path.join(FIXTURES, 'v3-every-type.jsonl'), 'utf8').split('\n');
    lines[9] = lines[9]!.replace('"isError":false', '"isError":"no"');
    const error = await importSession(store.db, {
      tenantId: T,
      sessionId: 'bad-import',
      lines: linesOf(lines.join('\n')),
      batchSize: 3,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidEntry);
    expect((error as InvalidEntry).message).toMatch(/^line 10: message\.isError: /);
    expect((error as InvalidEntry).line).toBe(10);
    await expect(loadActiveBranch(store.db, { tenantId: T, sessionId: 'bad-import' })).rejects.toBeInstanceOf(
      SessionNotFound,
    );
  });

  it('rejects an entry id repeated in a later batch with both line numbers, writing nothing', async () => {
    const header = '{"type":"session","version":3,"id":"x","timestamp":"t"}';
    const entries = [user('u1', null, 'a'), user('u2', 'u1', 'b'), user('u3', 'u2', 'c'), user('u1', 'u3', 'd')];
    const error = await importSession(store.db, {
      tenantId: T,
      sessionId: 'dup-import',
      lines: linesOf([header, ...entries.map((e) => JSON.stringify(e))].join('\n')),
      batchSize: 2,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidEntry);
    expect((error as InvalidEntry).message).toBe('line 5: duplicate entry id "u1" (first on line 2)');
    await expect(loadActiveBranch(store.db, { tenantId: T, sessionId: 'dup-import' })).rejects.toBeInstanceOf(
      SessionNotFound,
    );
  });

  it('rejects invalid JSON and a dangling parent with the line number', async () => {
    const notJson = linesOf('{"type":"session","version":3,"id":"x","timestamp":"t"}\n{not json');
    await expect(importSession(store.db, { tenantId: T, sessionId: 'bad-json', lines: notJson })).rejects.toThrow(
      /^line 2: not valid JSON/,
    );
    const orphan = linesOf(
      ['{"type":"session","version":3,"id":"x","timestamp":"t"}', JSON.stringify(user('u2', 'missing', 'hi'))].join(
        '\n',
      ),
    );
    await expect(importSession(store.db, { tenantId: T, sessionId: 'bad-parent', lines: orphan })).rejects.toThrow(
      'line 2: parentId: no earlier entry missing in this session',
    );
  });
});

it('imports the real 1,003-line v1 session and loads only from its latest kept entry', async () => {
  const result = await importSession(store.db, {
    tenantId: T,
    sessionId: 'real',
    lines: linesOf(readFileSync(REAL_SESSION, 'utf8')),
  });
  expect(result).toEqual({ sessionId: 'real', entries: 1002, sourceVersion: 1 });
  const branch = await loadActiveBranch(store.db, { tenantId: T, sessionId: 'real' });
  // The second compaction (file line 629, entry 627) keeps from file index 551 → entry 550.
  expect(branch.entries[0]!.id).toBe((550).toString(16).padStart(8, '0'));
  expect(branch.entries).toHaveLength(1002 - 550);
  const context = await readSessionContext(store.db, { tenantId: T, sessionId: 'real' });
  expect(context.messages[0]).toMatchObject({ role: 'compactionSummary', tokensBefore: 185014 });
  expect(context.models).toEqual({ default: 'anthropic/claude-opus-4-5' });
});

describe('appending', () => {
  it('appends a batch, moves the leaf and returns the rows with gapless seqs', async () => {
    const sessionId = await newSession();
    const result = await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('a', null, 'one'), user('b', 'a', 'two')],
      expectedSeq: 0,
    });
    expect(result).toMatchObject({ leafId: 'b', lastSeq: 2, replayed: false });
    expect(result.events.map((e) => [e.seq, e.entryId, e.parentId])).toEqual([
      [1, 'a', null],
      [2, 'b', 'a'],
    ]);
  });

  it('refuses a stale expected seq or leaf with a StreamConflict', async () => {
    const sessionId = await newSession();
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null, 'one')] });
    await expect(
      appendEntries(store.db, { tenantId: T, sessionId, entries: [user('b', 'a', 'x')], expectedSeq: 0 }),
    ).rejects.toBeInstanceOf(StreamConflict);
    await expect(
      appendEntries(store.db, { tenantId: T, sessionId, entries: [user('b', 'a', 'x')], expectedLeaf: null }),
    ).rejects.toMatchObject({
      type: 'StreamConflict',
      details: { expected: null, actual: 'a' },
    });
  });

  it('lets exactly one of two concurrent appends at the same seq win', async () => {
    const sessionId = await newSession();
    const results = await Promise.allSettled([
      appendEntries(store.db, { tenantId: T, sessionId, entries: [user('x', null, 'x')], expectedSeq: 0 }),
      appendEntries(store.db, { tenantId: T, sessionId, entries: [user('y', null, 'y')], expectedSeq: 0 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      StreamConflict,
    );
  });

  it('maps a duplicate entry id to a StreamConflict on the named constraint', async () => {
    const sessionId = await newSession();
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null, 'one')] });
    await expect(
      appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null, 'again')] }),
    ).rejects.toMatchObject({
      type: 'StreamConflict',
      details: { constraint: 'session_events_entry_uq' },
    });
  });

  it('returns the original rows for a retried idempotency key, even with a stale expectation', async () => {
    const sessionId = await newSession();
    const first = await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('a', null, '1'), user('b', 'a', '2')],
      idempotencyKey: 'k1',
      expectedSeq: 0,
    });
    const retry = await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('a', null, '1'), user('b', 'a', '2')],
      idempotencyKey: 'k1',
      expectedSeq: 0,
    });
    expect(retry.replayed).toBe(true);
    expect(retry.events).toEqual(first.events);
    const [counted] = await withTenant(store.db, T, (tx) =>
      tx
        .select({ count: sql<number>`count(*)::int` })
        .from(sessionEvents)
        .where(sql`${sessionEvents.sessionId} = ${sessionId}`),
    );
    expect(counted?.count).toBe(2);
  });

  it("writes the caller's context size with the append, from the facts under the lock; a replay asks nothing", async () => {
    const sessionId = await newSession();
    const storedTokens = async () =>
      (
        await withTenant(store.db, T, (tx) =>
          tx
            .select({ tokens: sessions.contextTokens })
            .from(sessions)
            .where(sql`${sessions.id} = ${sessionId}`),
        )
      )[0]?.tokens;
    const asked: unknown[] = [];
    const appendWith = (entries: unknown[], tokens: number | undefined, idempotencyKey?: string) =>
      appendEntries(store.db, {
        tenantId: T,
        sessionId,
        entries,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        contextTokensAfter: (facts) => {
          asked.push({ ...facts, entries: facts.entries.map((e) => e.id), incarnation: typeof facts.incarnation });
          return tokens;
        },
      });

    await appendWith([user('a', null, '1'), user('b', 'a', '2')], 1234.4, 'k');
    expect(await storedTokens()).toBe(1234);
    await appendWith([user('a', null, '1'), user('b', 'a', '2')], 99, 'k');
    await appendWith([user('c', 'b', '3')], undefined);
    expect(await storedTokens()).toBe(1234);
    expect(asked).toEqual([
      { priorSeq: 0, lastSeq: 2, leafId: 'b', entries: ['a', 'b'], incarnation: 'number' },
      { priorSeq: 2, lastSeq: 3, leafId: 'c', entries: ['c'], incarnation: 'number' },
    ]);
  });

  it('rejects a whole batch when one entry is malformed, naming the entry and field', async () => {
    const sessionId = await newSession();
    const bad = { ...user('b', 'a', 'x'), message: { role: 'user', content: 42, timestamp: 1 } };
    await expect(
      appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null, 'ok'), bad] }),
    ).rejects.toThrow(/^entry 1: message\.content: /);
    await expect(
      appendEntries(store.db, {
        tenantId: T,
        sessionId,
        entries: [{ type: 'nonsense', id: 'z', parentId: null, timestamp: 't' }],
      }),
    ).rejects.toThrow('entry 0: type: unknown entry type "nonsense"');
    const branch = await loadActiveBranch(store.db, { tenantId: T, sessionId });
    expect(branch).toMatchObject({ leafId: null, lastSeq: 0, entries: [] });
  });

  it('appends under a non-leaf parent without moving the leaf, and labels entries', async () => {
    const sessionId = await newSession();
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null, '1'), user('b', 'a', '2')] });
    const side = await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('c', 'a', 'side')],
      moveLeaf: false,
    });
    expect(side.leafId).toBe('b');
    const label = { type: 'label', id: 'l1', parentId: 'b', timestamp: 't', targetId: 'c', label: 'alt' };
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [label] });
    await expect(
      appendEntries(store.db, { tenantId: T, sessionId, entries: [{ ...label, id: 'l2', targetId: 'nope' }] }),
    ).rejects.toThrow('targetId');
    const context = await readSessionContext(store.db, { tenantId: T, sessionId });
    expect(context.messages.map((m) => (m.role === 'user' ? m.content : m.role))).toEqual(['1', '2']);
  });

  it('records leaf moves as events and rebuilds the context of the new leaf', async () => {
    const sessionId = await newSession();
    await appendEntries(store.db, {
      tenantId: T,
      sessionId,
      entries: [user('a', null, '1'), user('b', 'a', '2'), user('c', 'a', '3')],
    });
    const moved = await moveLeaf(store.db, { tenantId: T, sessionId, to: 'b', expectedLeaf: 'c' });
    expect(moved).toEqual({ moved: true, from: 'c', to: 'b', lastSeq: 4 });
    expect(await moveLeaf(store.db, { tenantId: T, sessionId, to: 'b' })).toMatchObject({ moved: false });
    await expect(moveLeaf(store.db, { tenantId: T, sessionId, to: 'zz' })).rejects.toBeInstanceOf(EntryNotFound);
    await expect(moveLeaf(store.db, { tenantId: T, sessionId, to: 'a', expectedLeaf: 'c' })).rejects.toBeInstanceOf(
      StreamConflict,
    );
    const context = await readSessionContext(store.db, { tenantId: T, sessionId });
    expect(context.messages.map((m) => (m.role === 'user' ? m.content : ''))).toEqual(['1', '2']);
    const [event] = await withTenant(store.db, T, (tx) =>
      tx
        .select()
        .from(sessionEvents)
        .where(sql`${sessionEvents.sessionId} = ${sessionId} and ${sessionEvents.seq} = 4`),
    );
    expect(event).toMatchObject({
      type: 'leaf_moved',
      entryId: null,
      data: { type: 'leaf_moved', from: 'c', to: 'b', reason: 'navigate' },
    });
  });

  it('folds content_pruned events into the tool results they target', async () => {
    await importSession(store.db, { tenantId: T, sessionId: 'pruned', lines: fixture('v3-every-type.jsonl') });
    const pruned = {
      type: 'content_pruned',
      targetId: 'e08',
      placeholder: '[pruned]',
      reason: 'age',
      tokens: 5,
      prunedAt: 99,
    };
    const appended = await appendStoreEvents(store.db, {
      tenantId: T,
      sessionId: 'pruned',
      events: [pruned],
      expectedSeq: 23,
    });
    expect(appended).toMatchObject({
      leafId: 'e23',
      lastSeq: 24,
      events: [{ seq: 24, entryId: null, type: 'content_pruned' }],
    });
    const [entry] = await readEntryRange(store.db, { tenantId: T, sessionId: 'pruned', fromId: 'e08', toId: 'e09' });
    expect(entry).toMatchObject({
      id: 'e08',
      message: { content: [{ type: 'text', text: '[pruned]' }], prunedAt: 99 },
    });
    const [untouched] = await readEntries(store.db, { tenantId: T, sessionId: 'pruned', ids: ['e09'] });
    expect(untouched).toMatchObject({ message: { role: 'bashExecution', output: '1 failing' } });
  });

  it('marks the session handed off when a session_handed_off event is appended', async () => {
    const sessionId = await newSession();
    const event = { type: 'session_handed_off', toSessionId: 'next-session' };
    await appendStoreEvents(store.db, { tenantId: T, sessionId, events: [event], idempotencyKey: 'handoff-1' });
    const retry = await appendStoreEvents(store.db, {
      tenantId: T,
      sessionId,
      events: [event],
      idempotencyKey: 'handoff-1',
    });
    expect(retry).toMatchObject({ replayed: true, lastSeq: 1, events: [{ seq: 1, type: 'session_handed_off' }] });
    const [row] = await withTenant(store.db, T, (tx) =>
      tx
        .select()
        .from(sessions)
        .where(sql`${sessions.id} = ${sessionId}`),
    );
    expect(row).toMatchObject({ status: 'handed_off', lastSeq: 1, leafEntryId: null });
  });

  it('refuses store events that target a non-tool-result or try to move the leaf', async () => {
    await importSession(store.db, { tenantId: T, sessionId: 'pruned-bad', lines: fixture('v3-every-type.jsonl') });
    const pruned = { type: 'content_pruned', targetId: 'e06', placeholder: 'x', reason: 'age', tokens: 1, prunedAt: 1 };
    await expect(
      appendStoreEvents(store.db, { tenantId: T, sessionId: 'pruned-bad', events: [pruned] }),
    ).rejects.toThrow('event 0: targetId: e06 is not a tool result of this session');
    const move = { type: 'leaf_moved', from: 'e23', to: 'e06', reason: 'navigate' };
    await expect(appendStoreEvents(store.db, { tenantId: T, sessionId: 'pruned-bad', events: [move] })).rejects.toThrow(
      'leaf moves go through moveLeaf',
    );
    await expect(
      appendStoreEvents(store.db, { tenantId: T, sessionId: 'pruned-bad', events: [{ type: 'content_pruned' }] }),
    ).rejects.toThrow(/^event 0: targetId: /);
  });
});

describe('concurrent appends without expectations', () => {
  it('serialize on the session and get gapless seqs', async () => {
    const sessionId = await newSession();
    const roots = Array.from({ length: 8 }, (_, i) => user(`r${i}`, null, `${i}`));
    await Promise.all(roots.map((root) => appendEntries(store.db, { tenantId: T, sessionId, entries: [root] })));
    const rows = await withTenant(store.db, T, (tx) =>
      tx
        .select({ seq: sessionEvents.seq })
        .from(sessionEvents)
        .where(sql`${sessionEvents.sessionId} = ${sessionId}`)
        .orderBy(sessionEvents.seq),
    );
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('snapcompact frames', () => {
  it('resolve into the summary images of the context, per tenant', async () => {
    const sessionId = await newSession();
    const png = Buffer.from('89504e47', 'hex');
    await saveSnapcompactFrames(store.db, {
      tenantId: T,
      frames: [{ sha256: 'f1', png, width: 1, height: 1, shape: 'square' }],
    });
    await saveSnapcompactFrames(store.db, {
      tenantId: T,
      frames: [{ sha256: 'f1', png, width: 1, height: 1, shape: 'square' }],
    });
    const frames = [{ sha256: 'f1', mimeType: 'image/png' }];
    const c = {
      type: 'compaction',
      id: 'c',
      parentId: 'a',
      timestamp: 't',
      summary: 's',
      firstKeptEntryId: 'a',
      tokensBefore: 9,
      method: 'snapcompact',
      preserveData: { snapcompact: { frames } },
    };
    await appendEntries(store.db, { tenantId: T, sessionId, entries: [user('a', null, 'x'), c] });
    const context = await readSessionContext(store.db, { tenantId: T, sessionId });
    expect(context.messages[0]).toMatchObject({
      role: 'compactionSummary',
      images: [{ type: 'image', data: png.toString('base64'), mimeType: 'image/png' }],
    });
    const other = await newSession('tenant-b');
    await appendEntries(store.db, { tenantId: 'tenant-b', sessionId: other, entries: [user('a', null, 'x'), c] });
    const theirs = await readSessionContext(store.db, { tenantId: 'tenant-b', sessionId: other });
    expect(theirs.messages[0]).not.toHaveProperty('images');
  });
});

describe('loading a branch', () => {
  it('an unknown leaf is an InvalidEntry, not an empty context', async () => {
    const sessionId = await newSession();
    await expect(loadActiveBranch(store.db, { tenantId: T, sessionId, leafId: 'ghost' })).rejects.toBeInstanceOf(
      InvalidEntry,
    );
  });
});

describe('tenant isolation (row-level security)', () => {
  it("hides another tenant's session and refuses writes for another tenant", async () => {
    const sessionId = await newSession('tenant-a');
    await appendEntries(store.db, { tenantId: 'tenant-a', sessionId, entries: [user('a', null, 'secret')] });
    await expect(readSessionContext(store.db, { tenantId: 'tenant-b', sessionId })).rejects.toBeInstanceOf(
      SessionNotFound,
    );
    await expect(
      appendEntries(store.db, { tenantId: 'tenant-b', sessionId, entries: [user('b', 'a', 'x')] }),
    ).rejects.toBeInstanceOf(SessionNotFound);
    const visible = await withTenant(store.db, 'tenant-b', (tx) =>
      tx
        .select()
        .from(sessionEvents)
        .where(sql`${sessionEvents.sessionId} = ${sessionId}`),
    );
    expect(visible).toEqual([]);
    const insert = withTenant(store.db, 'tenant-b', (tx) =>
      tx.insert(sessionEvents).values({ tenantId: 'tenant-a', sessionId, seq: 99, type: 'custom', data: {} }),
    );
    const error = await insert.catch((e: unknown) => e);
    expect(String((error as Error).cause ?? error)).toMatch(/violates row-level security policy/);
  });

  it('lets two tenants use the same session id and entry ids, so creating one reveals nothing about the other', async () => {
    const sessionId = 'shared-session-id';
    await createSession(store.db, { tenantId: 'tenant-a', sessionId });
    await appendEntries(store.db, { tenantId: 'tenant-a', sessionId, entries: [user('a', null, 'from a')] });
    await createSession(store.db, { tenantId: 'tenant-b', sessionId });
    await appendEntries(store.db, {
      tenantId: 'tenant-b',
      sessionId,
      entries: [user('a', null, 'from b')],
      idempotencyKey: 'k1',
    });
    await appendEntries(store.db, {
      tenantId: 'tenant-a',
      sessionId,
      entries: [user('a2', 'a', 'again')],
      idempotencyKey: 'k1',
    });
    const contextOf = async (tenantId: string) =>
      (await readSessionContext(store.db, { tenantId, sessionId })).messages.map(
        (m) => (m as { content: unknown }).content,
      );
    expect(await contextOf('tenant-a')).toEqual(['from a', 'again']);
    expect(await contextOf('tenant-b')).toEqual(['from b']);
    await expect(createSession(store.db, { tenantId: 'tenant-b', sessionId })).rejects.toBeInstanceOf(StreamConflict);
  });

  it('sees nothing without a tenant set, even as the migrating login', async () => {
    const rows = await store.db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL ROLE compactor_app'));
      return tx.select().from(sessions);
    });
    expect(rows).toEqual([]);
  });
});
