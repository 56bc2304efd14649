/**
 * The store side of transcript imports: one transaction for header, entries and the rollback's leaf move; the
 * context read back from the store equals the one rebuilt from the importer's entries; a compaction that keeps
 * nothing may name itself, any other reference must still name an earlier entry; skipped lines are reported.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSessionContext } from '../../core/session/build-context';
import { importTranscript as mapTranscript } from '../../core/transcripts/import-transcript';
import { appendEntries, importTranscript, InvalidEntry, readSessionContext } from '../../store/session-store';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { eventsOf, sessionRow } from '../helpers/store-queries';

const WIRE = path.join(__dirname, '..', 'fixtures', 'wire');
const TENANT = 'transcripts';
const fileLines = (relative: string) => readFileSync(path.join(WIRE, relative), 'utf8').trimEnd().split('\n');
async function* linesOf(lines: string[]) {
  yield* lines;
}

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => store.close());

describe('importing a transcript into the store', () => {
  it('writes a Codex rollout ending on a rollback with the leaf moved by one leaf_moved event', async () => {
    const lines = fileLines('codex/codex-rollout-from-protocol-local-compacted.jsonl');
    const ids = { tenantId: TENANT, sessionId: 'rolled-back' };
    const result = await importTranscript(store.db, { ...ids, format: 'codex', lines: linesOf(lines) });
    expect(result).toEqual({ sessionId: 'rolled-back', entries: 11, format: 'codex' });
    expect(await sessionRow(store.db, ids)).toMatchObject({ leafEntryId: '0000000b', lastSeq: 12 });
    const moves = await eventsOf(store.db, ids, 'leaf_moved');
    expect(moves.map((m) => m.data)).toEqual([
      { type: 'leaf_moved', from: '0000000e', to: '0000000b', reason: 'navigate' },
    ]);
  });

  it('reads back the context the importer rebuilds, in batches smaller than the file', async () => {
    const lines = fileLines('claude-code/tool_heavy.jsonl');
    const ids = { tenantId: TENANT, sessionId: 'tool-heavy' };
    await importTranscript(store.db, { ...ids, format: 'claude-code', lines: linesOf(lines), batchSize: 4 });
    const mapped = mapTranscript('claude-code', lines);
    const context = await readSessionContext(store.db, ids);
    expect(context.messages).toEqual(buildSessionContext(mapped.entries).messages);
    expect(await sessionRow(store.db, ids)).toMatchObject({ leafEntryId: '29e6224a-ea4f-445c-964f-d2bbddd138d0' });
  });

  it('reports skipped lines and writes the rest', async () => {
    const lines = fileLines('claude-code/short.jsonl');
    const ids = { tenantId: TENANT, sessionId: 'short-skipped' };
    const broken = [...lines, '{"type":"user","uuid":"cut-off'];
    const result = await importTranscript(store.db, {
      ...ids,
      format: 'claude-code',
      lines: linesOf(broken),
      skipBadLines: true,
    });
    expect(result).toMatchObject({
      entries: 6,
      skipped: [{ line: 16, reason: expect.stringMatching(/^not valid JSON/) }],
    });
  });

  it('refuses a bad line as InvalidEntry with its line, and creates no session', async () => {
    const lines = fileLines('codex/codex-rollout-from-protocol-tools.jsonl');
    const ids = { tenantId: TENANT, sessionId: 'never-written' };
    const broken = lines.map((l, i) => (i === 8 ? l.replace('"call_id"', '"callId"') : l));
    const failure = importTranscript(store.db, { ...ids, format: 'codex', lines: linesOf(broken) });
    await expect(failure).rejects.toThrow(InvalidEntry);
    await expect(failure).rejects.toMatchObject({
      line: 9,
      message: 'line 9: payload.call_id: must be a string, not a undefined',
    });
    expect(await sessionRow(store.db, ids)).toBeUndefined();
  });
});

describe('a compaction entry appended through the API', () => {
  const user = { type: 'message', id: 'u1', parentId: null, timestamp: '2026-01-01T00:00:00.000Z' };
  const compaction = (id: string, firstKeptEntryId: string) => ({
    type: 'compaction',
    id,
    parentId: 'u1',
    timestamp: '2026-01-01T00:00:01.000Z',
    summary: 'Summary of an agent that kept nothing.',
    firstKeptEntryId,
    tokensBefore: 1000,
  });

  it('may name itself as its first kept entry (it keeps nothing), but not an entry that does not exist', async () => {
    const ids = { tenantId: TENANT, sessionId: 'keeps-nothing' };
    await importTranscript(store.db, {
      ...ids,
      format: 'codex',
      lines: linesOf(fileLines('codex/codex-rollout-from-protocol-tools.jsonl').slice(0, 5)),
    });
    const message = { role: 'user', content: 'hi', timestamp: 1 };
    await appendEntries(store.db, { ...ids, entries: [{ ...user, parentId: '00000005', message }] });
    await appendEntries(store.db, { ...ids, entries: [compaction('c1', 'c1')] });
    const context = await readSessionContext(store.db, ids);
    expect(context.messages).toEqual([expect.objectContaining({ role: 'compactionSummary', tokensBefore: 1000 })]);
    await expect(appendEntries(store.db, { ...ids, entries: [compaction('c2', 'nowhere')] })).rejects.toThrow(
      'entry 0: firstKeptEntryId: no earlier entry nowhere in this session',
    );
  });
});
