/**
 * The store's revert of a compaction (docs/host-control.md): the pruning events it reverts are exactly those of the
 * compaction's own run (its keyed prune and rescue batches, never another run's), and each refusal is an outcome
 * that writes nothing: a run still going, a run that committed no entry, a handoff.
 */
import { revertCompaction } from '../../store/compaction-writes/revert-compaction';
import { recordCompaction, type CompactionAudit } from '../../store/compaction-writes/record-compaction';
import { appendEntries, appendStoreEvents, loadActiveBranch } from '../../store/session-store';
import { withTenant } from '../../store/with-tenant';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf } from '../helpers/store-queries';

const T = 'tenant-revert';
const RUN = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

const audit = (sessionId: string, runId: string, fields: Partial<CompactionAudit>) =>
  withTenant(store.db, T, (tx) =>
    recordCompaction(tx, {
      tenantId: T,
      sessionId,
      workflowId: `compact:${T}:${sessionId}`,
      runId,
      trigger: 'manual',
      status: 'committed',
      ...fields,
    }),
  );

/** A session of four coding turns compacted once (entry `c1`, keeping the last turn). */
async function compacted(sessionId: string) {
  const ids = { tenantId: T, sessionId };
  const entries = codingSession({ turns: 4 });
  await seedSession(store.db, ids, entries);
  const compaction = {
    type: 'compaction',
    id: 'c1',
    parentId: entries.at(-1)!.id,
    timestamp: entries.at(-1)!.timestamp,
    summary: 'The first three bugs were fixed.',
    firstKeptEntryId: entries[12]!.id,
    tokensBefore: 4000,
  };
  await appendEntries(store.db, { ...ids, entries: [compaction] });
  const toolResults = entries.filter((e) => e.type === 'message' && e.message.role === 'toolResult').map((e) => e.id);
  return { ids, toolResults };
}

const pruning = (targetId: string) => ({
  type: 'content_pruned',
  targetId,
  placeholder: '[pruned]',
  reason: 'age',
  tokens: 100,
  prunedAt: 0,
});

describe('revertCompaction (store)', () => {
  it("reverts the compaction's own prune and rescue batches and no other run's", async () => {
    const { ids, toolResults } = await compacted('own-pruning');
    const [r0, r1, r2, r3] = toolResults as [string, string, string, string];
    const workflow = `compact:${T}:own-pruning`;
    const own = [
      { events: [pruning(r0), pruning(r1)], idempotencyKey: `prune:${workflow}:${RUN}` },
      { events: [pruning(r2)], idempotencyKey: `rescue:${workflow}:${RUN}:no-cut:0` },
    ];
    const other = { events: [pruning(r3)], idempotencyKey: `prune:${workflow}:${OTHER}` };
    for (const batch of [...own, other]) await appendStoreEvents(store.db, { ...ids, ...batch });
    await audit('own-pruning', RUN, { compactionEntryId: 'c1' });
    const seqs = (await eventsOf(store.db, ids, 'content_pruned')).map((e) => e.seq);

    const outcome = await revertCompaction(store.db, { ...ids, runId: RUN });
    expect(outcome).toMatchObject({ outcome: 'reverted', compactionEntryId: 'c1', restoredSeqs: seqs.slice(0, 3) });
    const branch = await loadActiveBranch(store.db, { ...ids, full: true });
    const blanked = branch.entries.filter((e) => JSON.stringify(e).includes('[pruned]')).map((e) => e.id);
    expect(blanked).toEqual([r3]);
    expect(branch.entries.find((e) => e.id === 'c1')).toMatchObject({ reverted: true });
  });

  it('refuses while a run of the session is going, for a run without an entry and for a handoff, writing nothing', async () => {
    const { ids } = await compacted('refusals');
    await audit('refusals', RUN, { compactionEntryId: 'c1' });
    await audit('refusals', OTHER, { status: 'running' });
    expect(await revertCompaction(store.db, { ...ids, runId: RUN })).toEqual({
      outcome: 'refused',
      detail: `compaction ${OTHER} of the session is running; revert once it has finished`,
    });
    await audit('refusals', OTHER, { status: 'skipped' });
    expect(await revertCompaction(store.db, { ...ids, runId: OTHER })).toEqual({
      outcome: 'refused',
      detail: `compaction ${OTHER} committed no compaction entry`,
    });
    const handoff = '33333333-3333-4333-8333-333333333333';
    await audit('refusals', handoff, { compactionEntryId: 'c1', handedOffTo: 'refusals-next' });
    expect(await revertCompaction(store.db, { ...ids, runId: handoff })).toEqual({
      outcome: 'refused',
      detail: `compaction ${handoff} handed the session off to refusals-next; a handoff is not undone`,
    });
    expect(await eventsOf(store.db, ids, 'compaction_reverted')).toEqual([]);
    expect(await revertCompaction(store.db, { ...ids, runId: '44444444-4444-4444-8444-444444444444' })).toEqual({
      outcome: 'not-found',
    });
  });
});
