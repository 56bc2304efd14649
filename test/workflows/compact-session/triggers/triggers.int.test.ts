import { eventsOf, leafOf } from '../../../helpers/store-queries';
import type { CompactionHooks } from '../../../../activities/hooks/compaction-hooks';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../../helpers/session-builder';
import type { CompactSessionInput } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-t';

const events = (sessionId: string, type: string) => eventsOf(world.store.db, { tenantId: T, sessionId }, type);
const leaf = (sessionId: string) => leafOf(world.store.db, { tenantId: T, sessionId });

async function run(input: Omit<CompactSessionInput, 'tenantId'>, hooks: CompactionHooks[] = []) {
  const { worker, taskQueue } = await compactionWorker(world, { hooks });
  return worker.runUntil(startCompaction(world, taskQueue, { tenantId: T, ...input }).then((h) => h.result()));
}

describe('compactSession triggers', () => {
  it('recovers from an incomplete (length) answer and allows the retry', async () => {
    const entries = codingSession({ turns: 30 });
    const cut = failedTurn(entries.at(-1)!.id, 'length');
    await seedSession(world.store.db, { tenantId: T, sessionId: 'incomplete-1' }, [...entries, cut]);
    const result = await run({ sessionId: 'incomplete-1', trigger: 'incomplete' });
    expect(result).toMatchObject({ outcome: 'compacted', willRetry: true });
    const [compaction] = await events('incomplete-1', 'compaction');
    expect(compaction!.parentId).toBe(entries.at(-1)!.id);
  });

  it('compacts on threshold when provider usage crossed it', async () => {
    const entries = codingSession({ turns: 30, lastUsageTokens: 190_000 });
    await seedSession(world.store.db, { tenantId: T, sessionId: 'threshold-high' }, entries);
    const result = await run({ sessionId: 'threshold-high', trigger: 'threshold' });
    expect(result).toMatchObject({ outcome: 'compacted', tokensBefore: 190_000, willRetry: false });
  });

  it('skips idle compaction below its floor and runs it above', async () => {
    await seedSession(world.store.db, { tenantId: T, sessionId: 'idle-1' }, codingSession({ turns: 30 }));
    expect(await run({ sessionId: 'idle-1', trigger: 'idle' })).toMatchObject({
      outcome: 'skipped',
      reason: 'below-threshold',
    });
    const result = await run({ sessionId: 'idle-1', trigger: 'idle', settings: { idleThresholdTokens: 10_000 } });
    expect(result.outcome).toBe('compacted');
  });

  it('promotes to a larger-window model instead of compacting when promotion is enabled', async () => {
    const entries = codingSession({ turns: 30, lastUsageTokens: 190_000, model: 'anthropic/claude-sonnet-4-5' });
    await seedSession(world.store.db, { tenantId: T, sessionId: 'promote-1' }, entries);
    const result = await run({ sessionId: 'promote-1', trigger: 'threshold', settings: { contextPromotion: true } });
    expect(result).toMatchObject({ outcome: 'promoted', model: 'anthropic/claude-sonnet-4-5-1m' });
    const [change] = await events('promote-1', 'model_change');
    expect(change!.data).toMatchObject({ model: 'anthropic/claude-sonnet-4-5-1m' });
    expect(await events('promote-1', 'compaction')).toHaveLength(0);
  });

  it('lets a before-compact hook cancel, and restores an overflow turn it cancelled', async () => {
    const entries = codingSession({ turns: 30 });
    const failed = failedTurn(entries.at(-1)!.id, 'error');
    await seedSession(world.store.db, { tenantId: T, sessionId: 'hook-cancel' }, [...entries, failed]);
    const veto: CompactionHooks = { name: 'veto', beforeCompact: async () => ({ cancel: true }) };
    const result = await run({ sessionId: 'hook-cancel', trigger: 'overflow' }, [veto]);
    expect(result).toMatchObject({ outcome: 'cancelled', reason: 'hook', willRetry: false });
    expect(await leaf('hook-cancel')).toBe(failed.id);
  });

  it('commits a hook-supplied compaction verbatim as fromExtension', async () => {
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, { tenantId: T, sessionId: 'hook-use' }, entries);
    const requests = world.fake.requests.length;
    const supply: CompactionHooks = {
      name: 'supply',
      beforeCompact: async (event) => ({
        compaction: { summary: 'host summary', firstKeptEntryId: event.firstKeptEntryId, tokensBefore: 999 },
      }),
    };
    const result = await run({ sessionId: 'hook-use', trigger: 'manual' }, [supply]);
    expect(result.outcome).toBe('compacted');
    const [compaction] = await events('hook-use', 'compaction');
    expect(compaction!.data).toMatchObject({ summary: 'host summary', tokensBefore: 999, fromExtension: true });
    expect(world.fake.requests.length).toBe(requests);
  });

  it('passes compacting-hook context to the summarizer prompt', async () => {
    await seedSession(world.store.db, { tenantId: T, sessionId: 'hook-context' }, codingSession({ turns: 30 }));
    const from = world.fake.requests.length;
    const context: CompactionHooks = {
      name: 'ctx',
      compacting: async () => ({ context: ['the deploy key is rotated'] }),
    };
    await run({ sessionId: 'hook-context', trigger: 'manual', instructions: 'focus on bug 3' }, [context]);
    const prompts = JSON.stringify(world.fake.requests.slice(from).map((r) => r.body));
    expect(prompts).toContain('the deploy key is rotated');
    expect(prompts).toContain('Additional focus: focus on bug 3');
  });

  it('records pruning of old tool outputs as content_pruned events before compacting', async () => {
    await seedSession(
      world.store.db,
      { tenantId: T, sessionId: 'prune-1' },
      codingSession({ turns: 40, toolOutputChars: 12_000 }),
    );
    const result = await run({ sessionId: 'prune-1', trigger: 'manual' });
    expect(result.outcome).toBe('compacted');
    const pruned = await events('prune-1', 'content_pruned');
    expect(pruned.length).toBeGreaterThan(0);
    expect(pruned[0]!.data).toMatchObject({
      type: 'content_pruned',
      reason: 'age',
      placeholder: expect.stringMatching(/^\[Output truncated - \d+ tokens\]$/),
    });
  });
});
