/**
 * Tree hooks on plain navigation and after every navigation (compaction spec §11 `session_before_tree` /
 * `session_tree`; patch navigation-plain-hooks) on the real dev server: where the workers have hooks, a plain
 * navigation (no summary asked for) runs the before-tree hooks, whose cancel is honoured and whose supplied summary
 * is ignored; the after-tree hooks see every navigation that moved the leaf, with or without a summary.
 */
import type { BranchSummaryEntry, SessionEntry } from '../../core';
import type { CompactionHooks, TreeEvent, TreePreparation } from '../../activities/hooks/compaction-hooks';
import { navigate } from '../../service/navigate';
import { useApiWorld } from '../helpers/api-server';
import { compactionWorker } from '../helpers/compaction-env';
import { codingSession, seedSession } from '../helpers/session-builder';
import { eventsOf, leafOf } from '../helpers/store-queries';

const api = useApiWorld(['a']);
const T = 'a';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });

/** Six coding turns (e00000…e00023), then a side branch under e00007 whose end (s2) is the leaf. */
async function seedTree(sessionId: string) {
  const side = [
    {
      type: 'message',
      id: 's1',
      parentId: 'e00007',
      timestamp: '2026-01-03T00:00:00.000Z',
      message: { role: 'user', content: 'Try another way', timestamp: 1 },
    },
    {
      type: 'message',
      id: 's2',
      parentId: 's1',
      timestamp: '2026-01-03T00:00:01.000Z',
      message: { role: 'user', content: 'And again', timestamp: 2 },
    },
  ] as SessionEntry[];
  await seedSession(api.world.store.db, ids(sessionId), [...codingSession({ turns: 6 }), ...side]);
}

const summaries = async (sessionId: string) =>
  (await eventsOf(api.world.store.db, ids(sessionId), 'branch_summary')).map((r) => r.data as BranchSummaryEntry);

/** A worker with these hooks on its own task queue; the service deps say the workers have hooks. */
async function withHooks<T>(hooks: CompactionHooks[], run: (deps: typeof api.deps) => Promise<T>): Promise<T> {
  const { worker, taskQueue } = await compactionWorker(api.world, { hooks });
  return worker.runUntil(run({ ...api.deps, taskQueue, treeHooks: true }));
}

describe('tree hooks on plain navigation', () => {
  it('run before-tree on a plain navigation (userWantsSummary false) and honour its cancel', async () => {
    await seedTree('plain-cancel');
    const seen: TreePreparation[] = [];
    const veto: CompactionHooks = {
      name: 'veto',
      beforeTree: async (event) => {
        seen.push(event);
        return { cancel: true };
      },
    };
    const result = await withHooks([veto], (deps) => navigate(deps, ids('plain-cancel'), { entryId: 'e00023' }));
    expect(result).toEqual({ moved: false, from: 's2', to: 's2', cancelled: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ targetId: 'e00023', oldLeafId: 's2', userWantsSummary: false });
    expect(seen[0]!.entriesToSummarize).toEqual(['s1', 's2']);
    expect(await leafOf(api.world.store.db, ids('plain-cancel'))).toBe('s2');
  });

  it('ignore a summary a before-tree hook supplies when the user did not ask to summarize', async () => {
    await seedTree('plain-supply');
    const supply: CompactionHooks = {
      name: 'supply',
      beforeTree: async () => ({ summary: { summary: 'UNASKED' } }),
    };
    const result = await withHooks([supply], (deps) => navigate(deps, ids('plain-supply'), { entryId: 'e00023' }));
    expect(result).toMatchObject({ moved: true, from: 's2', to: 'e00023' });
    expect(result.summaryEntryId).toBeUndefined();
    expect(await summaries('plain-supply')).toHaveLength(0);
    expect(await leafOf(api.world.store.db, ids('plain-supply'))).toBe('e00023');
  });

  it('fire after-tree on a plain navigation with both leaves and no summary entry', async () => {
    await seedTree('plain-after');
    const seen: TreeEvent[] = [];
    const watch: CompactionHooks = { name: 'watch', afterTree: async (event) => void seen.push(event) };
    await withHooks([watch], (deps) => navigate(deps, ids('plain-after'), { entryId: 'e00023' }));
    expect(seen).toEqual([{ tenantId: T, sessionId: 'plain-after', newLeafId: 'e00023', oldLeafId: 's2' }]);
  });

  it('fire after-tree on a summarizing navigation with the summary entry and fromExtension', async () => {
    await seedTree('summary-after');
    const seen: TreeEvent[] = [];
    const hooks: CompactionHooks[] = [
      { name: 'supply', beforeTree: async () => ({ summary: { summary: 'FROM HOOK' } }) },
      { name: 'watch', afterTree: async (event) => void seen.push(event) },
    ];
    const result = await withHooks(hooks, (deps) =>
      navigate(deps, ids('summary-after'), { entryId: 'e00023', summarize: true }),
    );
    expect(result.summaryEntryId).toEqual(expect.any(String));
    expect(seen).toEqual([
      {
        tenantId: T,
        sessionId: 'summary-after',
        newLeafId: result.summaryEntryId,
        oldLeafId: 's2',
        summaryEntryId: result.summaryEntryId,
        fromExtension: true,
      },
    ]);
  });

  it('keep a plain navigation a direct leaf move where the workers have no hooks (no workflow, no hooks)', async () => {
    await seedTree('plain-direct');
    const result = await navigate({ ...api.deps, treeHooks: false }, ids('plain-direct'), { entryId: 'e00023' });
    expect(result).toMatchObject({ moved: true, from: 's2', to: 'e00023' });
  });
});
