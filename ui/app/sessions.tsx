/** The tenant's sessions: search, sort, status and lineage links. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { components } from '../../client';
import { clientFor, data } from './api';
import { tokens, when } from './format';
import { Empty, ErrorState, Loading } from './states';

type Session = components['schemas']['Session'];
type Sort = 'activity' | 'size' | 'compaction';
const MAX_PAGES = 10;

interface Props {
  apiKey: string;
  onSignOut: () => void;
  onTenant: (tenant: string) => void;
}

export function SessionList({ apiKey, onSignOut, onTenant }: Props) {
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('activity');
  useEffect(() => {
    const api = clientFor(apiKey);
    void (async () => {
      try {
        const info = await data(api.GET('/v1/server-info'));
        onTenant(info.tenantId);
        const all: Session[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < MAX_PAGES; page += 1) {
          const got = await data(api.GET('/v1/sessions', { params: { query: { limit: 200, cursor } } }));
          all.push(...got.sessions);
          if (!got.nextCursor) break;
          cursor = got.nextCursor;
        }
        setSessions(all);
      } catch (failure) {
        setError(failure);
      }
    })();
  }, [apiKey]);
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const hits = (sessions ?? []).filter(
      (s) => !needle || s.id.toLowerCase().includes(needle) || (s.cwd ?? '').toLowerCase().includes(needle),
    );
    const by: Record<Sort, (s: Session) => number> = {
      activity: (s) => Date.parse(s.lastActivityAt),
      size: (s) => s.entries,
      compaction: (s) => (s.lastCompaction?.at ? Date.parse(s.lastCompaction.at) : 0),
    };
    return [...hits].sort((a, b) => by[sort](b) - by[sort](a));
  }, [sessions, query, sort]);
  if (error) return <ErrorState error={error} onSignOut={onSignOut} />;
  if (!sessions) return <Loading what="sessions" />;
  const ids = new Set(sessions.map((s) => s.id));
  const children = (id: string) => sessions.filter((s) => s.parentSessionId === id);
  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title">Sessions</h1>
      {sessions.length === 0 ? (
        <Empty>
          No sessions for this tenant yet. Import one with <code>compactor ingest file.jsonl --tenant &lt;id&gt;</code>{' '}
          or <code>POST /v1/sessions/import</code>.
        </Empty>
      ) : (
        <>
          <div class="controls">
            <label>
              Search{' '}
              <input
                type="search"
                value={query}
                placeholder="id or directory"
                onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
              />
            </label>
            <label>
              Sort by{' '}
              <select value={sort} onChange={(e) => setSort((e.target as HTMLSelectElement).value as Sort)}>
                <option value="activity">last activity</option>
                <option value="size">size (entries)</option>
                <option value="compaction">last compaction</option>
              </select>
            </label>
            <span>
              {shown.length} of {sessions.length}
            </span>
          </div>
          <div class="scroll">
            <table class="sessions">
              <thead>
                <tr>
                  <th scope="col">session</th>
                  <th scope="col">status</th>
                  <th scope="col">entries</th>
                  <th scope="col">last activity</th>
                  <th scope="col">last compaction</th>
                  <th scope="col">lineage</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((s) => (
                  <tr key={s.id} data-session={s.id}>
                    <td>
                      <a href={`#/sessions/${encodeURIComponent(s.id)}`}>{s.id}</a>
                      {s.cwd ? <div class="sub">{s.cwd}</div> : null}
                    </td>
                    <td>
                      <span class={`status status-${s.status}`}>{s.status}</span>
                    </td>
                    <td class="num">{tokens(s.entries)}</td>
                    <td>{when(s.lastActivityAt)}</td>
                    <td>{when(s.lastCompaction?.at)}</td>
                    <td>
                      {s.parentSessionId ? (
                        ids.has(s.parentSessionId) ? (
                          <a href={`#/sessions/${encodeURIComponent(s.parentSessionId)}`}>from {s.parentSessionId}</a>
                        ) : (
                          <span>from {s.parentSessionId}</span>
                        )
                      ) : null}
                      {children(s.id).map((c) => (
                        <div key={c.id}>
                          <a href={`#/sessions/${encodeURIComponent(c.id)}`}>handed off to {c.id}</a>
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
