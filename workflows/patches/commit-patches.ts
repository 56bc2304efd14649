/** The patches of what a compactSession run decides around its methods: the program, gates, the commit and its outcome. Entries of the registry (./index.ts); an id never changes. */
import type { Patch } from './patch';

/** The last release that had the first compactSession program. */
const FIRST_PROGRAM_RELEASE = { workflow: 'compactSession', program: '2dcc060119bb6dea', release: '1f9a18b' };

export const COMMIT_PATCHES = {
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
  speculationClaim: {
    id: 'speculative-compaction-claim',
    came: 'speculation-claimed.json, 2026-12-02',
    changes: 'an automatic compaction commits a valid armed speculative result instead of summarizing again',
    state: 'active',
  },
  speculationRemoteEndpoint: {
    id: 'speculation-remote-endpoint',
    came: 'speculation-remote-armed.json, 2026-12-03',
    changes:
      "speculation asks the session's remote endpoint when it is the first method, and a claim commits the armed result under the method that made it",
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
