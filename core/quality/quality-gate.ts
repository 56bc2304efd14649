/**
 * The quality gate of a fresh text summary (issue 23; quality spec §4): its modes, the small record the workflow
 * and the audit row see (a score and the names of the failed checks, never the missing content) and the focus text a
 * retry sends the summarizer naming what was missing. `check` records and commits; `enforce` retries once below the
 * floor (the checks', or the gate model's) and then passes the method on with reason `quality-gate`. Pure.
 */
import type { GATE_MODEL_CHECK, GateModelRecord } from './gate-model-probes';
import type { CheckFailure, SummaryCheck, SummaryVerdict } from './summary-checks';

/** `compaction.qualityGate`: the one list (default `check`). */
export const QUALITY_GATE_MODES = ['off', 'check', 'enforce'] as const;
export type QualityGateMode = (typeof QUALITY_GATE_MODES)[number];
export const DEFAULT_QUALITY_GATE: QualityGateMode = 'check';

/** The reason an `enforce` gate passes a method on; the chain records it on the attempt. */
export const QUALITY_GATE_REASON = 'quality-gate';

/** Below this share of passed checks a summary fails the gate (every check must pass). */
export const QUALITY_FLOOR = 1;

/** What the gate says about one summary: small and content-free, so it may cross the workflow. */
export interface SummaryQuality {
  mode: Exclude<QualityGateMode, 'off'>;
  /** Share of the deterministic checks that passed, 0–1. */
  score: number;
  passed: boolean;
  /** The failed checks (content, complete, sections, instruction, question, files; `gate-model` under enforce). */
  missing: (SummaryCheck | typeof GATE_MODEL_CHECK)[];
  /** Whether the summarizer was asked once more, naming the omissions (enforce only). */
  retried: boolean;
  /**
   * `qualityGateModel`: the small model's probe score of the summary, or why it has none; under `enforce` a score
   * below GATE_MODEL_FLOOR fails the gate.
   */
  gateModel?: GateModelRecord;
}

export function summaryQuality(
  verdict: SummaryVerdict,
  mode: SummaryQuality['mode'],
  retried: boolean,
): SummaryQuality {
  const missing = [...new Set(verdict.failures.map((f) => f.check))];
  const score = Math.round(verdict.score * 1000) / 1000;
  return { mode, score, passed: score >= QUALITY_FLOOR, missing, retried };
}

/** The focus a retry appends to the prompt: what the rejected summary lacked, check by check. */
export function retryFocus(failures: readonly CheckFailure[]): string {
  const lines = failures.map((f) => `- ${RETRY_HINTS[f.check]}: ${f.missing.join('; ')}`);
  return [
    'The previous summary of this conversation was rejected by a quality check. Write it again, complete, and include:',
    ...lines,
  ].join('\n');
}

/** The user's focus and the gate's, as one `Additional focus:` text. */
export const withGateFocus = (instructions: string | undefined, focus: string): string =>
  instructions ? `${instructions}\n\n${focus}` : focus;

const RETRY_HINTS: Record<SummaryCheck, string> = {
  content: 'a real summary in the required sections (not a refusal, not empty)',
  complete: 'the whole summary, ending in a full sentence (the last one was cut off; be more concise)',
  sections: 'every required section, each with content',
  instruction: "the user's latest instruction, with its exact terms",
  question: 'the pending question to the user, word for word',
  files: 'every modified file, by path',
};
