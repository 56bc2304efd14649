/**
 * The decisions and effects of one compaction (v2 program), between the failed-turn drop and the outcome record:
 * load the index with the catalog data, gate, promote or plan, prune, make the entry's content, commit. The commit
 * and the after-compact hooks run in a non-cancellable scope: once the entry is being written, a cancellation
 * waits for it, so the outcome is never "cancelled" with a compaction on the branch.
 */
import { CancellationScope, patched, uuid4 } from '@temporalio/workflow';
import type { CompactionPlan } from '../core';
import { countTokens, FRAME_TOKEN_ESTIMATE } from '../core/compaction/tokens';
import { decisionTokens } from '../core/compaction/decision-tokens';
import { progressLimit } from '../core/compaction/dead-end-rescue';
import { planCompaction } from '../core/compaction/plan-compaction';
import { modelRef } from '../core/models/model-catalog';
import { compactionFields } from './compaction-fields';
import {
  COMPACT_SESSION_V2,
  FILE_OPS_BY_REFERENCE,
  type CompactionProgress,
  type CompactSessionInput,
  type CompactSessionResult,
} from './compaction-types';
import { gateTrigger, progressWarning, settingsOver } from './decide-compaction';
import { guardProgress, rescueApplies, rescueWithoutCut } from './dead-end-rescue';
import { parkedOutcome, parkingApplies, recordDeadEnd } from './dead-end-parking';
import { disabledForEveryTrigger } from './disabled-gate';
import { activeSinceSweep } from './idle-recheck';
import { chunks, loadPagedIndex } from './load-index';
import { rangeOf } from './plan-ranges';
import { db, hooks, localDb } from './proxies';
import { passedOnNote, tryHandoff } from './handoff-method';
import { workflowFailure } from './workflow-failures';
import { startAttempts, usedMethod } from './method-attempts';

export type Outcome = Omit<CompactSessionResult, 'workflowId' | 'willRetry'> & { willRetry?: boolean };

/** Pruning decisions per activity call (~60 bytes each), so that no input nears the payload limits. */
const PRUNE_DECISIONS_PER_CALL = 2000;

/** Only recovery and threshold triggers may switch to a larger model; manual and idle compact (spec §3.3, §3.6). */
const PROMOTING_TRIGGERS = new Set(['threshold', 'overflow', 'incomplete']);

/** `local`: the PERF4_LOCAL_STORE_READS patch (opening reads as local activities, hooks skipped where none exist). */
export async function runCompaction(
  input: CompactSessionInput,
  progress: CompactionProgress,
  local = false,
): Promise<Outcome> {
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const opening = local ? localDb : db;
  progress.phase = 'loading';
  if (await activeSinceSweep(input, opening)) return { outcome: 'skipped', reason: 'active', tokensBefore: 0 };
  const catalog = { model: input.model, contextWindow: input.settings?.contextWindow };
  const loaded = await loadPagedIndex(ids, catalog, opening);
  const resolved = loaded.resolved;
  if (!resolved) throw workflowFailure('CompactionWorkflowError', 'the index activity returned no catalog data');
  if (resolved.kind === 'invalid-model') throw workflowFailure('InvalidModelReference', resolved.message);
  const { model, defaults } = resolved;
  const settings = settingsOver(defaults.settings, input.settings);
  const tokens = decisionTokens(loaded.index, input.settings?.nonMessageTokens ?? 0);
  if (disabledForEveryTrigger(input, settings)) return { outcome: 'skipped', reason: 'disabled', tokensBefore: tokens };
  const target = input.settings?.contextPromotion && PROMOTING_TRIGGERS.has(input.trigger) && resolved.promotionTarget;
  if (target) {
    await db.switchModel({ ...ids, entryId: uuid4().slice(0, 8), model: modelRef(target) });
    return { outcome: 'promoted', model: modelRef(target), tokensBefore: tokens };
  }
  const window = model.contextWindow;
  const idleThresholdTokens = input.settings?.idleThresholdTokens ?? defaults.idleThresholdTokens;
  const gate = gateTrigger({ trigger: input.trigger, tokens, window, settings, idleThresholdTokens });
  if (gate.kind === 'skip') return { outcome: 'skipped', reason: gate.reason, tokensBefore: tokens };

  progress.phase = 'planning';
  let plan = planCompaction(loaded.index, { keepRecentTokens: settings.keepRecentTokens });
  let index = loaded.index;
  if (plan.kind === 'skip' && plan.reason === 'nothing-to-summarize' && loaded.leafId && rescueApplies(input.trigger)) {
    const parking = parkingApplies();
    const parked = parking ? await parkedOutcome(ids, index, tokens) : undefined;
    if (parked) return parked;
    const limit = progressLimit(input.trigger, window, settings, defaults.recoveryBand);
    const nonMessageTokens = input.settings?.nonMessageTokens ?? 0;
    const keepRecentTokens = settings.keepRecentTokens;
    const rescue = await rescueWithoutCut({
      ids,
      index,
      keepRecentTokens,
      nonMessageTokens,
      limit,
      tokensBefore: tokens,
    });
    if (rescue.kind === 'done') {
      const { warning } = rescue.outcome;
      if (parking && rescue.outcome.reason === 'dead-end' && warning) {
        await recordDeadEnd({ ids, index, warning, compactionEntryId: index.previous?.id });
      }
      return rescue.outcome;
    }
    ({ plan, index } = rescue);
  }
  if (plan.kind === 'plan' && plan.prune.length > 0) {
    progress.phase = 'pruning';
    const parts = chunks(plan.prune, PRUNE_DECISIONS_PER_CALL);
    for (const [part, decisions] of parts.entries()) await db.appendPruningEvents({ ...ids, decisions, part });
  }
  if (plan.kind === 'skip' || !loaded.leafId) {
    return { outcome: 'skipped', reason: plan.kind === 'skip' ? plan.reason : 'empty-session', tokensBefore: tokens };
  }
  // The decision number (provider usage or the local estimate, whichever is larger), not the usage alone: a
  // request-compressing host can deflate usage, and the audit should show what the decision saw.
  const tokensBefore = (progress.tokensBefore = Math.max(plan.tokensBefore, tokens));
  const handoffArgs = { input, plan, model, snapshotLeafId: loaded.leafId, progress, tokensBefore };
  const handoff = await tryHandoff({ ...handoffArgs, thinkingLevel: loaded.explicitThinkingLevel });
  if (handoff.kind === 'done') return handoff.outcome;
  const passedOn = handoff.kind === 'passed-on' ? handoff.reason : undefined;
  const attempts = startAttempts(passedOn);
  const fileOpsByReference = patched(FILE_OPS_BY_REFERENCE);
  // Asked only once the run will compact; the answer is the history's, so a replaying worker follows it.
  const runHooks = !local || (await localDb.compactionHooksRegistered(ids));
  const made = await compactionFields({
    runHooks,
    input,
    plan,
    model,
    fileOpsByReference,
    snapcompactFallback: resolved.snapcompactFallback,
    thinkingLevel: loaded.explicitThinkingLevel,
    progress,
    tokensBefore,
    attempts,
  });
  if (made.kind === 'cancelled') return { outcome: 'cancelled', reason: 'hook', tokensBefore };
  attempts.push({ method: usedMethod(made), outcome: 'used' });

  const frameTokens = (made.frames ?? 0) * FRAME_TOKEN_ESTIMATE;
  const entryTokens = countTokens(made.fields.summary) + frameTokens;
  const warn = (after: number) => progressWarning(after, window, settings, defaults.recoveryBand);
  const limit = progressLimit(input.trigger, window, settings, defaults.recoveryBand);
  const checked = await guardProgress({ trigger: input.trigger, ids, index, plan, entryTokens, limit, warn });
  const { tokensAfter, warning: guard, ...guardFields } = checked;
  const passedOnWarning = passedOn ? passedOnNote(passedOn) : undefined;
  const warning = [passedOnWarning, made.warning, guard].filter(Boolean).join(' ') || undefined;
  progress.phase = 'committing';
  const commit = await CancellationScope.nonCancellable(async () => {
    const committed = await db.commitCompaction({
      ...ids,
      entryId: uuid4().slice(0, 8),
      fields: { ...made.fields, tokensAfter, ...(warning ? { warning } : {}) },
      snapshotLeafId: loaded.leafId!,
      trigger: input.trigger,
      model: made.model,
      promptHash: made.promptHash,
      coreVersion: COMPACT_SESSION_V2,
      afterCompactHooks: 'separate',
      ...(passedOn ? { passedOn } : {}),
      ...(made.native ? { nativeReplacement: true } : {}),
      attempts,
      ...(fileOpsByReference && !made.fields.fromExtension ? { fileOpsFrom: fileOpsRanges(plan) } : {}),
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
    await recordDeadEnd({ ids, index, warning, scope: new Set(plan.keep) });
  }
  const compacted = { outcome: 'compacted' as const, compactionEntryId: commit.entryId, ...numbers, ...guardFields };
  return { ...compacted, ...(warning ? { warning } : {}) };
}

const fileOpsRanges = (plan: Extract<CompactionPlan, { kind: 'plan' }>) => ({
  summarize: rangeOf(plan.summarize),
  turnPrefix: rangeOf(plan.turnPrefix),
  ...(plan.previousCompactionId ? { previousCompactionId: plan.previousCompactionId } : {}),
});
