/** The compaction timeline (the audit rows, oldest first) with each run's replay verdict. */
import type { components } from '../../client';
import { duration, tokens, when } from './format';
import type { HistoryRow, ServerInfo } from './types';
import { Empty, ErrorState } from './states';

export type Verdicts =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: components['schemas']['Replay'] }
  | { state: 'failed'; error: unknown };

interface Props {
  history: HistoryRow[];
  info: ServerInfo;
  selected: string | null;
  onSelect: (entryId: string) => void;
  verdicts: Verdicts;
  onReplay: () => void;
  onSignOut: () => void;
}

export function Timeline({ history, info, selected, onSelect, verdicts, onReplay, onSignOut }: Props) {
  if (history.length === 0) {
    return (
      <Empty>
        No compactions recorded. Start one with <code>compactor compact &lt;sessionId&gt;</code> or{' '}
        <code>POST /v1/sessions/{'{id}'}/compactions</code>.
      </Empty>
    );
  }
  const link = (row: HistoryRow) =>
    info.temporalUiUrl
      ? `${info.temporalUiUrl}/namespaces/${encodeURIComponent(info.temporalNamespace)}/workflows/${encodeURIComponent(row.workflowId)}/${encodeURIComponent(row.id)}/history`
      : undefined;
  const verdictOf = (row: HistoryRow) => {
    if (verdicts.state === 'running') return <span class="verdict pending">replaying…</span>;
    if (verdicts.state !== 'done') return <span class="verdict">—</span>;
    const outcome = verdicts.result.outcomes.find((o) => o.runId === row.id);
    if (!outcome) return <span class="verdict">not replayed</span>;
    return outcome.ok ? (
      <span class="verdict ok">✓ replays</span>
    ) : (
      <span class="verdict bad" title={outcome.error?.message}>
        ✗ {outcome.error?.name ?? 'diverged'}
      </span>
    );
  };
  return (
    <>
      <div class="controls">
        <button type="button" onClick={onReplay} disabled={verdicts.state === 'running'}>
          Replay recorded compactions
        </button>
        {verdicts.state === 'done' ? (
          <span class={verdicts.result.ok ? 'verdict ok' : 'verdict bad'} data-replay={String(verdicts.result.ok)}>
            {verdicts.result.ok
              ? `all ${verdicts.result.outcomes.length} replay with today's code`
              : 'a compaction diverges from today’s code'}
          </span>
        ) : null}
      </div>
      {verdicts.state === 'failed' ? <ErrorState error={verdicts.error} onSignOut={onSignOut} /> : null}
      <div class="scroll">
        <table class="timeline">
          <thead>
            <tr>
              <th scope="col">started</th>
              <th scope="col">trigger</th>
              <th scope="col">method</th>
              <th scope="col">status</th>
              <th scope="col">tokens before → after</th>
              <th scope="col">model</th>
              <th scope="col">prompt hash</th>
              <th scope="col">duration</th>
              <th scope="col">workflow</th>
              <th scope="col">replay</th>
            </tr>
          </thead>
          <tbody>
            {history.map((row) => (
              <tr
                key={row.id}
                data-run={row.id}
                class={row.compactionEntryId && row.compactionEntryId === selected ? 'selected' : undefined}
              >
                <td>
                  {row.compactionEntryId ? (
                    <button type="button" class="linkish" onClick={() => onSelect(row.compactionEntryId!)}>
                      {when(row.startedAt)}
                    </button>
                  ) : (
                    when(row.startedAt)
                  )}
                </td>
                <td data-field="trigger">{row.trigger}</td>
                <td data-field="method">{row.method ?? '—'}</td>
                <td data-field="status">
                  {row.revertedAt ? (
                    <span class="reverted" data-reverted-run={row.id} title={`reverted at ${when(row.revertedAt)} UTC`}>
                      {row.status}, reverted
                    </span>
                  ) : (
                    row.status
                  )}
                  {row.error ? <div class="sub">{row.error}</div> : null}
                </td>
                <td class="num">
                  <span data-field="tokensBefore">{tokens(row.tokensBefore)}</span> →{' '}
                  <span data-field="tokensAfter">{tokens(row.tokensAfter)}</span>
                </td>
                <td data-field="model">{row.model ?? '—'}</td>
                <td>
                  <code data-field="promptHash" title={row.promptHash ?? undefined}>
                    {row.promptHash ? row.promptHash.slice(0, 12) : '—'}
                  </code>
                </td>
                <td>{duration(row.startedAt, row.finishedAt)}</td>
                <td>
                  {link(row) ? (
                    <a href={link(row)} target="_blank" rel="noopener noreferrer">
                      {row.workflowId}
                    </a>
                  ) : (
                    <code>{row.workflowId}</code>
                  )}
                </td>
                <td>{verdictOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
