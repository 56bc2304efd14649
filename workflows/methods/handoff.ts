/**
 * Strategy `handoff` (compaction spec §8, the v17 behaviour; §3.9 for when it passes on), the chain's first method:
 * an activity generates the handoff document (it reads the session itself), the host's beforeSwitch hooks may veto
 * the switch, then one commit creates the linked session, opens it with the document and marks this session handed
 * off. Overflow and incomplete recovery never hand off; an automatic handoff whose document is empty or whose
 * generation failed passes on (the audit row's `passed_on` says why); a manual one fails (typed). Patch
 * `handoffMethod`, asked only when the strategy is `handoff`. The document passes the summaries' quality gate
 * (patch `handoffQualityGate`): `check` records its score, `enforce` has the activity retry once naming the
 * omissions and, still failing, passes on with reason `quality-gate` (manual or automatic: a summary follows).
 */
import { ActivityFailure, CancellationScope, uuid4 } from '@temporalio/workflow';
import { handoffAvailability, handoffMessageContent } from '../../core/compaction/handoff';
import { countTokens } from '../../core/compaction/tokens';
import { DEFAULT_QUALITY_GATE, QUALITY_GATE_REASON, type SummaryQuality } from '../../core/quality/quality-gate';
import { PROGRAM_GENERATION, type Outcome } from '../compaction-types';
import type { CompactionMethod, MethodResult, MethodRun } from '../method-types';
import { patchApplies } from '../patches';
import { qualityGateModel } from './quality-gate';
import { db, hooks, llmFailover } from '../proxies';
import { rootCause, workflowFailure } from '../workflow-failures';

const automatic = (run: MethodRun) => {
  const availability = handoffAvailability(run.input.trigger);
  return availability.available && availability.automatic;
};

export const handoff: CompactionMethod = {
  name: 'handoff',
  makes: 'session',
  callsProvider: true,
  progress: 'handoff',
  applies: ({ input }) => (input.strategy ?? input.settings?.strategy) === 'handoff' && patchApplies('handoffMethod'),
  async run(run) {
    const availability = handoffAvailability(run.input.trigger);
    if (!availability.available) return { kind: 'passed-on', reason: availability.reason };
    const { input, ids, model } = run;
    const mode = handoffGateMode(run);
    const gate = mode ? { qualityGate: mode, ...qualityGateModel(run, mode) } : {};
    const made = await llmFailover.generateHandoff({
      ...ids,
      automatic: availability.automatic,
      focus: input.instructions,
      modelRef: input.summaryModel,
      activeModel: `${model.provider}/${model.id}`,
      thinkingLevel: run.thinkingLevel,
      reserveTokens: input.settings?.reserveTokens,
      ...gate,
    });
    if (!made.document) {
      if (availability.automatic) return { kind: 'passed-on', reason: 'the handoff document was empty' };
      throw workflowFailure('HandoffEmpty', 'the handoff document came back empty; nothing was handed off');
    }
    // An enforced gate the document failed after its retry: nothing is handed off, the chain summarizes instead.
    const quality = made.quality;
    if (quality && quality.mode === 'enforce' && !quality.passed) {
      return { kind: 'passed-on', reason: QUALITY_GATE_REASON, quality };
    }
    return switchSession(run, made);
  },
  // Only the document's generation passes on: a failed veto or commit fails the run.
  passOn: (error, run) =>
    automatic(run) && error instanceof ActivityFailure && error.activityType === 'generateHandoff'
      ? `handoff generation failed (${rootCause(error)})`
      : undefined,
  note: (reason) => `Handoff passed on (${reason}); summarized instead.`,
};

type Document = Awaited<ReturnType<typeof llmFailover.generateHandoff>>;

/** The gate mode the document is checked under; undefined: no checks (switched off, or a run before the patch). */
function handoffGateMode(run: MethodRun): SummaryQuality['mode'] | undefined {
  const mode = run.input.settings?.qualityGate ?? DEFAULT_QUALITY_GATE;
  if (mode === 'off' || !patchApplies('handoffQualityGate')) return undefined;
  return mode;
}

async function switchSession(run: MethodRun, made: Document): Promise<MethodResult> {
  const { input, ids, model, tokensBefore } = run;
  const tokensAfter = countTokens(handoffMessageContent(made.document, input.sessionId));
  run.progress.phase = 'committing';
  const newSessionId = uuid4();
  // Patch handoffBeforeSwitchHooks: the host may veto the switch (v17 `session_before_switch`); nothing is created.
  if (patchApplies('handoffBeforeSwitchHooks')) {
    const veto = await hooks.runBeforeSwitchHooks({ ...ids, reason: 'handoff', newSessionId });
    const cancelled = { outcome: 'cancelled', reason: 'hook', method: 'handoff', tokensBefore } as const;
    if (veto.cancel) return { kind: 'done', outcome: cancelled };
  }
  const committed = await CancellationScope.nonCancellable(() =>
    db.commitHandoff({
      ...ids,
      newSessionId,
      entryIds: { model: uuid4().slice(0, 8), message: uuid4().slice(0, 8) },
      document: made.document,
      activeModel: `${model.provider}/${model.id}`,
      snapshotLeafId: run.snapshotLeafId,
      trigger: input.trigger,
      tokensBefore,
      tokensAfter,
      model: made.model,
      promptHash: made.promptHash,
      coreVersion: PROGRAM_GENERATION,
      ...(made.quality ? { attempts: [{ method: 'handoff', outcome: 'used' as const, quality: made.quality }] } : {}),
    }),
  );
  const numbers = { method: 'handoff', model: made.model, tokensBefore };
  if (committed.kind === 'superseded') {
    return { kind: 'done', outcome: { outcome: 'superseded', reason: 'branch-moved', ...numbers } };
  }
  const warning = made.warning ? { warning: made.warning } : {};
  const quality = made.quality ? { quality: made.quality } : {};
  const outcome: Outcome = {
    outcome: 'compacted',
    handedOffTo: committed.newSessionId,
    tokensAfter,
    ...numbers,
    ...warning,
    ...quality,
  };
  return { kind: 'done', outcome };
}
