import type { CompactionHooks } from '../../activities/hooks/compaction-hooks';
import { createHookRunner, type HookFailure } from '../../activities/hooks/run-hooks';

const switching = { tenantId: 't', sessionId: 's', reason: 'handoff' as const, newSessionId: 'n' };
const tree = { tenantId: 't', sessionId: 's', newLeafId: 'e2', oldLeafId: 'e9' };

describe('hook runner: session_before_switch and session_tree (spec §8, §11)', () => {
  it('returns at the first before-switch cancel without running later handlers', async () => {
    let laterRan = false;
    const runner = createHookRunner([
      { name: 'watch', beforeSwitch: async () => undefined },
      { name: 'veto', beforeSwitch: async () => ({ cancel: true }) },
      { name: 'later', beforeSwitch: async () => void (laterRan = true) },
    ]);
    expect(await runner.beforeSwitch(switching)).toEqual({ cancel: true });
    expect(laterRan).toBe(false);
  });

  it('proceeds when no before-switch handler cancels, and reports one that throws', async () => {
    const failures: HookFailure[] = [];
    const broken: CompactionHooks = {
      name: 'broken',
      beforeSwitch: async () => {
        throw new Error('boom');
      },
    };
    const runner = createHookRunner([broken], { onFailure: (f) => failures.push(f) });
    expect(await runner.beforeSwitch(switching)).toBeUndefined();
    expect(failures).toEqual([{ hook: 'broken', handler: 'beforeSwitch', error: 'boom' }]);
  });

  it('runs every after-tree handler in order, a throwing one not stopping the next', async () => {
    const seen: string[] = [];
    const runner = createHookRunner([
      {
        name: 'a',
        afterTree: async () => {
          seen.push('a');
          throw new Error('a failed');
        },
      },
      { name: 'b', afterTree: async (event) => void seen.push(`b:${event.oldLeafId}->${event.newLeafId}`) },
    ]);
    await runner.afterTree(tree);
    expect(seen).toEqual(['a', 'b:e9->e2']);
  });
});
