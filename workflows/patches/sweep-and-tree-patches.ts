/** The patches of the idle sweep, the opening reads and tree navigation (summarizeBranch). Entries of the registry (./index.ts); an id never changes. */
import type { Patch } from './patch';

export const SWEEP_AND_TREE_PATCHES = {
  idleRecheck: {
    id: 'idle-sweep-recheck',
    came: 'idle-sweep-compaction-v1.json, 2026-11-30',
    changes: 'an idle run first re-checks that its session was not appended to since the sweep chose it',
    state: 'active',
  },
  fairIdleSweep: {
    id: 'idle-sweep-enqueue',
    came: 'idle2-fair-sweep-enqueue.json, 2026-11-30',
    changes: 'idle sweep pages are shared fairly among tenants and compactions are enqueued, not awaited',
    state: 'active',
  },
  openingReadsLocal: {
    id: 'perf4-local-store-reads',
    came: 'perf4-local-store-reads-summary.json, 2026-12-01',
    changes: 'the opening store reads run as local activities; hook activities only on a worker with hooks',
    state: 'active',
  },
  openingReadOnce: {
    id: 'opening-read-once',
    came: 'opening-read-once-summary.json, 2026-12-07',
    changes:
      'the running audit row, the idle re-check, the first index page and the hooks question are one local activity',
    state: 'active',
  },
  branchSummaryUnchangedLeaf: {
    id: 'branch-summary-same-leaf',
    came: 'seed4-summarize-branch-same-leaf.json, 2026-12-01',
    changes: 'a navigation whose new leaf is the old leaf reports `unchanged` without a leaf move',
    state: 'active',
  },
  branchSummaryBoundedIndex: {
    id: 'branch-summary-bounded-index',
    came: 'seed4-summarize-branch-bounded.json, 2026-12-01',
    changes: 'the branch index carries only the rows packing can reach',
    state: 'active',
  },
  navigationTreeHooks: {
    id: 'navigation-plain-hooks',
    came: 'chain7-navigation-plain-hooks.json, 2026-12-01',
    changes: 'every navigation ends with the after-tree hooks; a plain one runs through summarizeBranch',
    state: 'active',
  },
} as const satisfies Record<string, Patch>;
