/**
 * Guard and commit (compaction spec §3.9 step 11, §3.10): the progress guard sizes the context the entry leaves and
 * may rescue the kept tail before the commit, so the entry is written once with its final numbers and warning; the
 * commit and the after-compact hooks run in a non-cancellable scope (once the entry is being written, a
 * cancellation waits for it); a dead end the commit carries parks the kept tail's turn. From the `localCommit`
 * patch on, the commit is a local activity (./proxies.ts): it runs in the workflow task that made the entry, so a
 * compaction without hooks takes two workflow tasks instead of three. Its idempotency key (workflow id + run id)
 * makes the re-run of a task whose worker died before reporting it return the entry already written.
 */
import { CancellationScope, uuid4 } from '@temporalio/workflow';
import { continuesAfterCommit } from './auto-continue';
import { progressLimit } from '../core/compaction/dead-end-rescue';
import { countTokens, FRAME_TOKEN_ESTIMATE } from '../core/compaction/tokens';
import { PROGRAM_GENERATION, type Outcome, type PlannedCut } from './compaction-types';
import { parkingApplies, recordDeadEnd } from './dead-end-parking';
import { guardProgress, type GuardResult } from './dead-end-rescue';
import { progressWarning } from './decide-compaction';
import type { ChainResult } from './method-types';
import type { PlannedRun } from './plan-step';
import { rangeOf } from './plan-ranges';
import { patchApplies } from './patches';
import { db, hooks, localDb } from './proxies';

type Made = Extract<ChainResult, { kind: 'made' }>;

/** The guard's numbers and the compaction's whole warning: the chain's notes, then the guard's. */
export async function guardStep(run: PlannedRun, chain: Made): Promise<GuardResult> {
  const { input, ids, index, plan, settings, defaults } = run;
  const window = run.model.contextWindow;
  const { summary } = chain.made.fields;
  const images = (chain.made.frames ?? 0) * FRAME_TOKEN_ESTIMATE;
  const entryTokens = countTokens(summary) + images + (chain.made.retainedTokens ?? 0);
  const warn = (after: number) => progressWarning(after, window, settings, defaults.recoveryBand);
  const limit = progressLimit(input.trigger, window, settings, defaults.recoveryBand);
  const checked = await guardProgress({ trigger: input.trigger, ids, index, plan, entryTokens, limit, warn });
  const warning = [chain.warning, checked.warning].filter(Boolean).join(' ') || undefined;
  const { warning: _guard, ...numbers } = checked;
  return warning ? { ...numbers, warning } : numbers;
}

export async function commitStep(run: PlannedRun, chain: Made, guarded: GuardResult): Promise<Outcome> {
  const { input, ids, plan, progress, tokensBefore } = run;
  const { made, attempts, passedOn, runHooks } = chain;
  const { tokensAfter, warning, ...guardFields } = guarded;
  progress.phase = 'committing';
  const store = patchApplies('localCommit') ? localDb : db;
  const commit = await CancellationScope.nonCancellable(async () => {
    const committed = await store.commitCompaction({
      ...ids,
      entryId: uuid4().slice(0, 8),
      fields: { ...made.fields, tokensAfter, ...(warning ? { warning } : {}) },
      snapshotLeafId: run.leafId,
      trigger: input.trigger,
      model: made.model,
      promptHash: made.promptHash,
      coreVersion: PROGRAM_GENERATION,
      afterCompactHooks: 'separate',
      ...(passedOn ? { passedOn } : {}),
      ...(made.native ? { nativeReplacement: true } : {}),
      attempts,
      ...(made.fields.fromExtension ? {} : { fileOpsFrom: fileOpsRanges(plan) }),
    });
    if (committed.kind === 'committed' && runHooks) {
      const fromExtension = made.fields.fromExtension === true;
      await hooks.runAfterCompactHooks({ ...ids, compactionEntryId: committed.entryId, fromExtension });
    }
    return committed;
  });
  const numbers = { method: made.fields.method, model: made.model, tokensBefore, tokensAfter };
  if (commit.kind === 'superseded') return { outcome: 'superseded', reason: 'branch-moved', ...numbers };
  if (guardFields.progressGuard === 'dead-end' && warning && parkingApplies()) {
    // The entry carries the warning itself: the event only parks the kept tail's turn (the next run's window).
    await recordDeadEnd({ ids, index: run.index, warning, scope: new Set(plan.keep) });
  }
  const compacted = { outcome: 'compacted' as const, compactionEntryId: commit.entryId, ...numbers, ...guardFields };
  const continues = continuesAfterCommit(run, tokensAfter) ? { autoContinue: true as const } : {};
  return {
    ...compacted,
    ...(warning ? { warning } : {}),
    ...(chain.quality ? { quality: chain.quality } : {}),
    ...continues,
  };
}

const fileOpsRanges = (plan: PlannedCut) => ({
  summarize: rangeOf(plan.summarize),
  turnPrefix: rangeOf(plan.turnPrefix),
  ...(plan.previousCompactionId ? { previousCompactionId: plan.previousCompactionId } : {}),
});
