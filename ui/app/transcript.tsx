/**
 * The active path, one page at a time (a 10k-entry session never loads whole), each entry marked by its region in
 * the selected compaction: summarized, kept, the compaction itself, or after it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { components } from '../../client';
import { clientFor, data } from './api';
import { tokens } from './format';
import type { Audit } from './types';
import { ErrorState, Loading } from './states';

const PAGE = 100;
type Page = components['schemas']['TranscriptPage'];

interface Props {
  apiKey: string;
  sessionId: string;
  compaction: Audit['compactions'][number] | undefined;
  onSignOut: () => void;
}

export function Transcript({ apiKey, sessionId, compaction, onSignOut }: Props) {
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (compaction) setOffset(Math.floor(compaction.keptFrom / PAGE) * PAGE);
  }, [compaction?.entryId]);
  useEffect(() => {
    setError(null);
    const api = clientFor(apiKey);
    data(
      api.GET('/v1/sessions/{sessionId}/path', {
        params: { path: { sessionId }, query: { offset, limit: PAGE } },
      }),
    )
      .then(setPage)
      .catch(setError);
  }, [apiKey, sessionId, offset]);
  if (error) return <ErrorState error={error} onSignOut={onSignOut} />;
  if (!page) return <Loading what="the active path" />;
  const region = (i: number) => {
    if (!compaction) return '';
    if (i === compaction.index) return 'compaction';
    if (i >= compaction.summarizedFrom && i < compaction.keptFrom) return 'summarized';
    if (i >= compaction.keptFrom && i < compaction.index) return 'kept';
    return '';
  };
  const pager = (
    <div class="controls pager">
      <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
        ← Previous
      </button>
      <span>
        entries {page.total === 0 ? 0 : offset}–{Math.min(page.total, offset + PAGE) - 1} of {page.total}
      </span>
      <button type="button" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
        Next →
      </button>
      <span class="legend">
        <span class="summarized">summarized</span> <span class="kept">kept</span>{' '}
        <span class="compaction">compaction</span>
      </span>
    </div>
  );
  return (
    <div class="transcript">
      {pager}
      <ol start={offset}>
        {page.rows.map((row) => (
          <li key={row.id} class={region(row.index)} data-index={row.index} data-region={region(row.index)}>
            <span class="kind">{row.role ?? row.type}</span> <span class="preview">{row.preview}</span>{' '}
            <span class="sub">{tokens(row.tokens)} tok</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
