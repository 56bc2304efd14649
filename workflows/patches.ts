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

/** The last release that had the first compactSession program. */
const FIRST_PROGRAM_RELEASE = { workflow: 'compactSession', program: '2dcc060119bb6dea', release: '1f9a18b' };

export const PATCHES = {
  secondProgram: {
    id: 'compact-session-v2',
    came: 'compaction-v2-summary.json, 2026-11-30',
    changes: 'the second compactSession program: typed failures, cleanup, catalog and defaults from activities',
    state: 'deprecated',
    oldPath: FIRST_PROGRAM_RELEASE,
  },
  fileListsByReference: {
    id: 'file-ops-by-reference',
    came: 'compaction-v2-file-ops-summary.json, 2026-11-30',
    changes: 'file-operation lists stay out of activity results; the commit derives them from the compacted ranges',
    state: 'deprecated',
  },
  disabledSkipsEveryTrigger: {
    id: 'seed-disabled-every-trigger',
    came: 'seed-disabled-manual.json, 2026-11-30',
    changes: 'compaction switched off skips every trigger, not only threshold',
    state: 'active',
  },
  summarizerCandidates: {
    id: 'seed-summarizer-candidates',
    came: 'seed-summary-candidates.json, 2026-11-30',
    changes: 'the summary activity gets the active model and picks the summarizer among candidates',
    state: 'active',
  },
  idleRecheck: {
    id: 'idle-sweep-recheck',
    came: 'idle-sweep-compaction-v1.json, 2026-11-30',
    changes: 'an idle run first re-checks that its session was not appended to since the sweep chose it',
    state: 'active',
  },
  remoteEndpointMethod: {
    id: 'seed-method-chain-remote',
    came: 'seed-remote-endpoint.json, 2026-11-30',
    changes: 'the remote summarization endpoint is tried before the local methods',
    state: 'active',
  },
  summaryHeartbeat: {
    id: 'durable-summary-heartbeat',
    came: 'durable-summary-heartbeat.json, 2026-11-30',
    changes: 'the summary activity heartbeats every 2 s against a 20 s heartbeat timeout',
    state: 'active',
  },
  fairIdleSweep: {
    id: 'idle-sweep-enqueue',
    came: 'idle2-fair-sweep-enqueue.json, 2026-11-30',
    changes: 'idle sweep pages are shared fairly among tenants and compactions are enqueued, not awaited',
    state: 'active',
  },
  renderHeartbeat: {
    id: 'durable-render-heartbeat',
    came: 'durable4-render-heartbeat.json, 2026-12-01',
    changes: 'the snapcompact render heartbeats every 2 s and after every frame against a 20 s heartbeat timeout',
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
  openingReadsLocal: {
    id: 'perf4-local-store-reads',
    came: 'perf4-local-store-reads-summary.json, 2026-12-01',
    changes: 'the opening store reads run as local activities; hook activities only on a worker with hooks',
    state: 'active',
  },
  handoffMethod: {
    id: 'handoff-strategy',
    came: 'handoff4-strategy.json, 2026-12-01',
    changes: 'strategy handoff creates a linked session instead of a compaction entry',
    state: 'active',
  },
  openaiNativeMethod: {
    id: 'openai-native-compaction',
    came: 'native7-openai-native.json, 2026-12-01',
    changes: "OpenAI's /responses/compact is tried after the remote endpoint and before the local methods",
    state: 'active',
  },
  deadEndRescue: {
    id: 'progress-guard-rescue',
    came: 'chain7-rescue-no-cut.json, 2026-12-01',
    changes: 'the progress guard elides tool results to rescue a run that would make no progress',
    state: 'active',
  },
  handoffBeforeSwitchHooks: {
    id: 'handoff-before-switch',
    came: 'chain7-handoff-before-switch.json, 2026-12-01',
    changes: "the host's beforeSwitch hooks may cancel a handoff before anything is created",
    state: 'active',
  },
  navigationTreeHooks: {
    id: 'navigation-plain-hooks',
    came: 'chain7-navigation-plain-hooks.json, 2026-12-01',
    changes: 'every navigation ends with the after-tree hooks; a plain one runs through summarizeBranch',
    state: 'active',
  },
  deadEndParking: {
    id: 'dead-end-parking',
    came: 'park7-dead-end-stamp.json, 2026-12-01',
    changes: 'a dead end is stamped and parks its turn; later rescuing runs on that turn skip silently',
    state: 'active',
  },
  localCommit: {
    id: 'local-compaction-commit',
    came: 'local-compaction-commit-summary.json, 2026-12-02',
    changes: 'the compaction commit runs as a local activity in the workflow task that made the entry',
    state: 'active',
  },
  summaryQualityGate: {
    id: 'summary-quality-gate',
    came: 'quality-gate-check-records.json, 2026-12-02',
    changes:
      'summaries are checked before commit (compaction.qualityGate); enforce passes a failing one on to snapcompact',
    state: 'active',
  },
  anthropicNativeMethod: {
    id: 'anthropic-server-compaction',
    came: 'anthropic-server-compaction.json, 2026-12-02',
    changes: "Anthropic's server-side compaction is tried for Claude models after OpenAI's, before the local methods",
    state: 'active',
  },
  autoContinuePrompt: {
    id: 'auto-continue-prompt',
    came: 'auto-continue-threshold.json, 2026-12-02',
    changes: 'a threshold compaction that leaves headroom tells the host to continue with the continuation prompt',
    state: 'active',
  },
  budgetPassOn: {
    id: 'budget-pass-on',
    came: 'budget-pass-on-snapcompact.json, 2026-12-02',
    changes:
      'past a spent monthly budget, provider methods pass on with reason budget (pass-on) or a non-manual run skips',
    state: 'active',
  },
  proposalApproval: {
    id: 'compaction-proposal-approval',
    came: 'proposal-approved.json, 2026-12-02',
    changes:
      'mode propose parks the made entry and waits for an approve or reject update, or its TTL, before the commit',
    state: 'active',
  },
  openaiStreamingCompaction: {
    id: 'openai-v2-streaming-compaction',
    came: 'openai-v2-streaming-compaction.json, 2026-12-02',
    changes:
      'OpenAI V2 streaming compaction is tried first for models whose catalog entry supports it; a failed remote ' +
      "endpoint's warning names the native method that then compacted",
    state: 'active',
  },
  speculationClaim: {
    id: 'speculative-compaction-claim',
    came: 'speculation-claimed.json, 2026-12-02',
    changes: 'an automatic compaction commits a valid armed speculative result instead of summarizing again',
    state: 'active',
  },
  skipRecordsAttempts: {
    id: 'skip-records-attempts',
    came: 'text-only-skip-attempts.json, 2026-12-02',
    changes:
      "a run the chain skips (quality gate, budget) records its attempts, snapcompact's text-only pass-on among them",
    state: 'active',
  },
  handoffQualityGate: {
    id: 'handoff-quality-gate',
    came: 'handoff-quality-gate-passes-on.json, 2026-12-02',
    changes: 'handoff documents pass the quality gate; enforce passes a failing one on to the summary',
    state: 'active',
  },
  qualityGateModel: {
    id: 'quality-gate-model',
    came: 'quality-gate-model-score.json, 2026-12-02',
    changes: "the gate's summary activities get compaction.qualityGateModel, whose probe score joins the record",
    state: 'active',
  },
} as const satisfies Record<string, Patch>;

export type PatchName = keyof typeof PATCHES;

/**
 * Whether this run takes the patch's new path. Call it exactly where the old code asked `patched()`: the marker
 * is a command of the workflow task that asks it, so moving the call changes the history.
 */
export const patchApplies = (name: PatchName): boolean => applyPatch(PATCHES[name]);

/** The call a patch's state asks for (`patchApplies` for the registry's entries). */
export function applyPatch({ id, state }: Patch): boolean {
  if (state === 'active') return patched(id);
  if (state === 'deprecated') deprecatePatch(id);
  return true;
}
