/**
 * Grading a reader's answer against its probe (quality spec §2, "Grading"; §3): a single answer scores 1 when one of
 * its keys is found, a set scores its F1 (recall alone when the reader listed nothing countable), key terms score the
 * share found, an abstain probe scores 1 when the reader abstained. Live answers are matched with the same
 * normalizers the reference reader uses; a judge's verdict (when one graded the probe) replaces the key-term score.
 * Pure.
 */
import { containsTerm, searchableText } from './normalize';
import type { Probe } from './probes';
import { NOT_IN_CONTEXT, type ProbeAnswer } from './reference-reader';

export interface GradedProbe {
  probeId: string;
  score: number;
  /** How the score was reached: `exact` (normalized match), `key-terms`, `judge`. */
  by: 'exact' | 'key-terms' | 'judge';
}

export function gradeAnswer(probe: Probe, answer: ProbeAnswer, judged?: boolean): GradedProbe {
  const base = { probeId: probe.id };
  if (judged !== undefined) return { ...base, score: judged ? 1 : 0, by: 'judge' };
  const by = probe.match === 'terms' ? 'key-terms' : 'exact';
  if (probe.match === 'none') return { ...base, score: answer.abstained ? 1 : 0, by };
  if (answer.abstained) return { ...base, score: 0, by };
  const found = new Set(answer.found).size;
  if (probe.match === 'one') return { ...base, score: found > 0 ? 1 : 0, by };
  const recall = found / probe.keys.length;
  if (probe.match === 'terms' || answer.listed === undefined || answer.listed === 0)
    return { ...base, score: recall, by };
  const precision = Math.min(1, found / answer.listed);
  return { ...base, score: recall + precision === 0 ? 0 : (2 * precision * recall) / (precision + recall), by };
}

const ABSTAIN = /^\s*(not in (the )?context|unknown|i don't know|n\/a|none)\W*$/i;

/** A live reader's answer to `probe` as the grader reads it: the keys it holds, the items it listed. */
export function readAnswer(probe: Probe, text: string, cwd?: string): ProbeAnswer {
  const trimmed = text.trim();
  const abstained = trimmed === '' || ABSTAIN.test(trimmed) || trimmed.toLowerCase().startsWith(NOT_IN_CONTEXT);
  // A model writes 48213 as "48,213" or "48 213": its number answers lose the separators the keys lost.
  const spoken = probe.type === 'number' ? trimmed.replace(/(?<=\d)[,_ ](?=\d{3}(?!\d))/g, '') : trimmed;
  const haystack = searchableText(spoken, probe.type);
  const found = abstained ? [] : probe.keys.filter((key) => containsTerm(haystack, key, probe.type, cwd));
  const listed = probe.match === 'all' ? trimmed.split(/\n|,|;/).filter((s) => s.trim() !== '').length : undefined;
  return { probeId: probe.id, answer: trimmed, found, abstained, ...(listed === undefined ? {} : { listed }) };
}
