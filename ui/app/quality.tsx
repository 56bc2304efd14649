/**
 * The newest quality eval of the session (docs/quality-eval.md): per strategy, the share of the probes its compacted
 * context still answers, by category, with the context and billed tokens of the next turn and the headline accuracy
 * per 1k billed tokens, from `GET /v1/sessions/{id}/evals/latest`. The reference reader's figures are labelled as the
 * upper bound they are. Loaded on its own, like the spend panel.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiFailure, clientFor, failureOf } from './api';
import { tokens } from './format';
import { ErrorState, Loading } from './states';
import type { components } from '../../client';

type SessionEval = components['schemas']['SessionEval'];
type Strategy = SessionEval['session']['summaries'][number];

const CATEGORIES = ['artifact', 'continuation', 'recall', 'decision'] as const;

interface Props {
  apiKey: string;
  sessionId: string;
  onSignOut: () => void;
}

/** `none`: no eval was run on the session (404 eval-not-found), which is a state, not a failure. */
async function latestEval(apiKey: string, sessionId: string): Promise<SessionEval | 'none'> {
  let result;
  try {
    result = await clientFor(apiKey).GET('/v1/sessions/{sessionId}/evals/latest', { params: { path: { sessionId } } });
  } catch {
    throw new ApiFailure('unreachable', 'the server did not answer');
  }
  if (result.data !== undefined && result.response.ok) return result.data;
  const type = (result.error as { type?: string } | undefined)?.type ?? '';
  if (result.response.status === 404 && type.endsWith('/eval-not-found')) return 'none';
  throw failureOf(result.response.status, result.error);
}

const share = (n: number | undefined): string => (n === undefined ? '–' : `${Math.round(n * 100)}%`);

export function QualityView({ apiKey, sessionId, onSignOut }: Props) {
  const [report, setReport] = useState<SessionEval | 'none' | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    latestEval(apiKey, sessionId).then(setReport).catch(setError);
  }, [apiKey, sessionId]);
  if (error) return <ErrorState error={error} onSignOut={onSignOut} />;
  if (!report) return <Loading what="the latest eval" />;
  if (report === 'none') {
    return (
      <p class="state empty" data-eval="none">
        No eval of this session yet: <code>compactor eval {sessionId}</code> measures what each strategy keeps.
      </p>
    );
  }
  const { session, reader } = report;
  return (
    <div class="quality" data-eval={report.run}>
      <p class="sub">
        {new Date(report.at).toLocaleString()}: {session.probes.compacted} of {session.probes.total} probes about the
        compacted span, read by <strong data-field="reader">{reader.label}</strong>
        {reader.upperBound ? ' (an upper bound: it scores what the context contains, not what a model recalls)' : ''}
        {session.skipped.length > 0
          ? `; not probed: ${session.skipped.map((s) => `${s.category} (${s.reason})`).join(', ')}`
          : ''}
      </p>
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th>strategy</th>
              <th>accuracy</th>
              {CATEGORIES.map((c) => (
                <th key={c}>{c}</th>
              ))}
              <th>context</th>
              <th>billed input</th>
              <th>per 1k billed</th>
            </tr>
          </thead>
          <tbody>
            {session.summaries.map((s) => (
              <StrategyRow key={s.strategy} strategy={s} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function StrategyRow({ strategy: s }: { strategy: Strategy }) {
  if (s.status !== 'ok') {
    return (
      <tr data-strategy={s.strategy}>
        <td>{s.strategy}</td>
        <td colSpan={CATEGORIES.length + 4} data-field="status">
          {s.status}
          {s.reason ? `: ${s.reason}` : ''}
        </td>
      </tr>
    );
  }
  return (
    <tr data-strategy={s.strategy}>
      <td>
        {s.strategy}
        {s.method && s.method !== s.strategy ? <span class="sub"> ({s.method})</span> : null}
      </td>
      <td data-field="accuracy">{share(s.overall?.macro)}</td>
      {CATEGORIES.map((c) => (
        <td key={c} data-field={c}>
          {share(s.cells?.[c]?.accuracy)}
        </td>
      ))}
      <td data-field="context">{s.contextTokens === undefined ? '–' : tokens(s.contextTokens)}</td>
      <td data-field="billed">{s.billedInputTokens === undefined ? '–' : tokens(s.billedInputTokens)}</td>
      <td data-field="per-1k">{s.accuracyPer1kBilled === undefined ? '–' : s.accuracyPer1kBilled.toFixed(3)}</td>
    </tr>
  );
}
