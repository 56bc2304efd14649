/**
 * The decisions and effects of one compaction (v2 program), between the failed-turn drop and the outcome record, as
 * named steps: load the index with the catalog data, gate (switched off, promotion, threshold), plan or rescue
 * (./plan-step.ts), claim an armed speculative result (./speculation-claim.ts) or make the entry's content through
 * the method chain (./method-chain.ts), guard its progress and commit it (./commit-step.ts), or hold it for approval
 * first (./proposal-step.ts). Each step hands the run on or ends it with an outcome.
 */
import { uuid4 } from '@temporalio/workflow';
import { decisionTokens } from '../core/compaction/decision-tokens';
import { modelRef } from '../core/models/model-catalog';
import { commitStep, guardStep } from './commit-step';
import type { CompactionProgress, CompactSessionInput, Outcome } from './compaction-types';
import { gateTrigger, settingsOver } from './decide-compaction';
import { disabledForEveryTrigger } from './disabled-gate';
import { runChain } from './method-chain';
import type { ChainResult } from './method-types';
import { BUDGET_REASON, COMPACTION_METHODS, openEntry, qualityGate } from './methods';
import { planStep, type PlannedRun } from './plan-step';
import { openingRead } from './opening-read';
import { proposing } from './proposal-gate';
import { holdProposal } from './proposal-step';
import { db } from './proxies';
import { claimStep } from './speculation-claim';
import type { LoadedRun, OpeningReads, RunStart, Step } from './run-state';
import { patchApplies } from './patches';
import { workflowFailure } from './workflow-failures';

/** Only recovery and threshold triggers may switch to a larger model; manual and idle compact (spec §3.3, §3.6). */
const PROMOTING_TRIGGERS = new Set(['threshold', 'overflow', 'incomplete']);

export async function runCompaction(
  input: CompactSessionInput,
  progress: CompactionProgress,
  reads: OpeningReads,
): Promise<Outcome> {
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const loaded = await loadStep({ input, ids, progress, reads });
  if (loaded.kind === 'done') return loaded.outcome;
  const gated = await gateStep(loaded.run);
  if (gated) return gated;
  const planned = await planStep(loaded.run);
  if (planned.kind === 'done') return planned.outcome;
  const claimed = await claimStep(planned.run);
  if (claimed) return commitStep(claimed.run, claimed.chain, await guardStep(claimed.run, claimed.chain));
  const chain = await makeStep(planned.run);
  if (chain.kind === 'done') return chain.outcome;
  const guarded = await guardStep(planned.run, chain);
  if (proposing(input)) return holdProposal(planned.run, chain, guarded);
  return commitStep(planned.run, chain, guarded);
}

/** Load: the idle re-check, the paged index and the catalog data the decisions depend on (typed failures). */
async function loadStep(start: RunStart): Promise<Step<LoadedRun>> {
  const { input, progress } = start;
  progress.phase = 'loading';
  const opening = await openingRead(start);
  if (!opening.untouched) return { kind: 'done', outcome: { outcome: 'skipped', reason: 'active', tokensBefore: 0 } };
  const { loaded, hooksRegistered } = opening;
  const resolved = loaded.resolved;
  if (!resolved) throw workflowFailure('CompactionWorkflowError', 'the index activity returned no catalog data');
  if (resolved.kind === 'invalid-model') throw workflowFailure('InvalidModelReference', resolved.message);
  const run: LoadedRun = {
    ...start,
    index: loaded.index,
    leafId: loaded.leafId,
    thinkingLevel: loaded.explicitThinkingLevel,
    model: resolved.model,
    defaults: resolved.defaults,
    promotionTarget: resolved.promotionTarget,
    snapcompactFallback: resolved.snapcompactFallback,
    settings: settingsOver(resolved.defaults.settings, input.settings),
    tokens: decisionTokens(loaded.index, input.settings?.nonMessageTokens ?? 0),
    ...(hooksRegistered === undefined ? {} : { hooksRegistered }),
    // Patch budgetPassOn, asked only when a budget is spent (runs within budget record no marker).
    ...(loaded.budget && patchApplies('budgetPassOn') ? { budget: loaded.budget } : {}),
  };
  return { kind: 'next', run };
}

/** Gate: compaction switched off, a promotion to the larger-window model, the trigger's threshold. */
async function gateStep(run: LoadedRun): Promise<Outcome | undefined> {
  const { input, ids, settings, tokens, defaults } = run;
  if (disabledForEveryTrigger(input, settings)) return { outcome: 'skipped', reason: 'disabled', tokensBefore: tokens };
  const target = input.settings?.contextPromotion && PROMOTING_TRIGGERS.has(input.trigger) && run.promotionTarget;
  if (target) {
    await db.switchModel({ ...ids, entryId: uuid4().slice(0, 8), model: modelRef(target) });
    return { outcome: 'promoted', model: modelRef(target), tokensBefore: tokens };
  }
  const idleThresholdTokens = input.settings?.idleThresholdTokens ?? defaults.idleThresholdTokens;
  const window = run.model.contextWindow;
  const gate = gateTrigger({ trigger: input.trigger, tokens, window, settings, idleThresholdTokens });
  if (gate.kind === 'skip') return { outcome: 'skipped', reason: gate.reason, tokensBefore: tokens };
  return budgetHolds(run) ? { outcome: 'skipped', reason: BUDGET_REASON, tokensBefore: tokens } : undefined;
}

/** Past a spent budget not set to pass on, only a manual compaction runs (the API refused it under `refuse`). */
const budgetHolds = ({ budget, input }: LoadedRun): boolean =>
  budget !== undefined && budget.action !== 'pass-on' && input.trigger !== 'manual';

/** Make: the entry's content from the first method of the chain that serves this run. */
function makeStep(run: PlannedRun): Promise<ChainResult> {
  return runChain(
    COMPACTION_METHODS,
    {
      input: run.input,
      ids: run.ids,
      plan: run.plan,
      model: run.model,
      snapshotLeafId: run.leafId,
      thinkingLevel: run.thinkingLevel,
      snapcompactFallback: run.snapcompactFallback,
      progress: run.progress,
      tokensBefore: run.tokensBefore,
      askHooks: run.reads.askHooks,
      ...(run.hooksRegistered === undefined ? {} : { hooksRegistered: run.hooksRegistered }),
      ...(run.budget?.action === 'pass-on' ? { overBudget: run.budget.message } : {}),
    },
    { openEntry, gate: qualityGate },
  );
}
