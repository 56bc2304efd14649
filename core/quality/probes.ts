/**
 * Probes: questions about a session whose answers are known before it is compacted (issue 23; quality spec §2), by
 * category — artifact (files read or modified, commands run, the branch), continuation (the open request, the plan's
 * open items, a pending question), recall (errors seen, constraints, values), decision (choices and their reasons:
 * planted facts or a probe-writer model only). An answer is one key (`one`), a set (`all`), key terms (`terms`) or
 * nothing at all (`none`: the reader must abstain). Types and the probe file's schema; no behaviour.
 */
import { z } from 'zod';
import type { AnswerType } from './normalize';

export const PROBE_CATEGORIES = ['artifact', 'continuation', 'recall', 'decision'] as const;
export type ProbeCategory = (typeof PROBE_CATEGORIES)[number];

/** How a probe's keys are matched: any one of them, all of them (a set), as key terms, or none (abstain). */
export type ProbeMatch = 'one' | 'all' | 'terms' | 'none';

export interface Probe {
  /** Stable within a session: `<kind>:<n>`. */
  id: string;
  category: ProbeCategory;
  /** The finer kind (quality spec §2 table): `artifact.modified`, `recall.error`, `continuation.latest`, … */
  kind: string;
  question: string;
  type: AnswerType;
  match: ProbeMatch;
  /** The expected answer: its keys (for `none`, the decoy value that must not be claimed). */
  keys: string[];
  /** Entries that hold the answer. */
  evidence: string[];
  /** `exact`: graded by the normalizers; `judge`: by a judge model when one is configured, else by key terms. */
  grading: 'exact' | 'judge';
  /** Where the probe came from. */
  source: 'derived' | 'planted' | 'file' | 'model';
}

/** Whether a probe's answer was compacted away (`compacted`) or is still in the kept tail (`tail`, reported apart). */
export type ProbeScope = 'compacted' | 'tail';

export interface ScopedProbe extends Probe {
  scope: ProbeScope;
}

/** Why a category has no probes for a session (reported, never silently empty). */
export interface SkippedCategory {
  category: ProbeCategory;
  reason: string;
}

export interface ProbeSet {
  probes: Probe[];
  skipped: SkippedCategory[];
}

/** One line of a curated probe file (JSONL): a probe without the fields a file cannot know. */
export const probeLineSchema = z.object({
  id: z.string().min(1).optional(),
  category: z.enum(PROBE_CATEGORIES),
  kind: z.string().min(1).optional(),
  question: z.string().min(1),
  type: z.enum(['path', 'identifier', 'number', 'command', 'text']).default('text'),
  match: z.enum(['one', 'all', 'terms', 'none']).default('one'),
  keys: z.array(z.string().min(1)).min(1),
  evidence: z.array(z.string()).default([]),
  grading: z.enum(['exact', 'judge']).optional(),
});

export type ProbeLine = z.infer<typeof probeLineSchema>;

/** A probe from a parsed probe-file line (`n` numbers lines without an id). */
export function probeFromLine(line: ProbeLine, n: number): Probe {
  const kind = line.kind ?? `${line.category}.curated`;
  return {
    id: line.id ?? `${kind}:${n}`,
    category: line.category,
    kind,
    question: line.question,
    type: line.type,
    match: line.match,
    keys: line.keys,
    evidence: line.evidence,
    grading: line.grading ?? (line.type === 'text' ? 'judge' : 'exact'),
    source: 'file',
  };
}
