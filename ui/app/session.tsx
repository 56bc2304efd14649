/**
 * One session: token chart, compaction timeline with replay, the selected compaction's detail, then the compactions'
 * spend, the latest quality eval, the tree and the active path (below the fold, each loaded on its own so the first
 * content waits for none).
 */
import { useEffect, useState } from 'preact/hooks';
import { clientFor, data } from './api';
import { TokenChart } from './chart';
import { CompactionDetail } from './detail';
import { tokens } from './format';
import { Proposals } from './proposals';
import { QualityView } from './quality';
import { SpendView } from './spend';
import { ErrorState, Loading } from './states';
import { Timeline, type Verdicts } from './timeline';
import { Transcript } from './transcript';
import { TreeView } from './tree';

import type { Audit, HistoryRow, ServerInfo, Session, Tree } from './types';

export type { Audit, HistoryRow, ServerInfo, Session, Tree };

interface Loaded {
  session: Session;
  audit: Audit;
  history: HistoryRow[];
  info: ServerInfo;
}

interface Props {
  apiKey: string;
  sessionId: string;
  onSignOut: () => void;
  onTenant: (tenant: string) => void;
}

export function SessionView({ apiKey, sessionId, onSignOut, onTenant }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [verdicts, setVerdicts] = useState<Verdicts>({ state: 'idle' });
  // Bumped by a decision on a proposal: the session is read again, as it now reads.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    setLoaded(null);
    setError(null);
    const api = clientFor(apiKey);
    const path = { params: { path: { sessionId } } };
    Promise.all([
      data(api.GET('/v1/sessions/{sessionId}', path)),
      data(api.GET('/v1/sessions/{sessionId}/audit', path)),
      data(api.GET('/v1/sessions/{sessionId}/compactions', path)),
      data(api.GET('/v1/server-info')),
    ])
      .then(([session, audit, history, info]) => {
        setLoaded({ session, audit, history, info });
        onTenant(info.tenantId);
        setSelected(audit.compactions.at(-1)?.entryId ?? null);
      })
      .catch(setError);
  }, [apiKey, sessionId, reads]);
  if (error) return <ErrorState error={error} onSignOut={onSignOut} />;
  if (!loaded) return <Loading what={`session ${sessionId}`} />;
  const { session, audit, history, info } = loaded;
  const replay = async () => {
    setVerdicts({ state: 'running' });
    try {
      const api = clientFor(apiKey);
      const result = await data(api.POST('/v1/sessions/{sessionId}/replay', { params: { path: { sessionId } } }));
      setVerdicts({ state: 'done', result });
    } catch (failure) {
      setVerdicts({ state: 'failed', error: failure });
    }
  };
  const index = audit.compactions.findIndex((c) => c.entryId === selected);
  const compaction = audit.compactions[index];
  return (
    <article class="session" data-session-view={session.id}>
      <h1>
        Session <code>{session.id}</code>
      </h1>
      <dl class="facts">
        <dt>status</dt>
        <dd>{session.status}</dd>
        <dt>entries</dt>
        <dd>{tokens(session.entries)}</dd>
        <dt>model</dt>
        <dd>{audit.model ?? '—'}</dd>
        <dt>threshold</dt>
        <dd>{audit.threshold === null ? '—' : `${tokens(audit.threshold)} of ${tokens(audit.contextWindow)}`}</dd>
        {session.parentSessionId ? (
          <>
            <dt>handed off from</dt>
            <dd>
              <a href={`#/sessions/${encodeURIComponent(session.parentSessionId)}`}>{session.parentSessionId}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <Proposals
        apiKey={apiKey}
        sessionId={sessionId}
        history={history}
        canDecide={info.scopes.includes('compact')}
        onDecided={() => setReads((n) => n + 1)}
        onSignOut={onSignOut}
      />
      <section aria-labelledby="chart-title">
        <h2 id="chart-title">Context tokens</h2>
        <TokenChart audit={audit} history={history} selected={selected} onSelect={setSelected} />
      </section>
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">Compactions</h2>
        <Timeline
          history={history}
          info={info}
          selected={selected}
          onSelect={setSelected}
          verdicts={verdicts}
          onReplay={() => void replay()}
          onSignOut={onSignOut}
        />
      </section>
      {compaction ? (
        <CompactionDetail
          apiKey={apiKey}
          compaction={compaction}
          revertedAt={history.find((row) => row.compactionEntryId === compaction.entryId)?.revertedAt ?? null}
          previous={index > 0 ? audit.compactions[index - 1] : undefined}
          onSignOut={onSignOut}
        />
      ) : null}
      <section aria-labelledby="spend-title">
        <h2 id="spend-title">Compaction spend</h2>
        <SpendView apiKey={apiKey} sessionId={sessionId} onSignOut={onSignOut} />
      </section>
      <section aria-labelledby="quality-title">
        <h2 id="quality-title">Latest eval</h2>
        <QualityView apiKey={apiKey} sessionId={sessionId} onSignOut={onSignOut} />
      </section>
      <section aria-labelledby="tree-title">
        <h2 id="tree-title">Tree</h2>
        <TreeView apiKey={apiKey} sessionId={sessionId} onSignOut={onSignOut} />
      </section>
      <section aria-labelledby="path-title">
        <h2 id="path-title">Active path</h2>
        <Transcript apiKey={apiKey} sessionId={sessionId} compaction={compaction} onSignOut={onSignOut} />
      </section>
    </article>
  );
}
