/**
 * The numbers of an eval (issue 23; quality spec §3): per strategy and category the mean probe score with n and a
 * Wilson 95% interval, overall accuracy as the macro mean over categories (and the micro mean over probes), the lift
 * over the `tail-only` arm, the headline accuracy per 1k billed input tokens of the next turn, and an amortized cost
 * `summarizer + T × next turn` for T = 1 and T = 20. Only probes in the compacted scope count. Pure.
 */
import type { GradedProbe } from './grade';
import { PROBE_CATEGORIES, type ProbeCategory, type ScopedProbe } from './probes';

export interface StrategyNumbers {
  /** Estimated tokens of the rebuilt context. */
  contextTokens: number;
  /** Input tokens the next turn is billed: context, system and tools, probe text, images by the provider's rule. */
  billedInputTokens: number;
  /** `estimated` (chars/4 and the image rule) or `provider` (reported usage): never mixed in one ratio. */
  billing: 'estimated' | 'provider';
  /** Tokens every summarizer call that produced the context spent (gate retries and model checks included). */
  summarizerTokens: { input: number; output: number };
  latencyMs: number;
  /** Tokens the live reader (and judge) spent reading this context: the eval's own cost, not the strategy's. */
  readerTokens?: { input: number; output: number };
}

export interface StrategyRun extends Partial<StrategyNumbers> {
  strategy: string;
  status: 'ok' | 'skipped' | 'failed';
  /** Why the run was skipped or failed: a failure's typed cause as `<type>: <message>`. */
  reason?: string;
  /** A failed run's typed failure (`ProviderAuth`, `ContextOverflow`, …), when its cause chain held one. */
  failureType?: string;
  /** What the compaction committed (a method that passed on shows here). */
  method?: string;
  grades?: GradedProbe[];
}

export interface Cell {
  n: number;
  accuracy: number;
  ci95: [number, number];
}

export interface StrategySummary extends StrategyRun {
  cells?: Partial<Record<ProbeCategory, Cell>>;
  overall?: { macro: number; micro: number; n: number };
  liftOverTailOnly?: number;
  accuracyPer1kBilled?: number;
  amortizedTokens?: { t1: number; t20: number };
}

/** Wilson score interval at 95% for a mean of n scores (exact for binary cells). */
export function wilson(mean: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.959964;
  const denom = 1 + (z * z) / n;
  const centre = (mean + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((mean * (1 - mean)) / n + (z * z) / (4 * n * n))) / denom;
  return [round(Math.max(0, centre - half)), round(Math.min(1, centre + half))];
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

function cellsOf(run: StrategyRun, probes: readonly ScopedProbe[]): StrategySummary {
  const counted = new Map(probes.filter((p) => p.scope === 'compacted').map((p) => [p.id, p]));
  const grades = (run.grades ?? []).filter((g) => counted.has(g.probeId));
  const cells: Partial<Record<ProbeCategory, Cell>> = {};
  for (const category of PROBE_CATEGORIES) {
    const scores = grades.filter((g) => counted.get(g.probeId)?.category === category).map((g) => g.score);
    if (scores.length > 0) {
      const m = mean(scores);
      cells[category] = { n: scores.length, accuracy: round(m), ci95: wilson(m, scores.length) };
    }
  }
  const present = Object.values(cells);
  const overall = {
    macro: round(mean(present.map((c) => c.accuracy))),
    micro: round(mean(grades.map((g) => g.score))),
    n: grades.length,
  };
  return { ...run, cells, overall };
}

/** Every strategy's summary; `tail-only` (when it ran) is the baseline of the lift. */
export function summarizeEval(runs: readonly StrategyRun[], probes: readonly ScopedProbe[]): StrategySummary[] {
  const summaries = runs.map((run) => (run.status === 'ok' ? cellsOf(run, probes) : { ...run }));
  const baseline = summaries.find((s) => s.strategy === 'tail-only')?.overall?.macro;
  return summaries.map((s) => {
    if (!s.overall || s.billedInputTokens === undefined) return s;
    const spent = (s.summarizerTokens?.input ?? 0) + (s.summarizerTokens?.output ?? 0);
    return {
      ...s,
      ...(baseline === undefined ? {} : { liftOverTailOnly: round(s.overall.macro - baseline) }),
      accuracyPer1kBilled: round(s.overall.macro / Math.max(s.billedInputTokens / 1000, 1e-9)),
      amortizedTokens: { t1: spent + s.billedInputTokens, t20: spent + 20 * s.billedInputTokens },
    };
  });
}
