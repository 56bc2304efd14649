/**
 * The quality gate inside the summary activity (issue 23; quality spec §4): the deterministic checks of
 * core/quality run on the merged summary body (before the `<files>` tag) against the summarized span; under
 * `enforce` a summary below the floor is written once more with a focus naming what it lacked, and the retry's
 * result is the one gated. Only the small content-free record (score, failed check names) leaves the activity:
 * the probes and the omissions stay here, out of the workflow's history.
 */
import type { AgentMessage } from '../../core';
import { checkSummary } from '../../core/quality/summary-checks';
import { retryFocus, summaryQuality, type SummaryQuality } from '../../core/quality/quality-gate';
import type { SummaryResult } from '../llm';
import {
  GATE_MODEL_FAILED,
  GATE_MODEL_SYSTEM,
  gateModelPrompt,
  gateModelProbes,
  scoreGateModelReply,
  type GateModelRecord,
} from '../../core/quality/gate-model-probes';
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
  const check = (result: SummaryResult) =>
    checkSummary({
      summary: job.merge(result),
      span,
      ...(result.cutOff ? { stopReason: 'length' } : {}),
      ...(job.cwd ? { cwd: job.cwd } : {}),
    });
  const verdict = check(first);
  const quality = summaryQuality(verdict, mode, false);
  if (quality.passed || mode === 'check') return withGateModel(job, span, { history: first, retryCalls: 0, quality });
  const second = await job.retry(retryFocus(verdict.failures));
  const gated = { history: second, retryCalls: second.calls, quality: summaryQuality(check(second), mode, true) };
  return withGateModel(job, span, gated);
}

/**
 * The gate model's score of the summary the gate returns, beside the deterministic one. Any failure of the model
 * (provider error, a reply that is not the asked JSON) is recorded as `gate-model-failed`: it never blocks a commit.
 */
async function withGateModel(job: GateJob, span: SpanMessage[], gated: Required<Gated>): Promise<Gated> {
  const { gateModel } = job;
  if (!gateModel) return gated;
  const probes = gateModelProbes(span, job.cwd);
  if (probes.length === 0) return gated;
  const summary = job.merge(gated.history);
  const record: GateModelRecord = await gateModel
    .ask(GATE_MODEL_SYSTEM, gateModelPrompt(summary, probes))
    .then((reply) => ({
      model: gateModel.model,
      score: scoreGateModelReply(probes, reply, job.cwd),
      probes: probes.length,
    }))
    .catch(() => ({ model: gateModel.model, failed: GATE_MODEL_FAILED }));
  return { ...gated, quality: { ...gated.quality, gateModel: record } };
}

export { withGateFocus } from '../../core/quality/quality-gate';
