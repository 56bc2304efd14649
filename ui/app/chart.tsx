/**
 * The context-token chart: tokens after each entry of the active path (the server's series), each compaction a
 * drop marked with its trigger, the threshold as a dashed line. Markers are buttons: they select the compaction.
 */
import type { Audit, HistoryRow } from './types';
import { tokens } from './format';

const W = 960;
const H = 260;
const PAD = { left: 64, right: 12, top: 16, bottom: 28 };

export const TRIGGER_MARK: Record<string, string> = {
  manual: 'M',
  overflow: 'O',
  incomplete: 'I',
  threshold: 'T',
  idle: 'Z',
  navigation: 'N',
  imported: 'R',
};

interface Props {
  audit: Audit;
  history: HistoryRow[];
  selected: string | null;
  onSelect: (entryId: string) => void;
}

export function TokenChart({ audit, history, selected, onSelect }: Props) {
  const { index, tokens: values } = audit.series;
  if (index.length === 0) return <p class="state empty">The session has no entries yet.</p>;
  const maxX = Math.max(1, audit.pathLength - 1);
  const maxY = Math.max(1, audit.threshold ?? 0, ...values, ...audit.compactions.map((c) => c.tokensBefore)) * 1.08;
  const x = (i: number) => PAD.left + (i / maxX) * (W - PAD.left - PAD.right);
  const y = (t: number) => H - PAD.bottom - (t / maxY) * (H - PAD.top - PAD.bottom);
  const points = index.map((i, k) => `${x(i).toFixed(1)},${y(values[k]!).toFixed(1)}`).join(' ');
  // A compaction without an audit row came with an imported session file: its trigger was never recorded here.
  const triggerOf = (entryId: string) => history.find((h) => h.compactionEntryId === entryId)?.trigger ?? 'imported';
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(f * maxY));
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Context tokens over ${audit.pathLength} entries with ${audit.compactions.length} compactions`}
      >
        {ticks.map((t) => (
          <g key={t} class="tick">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t) + 4} text-anchor="end">
              {t >= 1000 ? `${Math.round(t / 1000)}k` : t}
            </text>
          </g>
        ))}
        {audit.threshold !== null ? (
          <g class="threshold" data-threshold={audit.threshold}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(audit.threshold)} y2={y(audit.threshold)} />
            <text x={W - PAD.right - 4} y={y(audit.threshold) - 5} text-anchor="end">
              threshold {tokens(audit.threshold)}
            </text>
          </g>
        ) : null}
        <polyline class="series" points={points} />
        {audit.compactions.map((c) => {
          const trigger = triggerOf(c.entryId);
          return (
            <g
              key={c.entryId}
              class={`drop${selected === c.entryId ? ' selected' : ''}`}
              data-drop={c.entryId}
              data-trigger={trigger}
              tabindex={0}
              role="button"
              aria-label={`${trigger} compaction at entry ${c.index}: ${tokens(c.tokensBefore)} to ${tokens(c.tokensAfter)} tokens`}
              onClick={() => onSelect(c.entryId)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onSelect(c.entryId))}
            >
              <line x1={x(c.index)} x2={x(c.index)} y1={y(c.tokensBefore)} y2={y(c.tokensAfter)} />
              <circle cx={x(c.index)} cy={y(c.tokensBefore)} r={9} />
              <text x={x(c.index)} y={y(c.tokensBefore) + 4} text-anchor="middle">
                {TRIGGER_MARK[trigger] ?? '?'}
              </text>
            </g>
          );
        })}
        <text class="axis" x={W - PAD.right} y={H - 8} text-anchor="end">
          entry {audit.pathLength - 1}
        </text>
        <text class="axis" x={PAD.left} y={H - 8}>
          entry 0
        </text>
      </svg>
      <figcaption>
        Markers: M manual, O overflow, I incomplete, T threshold, Z idle, N navigation, R recorded in an imported file
        (no audit row). Select one for its detail.
      </figcaption>
    </figure>
  );
}
