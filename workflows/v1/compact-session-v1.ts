/**
 * The first compactSession program, frozen: histories recorded before the `compact-session-v2` patch replay
 * through it unchanged (DESIGN §6). Never edit it; change the current program in ../compact-session.ts.
 *
 * compactSession: one compaction of one session, for every trigger. The workflow loads a compact index (ids,
 * kinds, token estimates; never content), decides in workflow code — gate, prune, cut — so that replay re-derives
 * the same decisions, and leaves every effect to activities: pruning events, the summary (which reads content by
 * entry id), and an exactly-once commit onto the branch it compacted. Overflow and incomplete recovery take the
 * failed turn off the active path first and put it back when nothing was committed; `willRetry` is true only
 * after a commit. A failure restores the turn, records itself on the audit row and fails the workflow.
 */
import { setHandler, uuid4, workflowInfo } from '@temporalio/workflow';
import { countTokens, FRAME_TOKEN_ESTIMATE } from '../../core/compaction/tokens';
import { decisionTokens, rowsEstimate } from '../../core/compaction/decision-tokens';
import { planCompaction } from '../../core/compaction/plan-compaction';
import { modelRef, promotionTargetFor, resolveModel } from '../../core/models/model-catalog';
import type { DroppedTurn } from '../../activities/compaction/drop-failed-turn';
import { compactionFields } from './compaction-fields-v1';
import {
  compactionProgressQuery,
  type CompactionProgress,
  type CompactSessionInput,
  type CompactSessionResult,
} from '../compaction-types';
import { effectiveSettings, gateTrigger, progressWarning } from '../decide-compaction';
import { db } from '../proxies';

type Ids = { tenantId: string; sessionId: string };
type Outcome = Omit<CompactSessionResult, 'workflowId' | 'willRetry'> & { willRetry?: boolean };

export async function compactSessionV1(input: CompactSessionInput): Promise<CompactSessionResult> {
  const progress: CompactionProgress = { phase: 'starting' };
  setHandler(compactionProgressQuery, () => progress);
  const ids: Ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const recovering = input.trigger === 'overflow' || input.trigger === 'incomplete';
  const dropped = recovering
    ? await db.dropFailedTurn({ ...ids, stopReason: input.trigger === 'overflow' ? 'error' : 'length' })
    : undefined;
  await db.recordCompactionOutcome({ ...ids, trigger: input.trigger, status: 'running' });
  let outcome: Outcome;
  try {
    outcome = await runCompaction(input, progress);
  } catch (error) {
    await restore(ids, dropped);
    const message = error instanceof Error ? error.message : String(error);
    await db.recordCompactionOutcome({ ...ids, trigger: input.trigger, status: 'failed', error: message });
    throw error;
  }
  if (outcome.outcome !== 'compacted' && outcome.outcome !== 'promoted') await restore(ids, dropped);
  if (outcome.outcome !== 'compacted' && outcome.outcome !== 'superseded') {
    await db.recordCompactionOutcome({
      ...ids,
      trigger: input.trigger,
      status: outcome.outcome,
      error: outcome.reason,
    });
  }
  progress.phase = 'done';
  const willRetry = recovering && (outcome.outcome === 'compacted' || outcome.outcome === 'promoted');
  return { ...outcome, workflowId: workflowInfo().workflowId, willRetry };
}

async function runCompaction(input: CompactSessionInput, progress: CompactionProgress): Promise<Outcome> {
  const ids: Ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  progress.phase = 'loading';
  const loaded = await db.loadCompactionIndex(ids);
  const settings = effectiveSettings(input.settings);
  const model = resolveModel(input.model ?? loaded.modelRef ?? 'unknown/unknown', {
    contextWindow: input.settings?.contextWindow,
  })!;
  const tokens = decisionTokens(loaded.index);
  const target = input.settings?.contextPromotion && input.trigger !== 'manual' ? promotionTargetFor(model) : undefined;
  if (target) {
    await db.switchModel({ ...ids, entryId: uuid4().slice(0, 8), model: modelRef(target) });
    return { outcome: 'promoted', model: modelRef(target), tokensBefore: tokens };
  }
  const window = model.contextWindow;
  const idleThresholdTokens = input.settings?.idleThresholdTokens;
  const gate = gateTrigger({ trigger: input.trigger, tokens, window, settings, idleThresholdTokens });
  if (gate.kind === 'skip') return { outcome: 'skipped', reason: gate.reason, tokensBefore: tokens };

  progress.phase = 'planning';
  const plan = planCompaction(loaded.index, { keepRecentTokens: settings.keepRecentTokens });
  if (plan.kind === 'plan' && plan.prune.length > 0) {
    progress.phase = 'pruning';
    await db.appendPruningEvents({ ...ids, decisions: plan.prune });
  }
  if (plan.kind === 'skip' || !loaded.leafId) {
    return { outcome: 'skipped', reason: plan.kind === 'skip' ? plan.reason : 'empty-session', tokensBefore: tokens };
  }
  // The decision number (provider usage or the local estimate, whichever is larger), not the usage alone: a
  // request-compressing host can deflate usage, and the audit should show what the decision saw.
  const tokensBefore = (progress.tokensBefore = Math.max(plan.tokensBefore, tokens));
  const made = await compactionFields({ input, plan, model, progress, tokensBefore });
  if (made.kind === 'cancelled') return { outcome: 'cancelled', reason: 'hook', tokensBefore };

  const frameTokens = (made.frames ?? 0) * FRAME_TOKEN_ESTIMATE;
  const tokensAfter = countTokens(made.fields.summary) + frameTokens + rowsEstimate(loaded.index, new Set(plan.keep));
  const warning = [made.warning, progressWarning(tokensAfter, window, settings)].filter(Boolean).join(' ') || undefined;
  progress.phase = 'committing';
  const commit = await db.commitCompaction({
    ...ids,
    entryId: uuid4().slice(0, 8),
    fields: { ...made.fields, tokensAfter, ...(warning ? { warning } : {}) },
    snapshotLeafId: loaded.leafId,
    trigger: input.trigger,
    model: made.model,
    promptHash: made.promptHash,
  });
  const numbers = { method: made.fields.method, model: made.model, tokensBefore, tokensAfter };
  if (commit.kind === 'superseded') return { outcome: 'superseded', reason: 'branch-moved', ...numbers };
  return { outcome: 'compacted', compactionEntryId: commit.entryId, ...numbers, ...(warning ? { warning } : {}) };
}

async function restore(ids: Ids, dropped: DroppedTurn | undefined) {
  if (dropped?.droppedEntryId) await db.restoreFailedTurn({ ...ids, dropped });
}
