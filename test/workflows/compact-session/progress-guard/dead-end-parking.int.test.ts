/**
 * Dead-end parking (compaction spec §3.4, §3.5, §3.9 step 11; §12 case 59 "dead-end warning at most once per
 * oversized turn") on the real dev server: a window that is one oversized turn whose tool outputs are all protected
 * (`skill`), so the rescue can elide nothing and every threshold run on it ends in a dead end.
 */
import type { SessionEntry } from '../../../../core';
import { appendEntries, readEntries } from '../../../../store/session-store';
import { readSessionAudit } from '../../../../service/audit';
import { auditOf, eventsOf } from '../../../helpers/store-queries';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { seedSession } from '../../../helpers/session-builder';
import type { CompactSessionInput } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-parking';
/** Over the threshold of claude-opus-4-5's window on their own (~225k tokens). */
const BIG = [300_000, 300_000, 300_000];
const DEAD_END = /^Compaction freed too little context to make progress/;

const idsOf = (sessionId: string) => ({ tenantId: T, sessionId });
const events = (sessionId: string, type: string) => eventsOf(world.store.db, idsOf(sessionId), type);

async function run(input: Omit<CompactSessionInput, 'tenantId'>) {
  const { worker, taskQueue } = await compactionWorker(world);
  return worker.runUntil(startCompaction(world, taskQueue, { tenantId: T, ...input }).then((h) => h.result()));
}

let clock = 0;
/** Entries chained under `parentId`, ids `<prefix>NNN`. */
function chain(prefix: string, parentId: string | null, messages: Record<string, unknown>[]): SessionEntry[] {
  let parent = parentId;
  return messages.map((message, i) => {
    const id = `${prefix}${String(i).padStart(3, '0')}`;
    clock += 1;
    const entry = {
      type: 'message',
      id,
      parentId: parent,
      timestamp: new Date(Date.UTC(2026, 1, 1, 0, 0, clock)).toISOString(),
      message: { timestamp: 500_000 + clock, ...message },
    } as SessionEntry;
    parent = id;
    return entry;
  });
}

const assistant = {
  provider: 'anthropic',
  model: 'claude-opus-4-5',
  api: 'anthropic-messages',
  usage: { input: 1000, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 1000 },
};

/** One user turn of `skill` calls with `sizes`-character results (protected: nothing to elide), ending in a result. */
function oversizedTurn(prefix: string, parentId: string | null, sizes: number[]): SessionEntry[] {
  const messages: Record<string, unknown>[] = [{ role: 'user', content: `Review every module (${prefix})` }];
  sizes.forEach((size, i) => {
    const id = `${prefix}-call-${i}`;
    messages.push({
      role: 'assistant',
      content: [{ type: 'toolCall', id, name: 'skill', arguments: { name: `review-${i}` } }],
      stopReason: 'toolUse',
      ...assistant,
    });
    const content = [{ type: 'text', text: `review ${i}\n${'x'.repeat(size)}` }];
    messages.push({ role: 'toolResult', toolCallId: id, toolName: 'skill', content, isError: false });
  });
  return chain(prefix, parentId, messages);
}

/** A short earlier exchange and a compaction over it, so the branch has a latest compaction entry to stamp. */
function compactedStart(): SessionEntry[] {
  const before = chain('s', null, [
    { role: 'user', content: 'Set the project up' },
    { role: 'assistant', content: [{ type: 'text', text: 'Done.' }], stopReason: 'stop', ...assistant },
  ]);
  const compaction = {
    type: 'compaction',
    id: 'c000',
    parentId: before.at(-1)!.id,
    timestamp: new Date(Date.UTC(2026, 1, 1)).toISOString(),
    summary: 'The project was set up.',
    firstKeptEntryId: before[0]!.id,
    tokensBefore: 5000,
  } as SessionEntry;
  return [...before, compaction];
}

describe('dead-end parking: the dead-end warning at most once per oversized turn (spec §12 case 59)', () => {
  it('stamps the dead-end warning on the latest compaction entry, visible through the entry and audit reads', async () => {
    const start = compactedStart();
    await seedSession(world.store.db, idsOf('stamp'), [...start, ...oversizedTurn('h', 'c000', BIG)]);
    const result = await run({ sessionId: 'stamp', trigger: 'threshold' });
    expect(result).toMatchObject({ outcome: 'skipped', reason: 'dead-end', automaticContinuationBlocked: true });
    expect(result.warning).toMatch(DEAD_END);
    const [stamp, ...more] = await events('stamp', 'compaction_warning');
    expect(more).toHaveLength(0);
    expect(stamp!.data).toEqual({
      type: 'compaction_warning',
      compactionEntryId: 'c000',
      warning: result.warning,
      turnStartId: 'h000',
    });
    // The entry itself is never edited: its stored row has no warning, every reader folds the stamp in.
    const [row] = await events('stamp', 'compaction');
    expect((row!.data as { warning?: string }).warning).toBeUndefined();
    const [entry] = await readEntries(world.store.db, { ...idsOf('stamp'), ids: ['c000'] });
    expect(entry).toMatchObject({ type: 'compaction', warning: result.warning });
    const audit = await readSessionAudit(world.store.db, idsOf('stamp'));
    expect(audit.compactions).toEqual([expect.objectContaining({ entryId: 'c000', warning: result.warning })]);
  });

  it('without a compaction entry the warning stays in the result and the audit row, and the event only parks the turn', async () => {
    await seedSession(world.store.db, idsOf('no-entry'), oversizedTurn('h', null, BIG));
    const result = await run({ sessionId: 'no-entry', trigger: 'threshold' });
    expect(result).toMatchObject({ outcome: 'skipped', reason: 'dead-end', warning: expect.stringMatching(DEAD_END) });
    const marks = await events('no-entry', 'compaction_warning');
    expect(marks.map((e) => e.data)).toEqual([
      { type: 'compaction_warning', warning: result.warning, turnStartId: 'h000' },
    ]);
    const [audit] = await auditOf(world.store.db, idsOf('no-entry'));
    expect(audit).toMatchObject({ status: 'skipped', error: 'dead-end' });
  });

  it('skips a second threshold trigger on the same oversized turn silently: one warning event, no rescue, no warning', async () => {
    const start = compactedStart();
    const turn = oversizedTurn('h', 'c000', BIG);
    await seedSession(world.store.db, idsOf('twice'), [...start, ...turn]);
    const first = await run({ sessionId: 'twice', trigger: 'threshold' });
    expect(first).toMatchObject({ reason: 'dead-end', warning: expect.stringMatching(DEAD_END) });
    // The turn goes on: one more protected tool call and result on the same turn.
    const [, call, output] = oversizedTurn('m', null, [300_000]);
    const more = [{ ...call!, parentId: turn.at(-1)!.id }, output!];
    await appendEntries(world.store.db, { ...idsOf('twice'), entries: more });
    const requests = world.fake.requests.length;
    const second = await run({ sessionId: 'twice', trigger: 'threshold' });
    expect(world.fake.requests.length).toBe(requests);
    expect(second).toMatchObject({ outcome: 'skipped', reason: 'dead-end', automaticContinuationBlocked: true });
    expect(second.warning).toBeUndefined();
    expect(second.progressGuard).toBeUndefined();
    expect(await events('twice', 'compaction_warning')).toHaveLength(1);
    expect(await events('twice', 'content_pruned')).toHaveLength(0);
    expect(await events('twice', 'compaction')).toHaveLength(1);
    const audits = await auditOf(world.store.db, idsOf('twice'));
    expect(audits.map((a) => a.error).sort()).toEqual(['dead-end', 'dead-end']);
  });

  it('re-arms on a new turn: the guard rescues again and warns once for that turn', async () => {
    const turn = oversizedTurn('h', null, BIG);
    await seedSession(world.store.db, idsOf('new-turn'), turn);
    await run({ sessionId: 'new-turn', trigger: 'threshold' });
    const next = oversizedTurn('n', turn.at(-1)!.id, BIG);
    await appendEntries(world.store.db, { ...idsOf('new-turn'), entries: next });
    const result = await run({ sessionId: 'new-turn', trigger: 'threshold' });
    expect(result).toMatchObject({ reason: 'dead-end', progressGuard: 'dead-end' });
    expect(result.warning).toMatch(DEAD_END);
    const marks = await events('new-turn', 'compaction_warning');
    expect(marks.map((e) => (e.data as { turnStartId: string }).turnStartId)).toEqual(['h000', 'n000']);
  });

  it('never parks an idle run (idle never rescues, so it neither warns nor reads the mark)', async () => {
    await seedSession(world.store.db, idsOf('idle'), oversizedTurn('h', null, BIG));
    await run({ sessionId: 'idle', trigger: 'threshold' });
    const idle = await run({ sessionId: 'idle', trigger: 'idle', settings: { idleThresholdTokens: 10_000 } });
    expect(idle).toMatchObject({ outcome: 'skipped', reason: 'nothing-to-summarize' });
    expect(await events('idle', 'compaction_warning')).toHaveLength(1);
  });
});
