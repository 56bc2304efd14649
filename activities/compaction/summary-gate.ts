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
  if (quality.passed || mode === 'check') return { history: first, retryCalls: 0, quality };
  const second = await job.retry(retryFocus(verdict.failures));
  return { history: second, retryCalls: second.calls, quality: summaryQuality(check(second), mode, true) };
}

export { withGateFocus } from '../../core/quality/quality-gate';
