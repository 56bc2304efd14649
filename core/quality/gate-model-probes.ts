/**
 * The quality gate's optional model check (issue 23; quality spec §4, "Optional model-based check, done cheaply"):
 * the span's artifact and continuation probes, derived deterministically, are asked of a small model in one batched
 * request with the summary as its only context; its answers are graded with the eval's normalizers and the mean is
 * the gate model's score. It is recorded beside the deterministic one; under `enforce` a score below
 * GATE_MODEL_FLOOR fails the summary like a failed check (a model that could not answer never does). Pure: the
 * activity sends the request and hands the reply back here.
 */
import { deriveProbes } from './derive-probes';
import { gradeAnswer, readAnswer } from './grade';
import type { Probe } from './probes';
import type { SpanMessage } from './session-walk';

/** At most this many probes per request: the summary plus about 500 tokens of questions (spec §4). */
export const GATE_MODEL_PROBES = 8;

/** What the audit row shows when the gate model could not answer (the commit goes ahead without its score). */
export const GATE_MODEL_FAILED = 'gate-model-failed' as const;

/** The gate model's part of the quality record: its score, or why there is none. Content-free. */
export type GateModelRecord =
  { model: string; score: number; probes: number } | { model: string; failed: typeof GATE_MODEL_FAILED };

/** Under `enforce`, a gate model score below this fails the summary (check `gate-model`): half the probes missed. */
export const GATE_MODEL_FLOOR = 0.5;

/** The check name a failing gate model score adds to the record's `missing`. */
export const GATE_MODEL_CHECK = 'gate-model' as const;

/** The model's grade of a summary: its score and the probes it could not answer from it (content: never recorded). */
export interface GateModelGrade {
  score: number;
  unanswered: Probe[];
}

export const GATE_MODEL_SYSTEM =
  'You answer questions about a coding session from its summary alone. Use only what the summary says; when it ' +
  'does not say, answer "not in context". Reply with JSON only.';

/** The artifact and continuation probes of the span, in derivation order, capped. */
export function gateModelProbes(span: readonly SpanMessage[], cwd?: string): Probe[] {
  const { probes } = deriveProbes(span, cwd ? { cwd } : {});
  return probes.filter((p) => p.category === 'artifact' || p.category === 'continuation').slice(0, GATE_MODEL_PROBES);
}

/** The one request: the summary as data, then the numbered questions and the JSON shape of the reply. */
export function gateModelPrompt(summary: string, probes: readonly Probe[]): string {
  const questions = probes.map((p, i) => `${i + 1}. ${p.question}`).join('\n');
  return [
    '<summary>',
    summary,
    '</summary>',
    '',
    'Answer each question from the summary above.',
    questions,
    '',
    `Reply with a JSON object {"answers": [...]} holding ${probes.length} strings, the answers in question order; ` +
      'list several files or items separated by commas.',
  ].join('\n');
}

export class GateModelReplyError extends Error {
  override readonly name = 'GateModelReplyError';
}

/**
 * The mean grade of the model's answers (0–1, three decimals) and the probes it scored below 1 on; a reply that is
 * not the asked JSON throws.
 */
export function gradeGateModelReply(probes: readonly Probe[], reply: string, cwd?: string): GateModelGrade {
  const answers = parseAnswers(reply);
  if (answers.length !== probes.length) {
    throw new GateModelReplyError(`the gate model answered ${answers.length} of ${probes.length} questions`);
  }
  const scores = probes.map((probe, i) => gradeAnswer(probe, readAnswer(probe, answers[i]!, cwd)).score);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return { score: Math.round(mean * 1000) / 1000, unanswered: probes.filter((_, i) => scores[i]! < 1) };
}

/** What a retry's focus adds when the gate model failed the summary: the questions it could not answer. */
export function gateModelFocus(unanswered: readonly Probe[]): string {
  return [
    'A reader of the previous summary could not answer these questions from it; the new summary must answer them:',
    ...unanswered.map((p) => `- ${p.question}`),
  ].join('\n');
}

function parseAnswers(reply: string): string[] {
  // Models wrap JSON in a code fence or a sentence now and then: the outermost object is read.
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end < start) throw new GateModelReplyError('the gate model did not reply with JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.slice(start, end + 1));
  } catch {
    throw new GateModelReplyError('the gate model replied with malformed JSON');
  }
  const answers = (parsed as { answers?: unknown }).answers;
  if (!Array.isArray(answers)) throw new GateModelReplyError('the gate model reply has no answers list');
  return answers.map((a) => (typeof a === 'string' ? a : Array.isArray(a) ? a.join(', ') : JSON.stringify(a)));
}
