import { auditOf, leafOf } from '../../helpers/store-queries';
import { loadActiveBranch, readSessionContext } from '../../../store/session-store';
import { compactionProgressQuery } from '../../../workflows/compaction-types';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../helpers/session-builder';

const world = useCompactionWorld();
const T = 'tenant-c';

const audit = (sessionId: string) => auditOf(world.store.db, { tenantId: T, sessionId });
const leaf = (sessionId: string) => leafOf(world.store.db, { tenantId: T, sessionId });

describe('compactSession on the real dev server', () => {
  it('compacts manually with an Anthropic summary by the session’s own model and rebuilds the context from it', async () => {
    const sessionId = 'manual-1';
    await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    world.fake.respondWith((request) => ({ text: request.path.endsWith('/messages') ? 'SUMMARY-OF-OLD-TURNS' : 'x' }));
    const { worker, taskQueue } = await compactionWorker(world);
    const result = await worker.runUntil(async () => {
      const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
      return handle.result();
    });

    expect(result).toMatchObject({
      outcome: 'compacted',
      method: 'context-full',
      model: 'anthropic/claude-opus-4-5',
      willRetry: false,
    });
    expect(result.workflowId).toBe(`compact:${T}:${sessionId}`);
    expect(result.tokensAfter).toBeLessThan(result.tokensBefore);
    const context = await readSessionContext(world.store.db, { tenantId: T, sessionId });
    expect(context.messages[0]).toMatchObject({ role: 'compactionSummary' });
    expect((context.messages[0] as { summary: string }).summary).toContain('SUMMARY-OF-OLD-TURNS');
    expect(await leaf(sessionId)).toBe(result.compactionEntryId);
    expect(await audit(sessionId)).toMatchObject([{ status: 'committed', trigger: 'manual', method: 'context-full' }]);
  });

  it('skips a threshold trigger below the threshold without calling the summarizer', async () => {
    const sessionId = 'threshold-low';
    await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 3 }));
    const before = world.fake.requests.length;
    const { worker, taskQueue } = await compactionWorker(world);
    const result = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'threshold' }).then((h) => h.result()),
    );
    expect(result).toMatchObject({ outcome: 'skipped', reason: 'below-threshold', willRetry: false });
    expect(world.fake.requests.length).toBe(before);
    expect(await audit(sessionId)).toMatchObject([{ status: 'skipped', error: 'below-threshold' }]);
  });

  it('recovers from an overflow: drops the failed turn, commits, then says the turn may be retried', async () => {
    const sessionId = 'overflow-1';
    const entries = codingSession({ turns: 30 });
    const failed = failedTurn(entries.at(-1)!.id, 'error');
    await seedSession(world.store.db, { tenantId: T, sessionId }, [...entries, failed]);
    const { worker, taskQueue } = await compactionWorker(world);
    const result = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'overflow' }).then((h) => h.result()),
    );
    expect(result).toMatchObject({ outcome: 'compacted', willRetry: true });
    // The compaction sits under the failed turn's parent, so the failed turn is off the active path.
    const branch = await loadActiveBranch(world.store.db, { tenantId: T, sessionId, full: true });
    expect(branch.leafId).toBe(result.compactionEntryId);
    expect(branch.entries.map((e) => e.id)).not.toContain(failed.id);
    expect(branch.entries.at(-1)).toMatchObject({ type: 'compaction', parentId: entries.at(-1)!.id });
  });

  it('attaches a second trigger to the running compaction', async () => {
    const sessionId = 'coalesce-1';
    await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    const { worker, taskQueue } = await compactionWorker(world);
    const [first, second] = await worker.runUntil(async () => {
      const a = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
      const b = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'threshold' });
      expect(b.firstExecutionRunId).toBe(a.firstExecutionRunId);
      const results = [await a.result(), await b.result()];
      expect(await a.query(compactionProgressQuery)).toEqual({
        phase: 'done',
        method: 'context-full',
        tokensBefore: results[0]!.tokensBefore,
        summaryCalls: 3, // history, split-turn prefix, short summary
      });
      return results;
    });
    expect(second).toEqual(first);
    expect(await audit(sessionId)).toHaveLength(1);
  });
});
