/**
 * An eval's report as a text table (issue 23): one row per strategy — accuracy per category with n, overall macro
 * accuracy, the lift over `tail-only`, billed input tokens of the next turn, summarizer tokens, the headline accuracy
 * per 1k billed tokens and the run's latency — under the reader's label (the reference reader's says it is an upper
 * bound) and the skipped categories. Pure.
 */
import type { StrategySummary } from './eval-report';
import { PROBE_CATEGORIES, type SkippedCategory } from './probes';

export interface EvalTableInput {
  title: string;
  /** The reader's label, printed above the table. */
  reader: string;
  summaries: readonly StrategySummary[];
  skipped: readonly SkippedCategory[];
}

const HEAD = ['strategy', ...PROBE_CATEGORIES, 'overall', 'lift', 'billed in', 'summarizer', 'acc/1k', 'ms'];

export function evalTable({ title, reader, summaries, skipped }: EvalTableInput): string {
  const rows = summaries.map((s) => (s.status === 'ok' ? okRow(s) : [s.strategy, `${s.status}: ${s.reason ?? ''}`]));
  const widths = HEAD.map((h, i) => Math.max(h.length, ...rows.filter((r) => r.length > 2).map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    (cells.length === HEAD.length ? cells.map((c, i) => c.padEnd(widths[i]!)).join('  ') : cells.join('  ')).trimEnd();
  return [
    title,
    `reader: ${reader}`,
    ...skipped.map((s) => `skipped: ${s.category} (${s.reason})`),
    line(HEAD),
    ...rows.map(line),
  ].join('\n');
}

const fixed = (x: number | undefined, digits = 2) => (x === undefined ? '-' : x.toFixed(digits));

function okRow(s: StrategySummary): string[] {
  const spent = s.summarizerTokens ? s.summarizerTokens.input + s.summarizerTokens.output : 0;
  return [
    s.method && s.method !== s.strategy ? `${s.strategy} (${s.method})` : s.strategy,
    ...PROBE_CATEGORIES.map((c) => {
      const cell = s.cells?.[c];
      return cell ? `${fixed(cell.accuracy)} n=${cell.n}` : '-';
    }),
    fixed(s.overall?.macro),
    s.liftOverTailOnly === undefined ? '-' : `${s.liftOverTailOnly >= 0 ? '+' : ''}${fixed(s.liftOverTailOnly)}`,
    String(s.billedInputTokens ?? '-'),
    String(spent),
    fixed(s.accuracyPer1kBilled, 4),
    s.latencyMs === undefined ? '-' : String(Math.round(s.latencyMs)),
  ];
}
