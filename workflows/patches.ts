/**
 * The patch registry: every `patched()` id of the workflow programs, the only place a patch id is written (a test
 * fails on a patch-id string anywhere else under workflows/). Ids are persisted in histories as markers and are never
 * renamed; the keys say the behaviour. `came` names the first archived history that carries the marker. The state
 * drives the call (docs/workflow-versioning.md): `active` asks `patched()` (old and new path both in the code),
 * `deprecated` calls `deprecatePatch()` (only the new path is left; histories without the marker replay with the
 * archived program that still had the old one), `retired` makes no call at all.
 */
import { deprecatePatch, patched } from '@temporalio/workflow';

export type PatchState = 'active' | 'deprecated' | 'retired';

export interface Patch {
  /** The marker id in histories: never changed. */
  readonly id: string;
  /** When it came: the first archived history recorded with it (and its date). */
  readonly came: string;
  /** What runs from the patch on. */
  readonly changes: string;
  readonly state: PatchState;
  /**
   * Deprecated or retired: the old path is gone from the code. A history of `workflow` recorded without the marker
   * that no longer replays replays with the archived `program` (bundle hash) of `release`, which still had it.
   */
  readonly oldPath?: { readonly workflow: string; readonly program: string; readonly release: string };
}

type OldPath = Patch['oldPath'];

const patch = (id: string, came: string, changes: string, state: PatchState = 'active', oldPath?: OldPath): Patch =>
  ({ id, came, changes, state, ...(oldPath ? { oldPath } : {}) }) as const;

/** The last release that had the first compactSession program. */
const FIRST_PROGRAM_RELEASE = { workflow: 'compactSession', program: '2dcc060119bb6dea', release: '1f9a18b' };

export const PATCHES = {
  secondProgram: patch(
    'compact-session-v2',
    'compaction-v2-summary.json, 2026-11-30',
    'the second compactSession program: typed failures, cleanup, catalog and defaults from activities',
    'deprecated',
    FIRST_PROGRAM_RELEASE,
  ),
  fileListsByReference: patch(
    'file-ops-by-reference',
    'compaction-v2-file-ops-summary.json, 2026-11-30',
    'file-operation lists stay out of activity results; the commit derives them from the compacted ranges',
    'deprecated',
  ),
  disabledSkipsEveryTrigger: patch(
    'seed-disabled-every-trigger',
    'seed-disabled-manual.json, 2026-11-30',
    'compaction switched off skips every trigger, not only threshold',
  ),
  summarizerCandidates: patch(
    'seed-summarizer-candidates',
    'seed-summary-candidates.json, 2026-11-30',
    'the summary activity gets the active model and picks the summarizer among candidates',
  ),
  idleRecheck: patch(
    'idle-sweep-recheck',
    'idle-sweep-compaction-v1.json, 2026-11-30',
    'an idle run first re-checks that its session was not appended to since the sweep chose it',
  ),
  remoteEndpointMethod: patch(
    'seed-method-chain-remote',
    'seed-remote-endpoint.json, 2026-11-30',
    'the remote summarization endpoint is tried before the local methods',
  ),
  summaryHeartbeat: patch(
    'durable-summary-heartbeat',
    'durable-summary-heartbeat.json, 2026-11-30',
    'the summary activity heartbeats every 2 s against a 20 s heartbeat timeout',
  ),
  fairIdleSweep: patch(
    'idle-sweep-enqueue',
    'idle2-fair-sweep-enqueue.json, 2026-11-30',
    'idle sweep pages are shared fairly among tenants and compactions are enqueued, not awaited',
  ),
  renderHeartbeat: patch(
    'durable-render-heartbeat',
    'durable4-render-heartbeat.json, 2026-12-01',
    'the snapcompact render heartbeats every 2 s and after every frame against a 20 s heartbeat timeout',
  ),
  branchSummaryUnchangedLeaf: patch(
    'branch-summary-same-leaf',
    'seed4-summarize-branch-same-leaf.json, 2026-12-01',
    'a navigation whose new leaf is the old leaf reports `unchanged` without a leaf move',
  ),
  branchSummaryBoundedIndex: patch(
    'branch-summary-bounded-index',
    'seed4-summarize-branch-bounded.json, 2026-12-01',
    'the branch index carries only the rows packing can reach',
  ),
  openingReadsLocal: patch(
    'perf4-local-store-reads',
    'perf4-local-store-reads-summary.json, 2026-12-01',
    'the opening store reads run as local activities; hook activities only on a worker with hooks',
  ),
  handoffMethod: patch(
    'handoff-strategy',
    'handoff4-strategy.json, 2026-12-01',
    'strategy handoff creates a linked session instead of a compaction entry',
  ),
  openaiNativeMethod: patch(
    'openai-native-compaction',
    'native7-openai-native.json, 2026-12-01',
    "OpenAI's /responses/compact is tried after the remote endpoint and before the local methods",
  ),
  deadEndRescue: patch(
    'progress-guard-rescue',
    'chain7-rescue-no-cut.json, 2026-12-01',
    'the progress guard elides tool results to rescue a run that would make no progress',
  ),
  handoffBeforeSwitchHooks: patch(
    'handoff-before-switch',
    'chain7-handoff-before-switch.json, 2026-12-01',
    "the host's beforeSwitch hooks may cancel a handoff before anything is created",
  ),
  navigationTreeHooks: patch(
    'navigation-plain-hooks',
    'chain7-navigation-plain-hooks.json, 2026-12-01',
    'every navigation ends with the after-tree hooks; a plain one runs through summarizeBranch',
  ),
  deadEndParking: patch(
    'dead-end-parking',
    'park7-dead-end-stamp.json, 2026-12-01',
    'a dead end is stamped and parks its turn; later rescuing runs on that turn skip silently',
  ),
} as const satisfies Record<string, Patch>;

export type PatchName = keyof typeof PATCHES;

/**
 * Whether this run takes the patch's new path. Call it exactly where the old code asked `patched()`: the marker
 * is a command of the workflow task that asks it, so moving the call changes the history.
 */
export function patchApplies(name: PatchName): boolean {
  const { id, state }: Patch = PATCHES[name];
  if (state === 'active') return patched(id);
  if (state === 'deprecated') deprecatePatch(id);
  return true;
}
