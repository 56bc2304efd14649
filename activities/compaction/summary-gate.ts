/**
 * The quality gate inside the summary activity (issue 23; quality spec §4): the deterministic checks of
 * core/quality run on the merged summary body (before the `<files>` tag) against the summarized span; under
 * `enforce` a summary below the floor (the checks', or the gate model's when `qualityGateModel` is set) is written
 * once more with a focus naming what it lacked, and the retry's result is the one gated. Only the small content-free record (score, failed check names) leaves the activity:
 * the probes and the omissions stay here, out of the workflow's history.
 */
import type { AgentMessage } from '../../core';
import { checkSummary } from '../../core/quality/summary-checks';
import { retryFocus, summaryQuality, type SummaryQuality } from '../../core/quality/quality-gate';
import type { SummaryResult } from '../llm';
import {
  GATE_MODEL_CHECK,
  GATE_MODEL_FAILED,
  GATE_MODEL_SYSTEM,
  gateModelFocus,
  gateModelPrompt,
  gateModelProbes,
  gradeGateModelReply,
  type GateModelRecord,
} from '../../core/quality/gate-model-probes';
import { withGateModelRecord } from '../../core/quality/gate-model-verdict';
import type { Probe } from '../../core/quality/probes';
import type { SpanMessage } from '../../core/quality/session-walk';

export type GateMode = SummaryQuality['mode'];

export interface GateJob {
  mode: GateMode | undefined;
  /** The summarized messages (history and the split turn's prefix). */
  span: readonly AgentMessage[];
  cwd?: string;
  first: SummaryResult;
  /** The body the checks read: the history summary merged with the prefix summary. */
  merge(history: SummaryResult): string;
  /** The history summary again, with the omissions as additional focus. */
  retry(focus: string): Promise<SummaryResult>;
  /** `qualityGateModel`: the small model that answers the gate's probes from the summary alone. */
  gateModel?: GateModel;
}

export interface GateModel {
  /** `provider/id`, as the setting names it. */
  model: string;
  ask(system: string, prompt: string): Promise<string>;
}

export interface Gated {
  history: SummaryResult;
  /** Summarizer calls the retry made. */
  retryCalls: number;
  quality?: SummaryQuality;
}

export async function gateHistorySummary(job: GateJob): Promise<Gated> {
  const { mode, first } = job;
  if (!mode) return { history: first, retryCalls: 0 };
  const span = job.span.map((message, i) => ({ id: `m${i}`, message }));
  const judged = await judge(job, span, first, false);
  if (judged.quality.passed || mode === 'check') return { history: first, retryCalls: 0, quality: judged.quality };
  const second = await job.retry(judged.focus);
  const again = await judge(job, span, second, true);
  return { history: second, retryCalls: second.calls, quality: again.quality };
}

/**
 * The gate's record of one summary: the deterministic checks, then the gate model's score of the same summary; and
 * the focus a retry would send, naming what either found missing. Any failure of the model (provider error, a reply
 * that is not the asked JSON) is recorded as `gate-model-failed`: it never blocks a commit.
 */
async function judge(job: GateJob, span: SpanMessage[], result: SummaryResult, retried: boolean) {
  const summary = job.merge(result);
  const verdict = checkSummary({
    summary,
    span,
    ...(result.cutOff ? { stopReason: 'length' } : {}),
    ...(job.cwd ? { cwd: job.cwd } : {}),
  });
  const quality = summaryQuality(verdict, job.mode!, retried);
  const focus = (unanswered: Probe[]) =>
    [
      verdict.failures.length > 0 ? retryFocus(verdict.failures) : '',
      unanswered.length > 0 ? gateModelFocus(unanswered) : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  const { gateModel } = job;
  const probes = gateModel ? gateModelProbes(span, job.cwd) : [];
  if (!gateModel || probes.length === 0) return { quality, focus: focus([]) };
  const graded = await gateModel
    .ask(GATE_MODEL_SYSTEM, gateModelPrompt(summary, probes))
    .then((reply) => gradeGateModelReply(probes, reply, job.cwd))
    .catch(() => undefined);
  const record: GateModelRecord = graded
    ? { model: gateModel.model, score: graded.score, probes: probes.length }
    : { model: gateModel.model, failed: GATE_MODEL_FAILED };
  const recorded = withGateModelRecord(quality, record);
  const missedByModel = recorded.missing.includes(GATE_MODEL_CHECK) ? (graded?.unanswered ?? []) : [];
  return { quality: recorded, focus: focus(missedByModel) };
}

export { withGateFocus } from '../../core/quality/quality-gate';
