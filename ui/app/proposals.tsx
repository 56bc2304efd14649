/**
 * A session's pending proposals (compactions started with mode `propose`): what approving each would commit, and
 * Approve / Reject for a key with the `compact` scope (a reject asks for its reason). A read-only key sees the same
 * proposals without the buttons; the server refuses its decisions anyway.
 */
import { useEffect, useState } from 'preact/hooks';
import { clientFor, data } from './api';
import { tokens, when } from './format';
import { ErrorState } from './states';
import type { HistoryRow, Proposal } from './types';

interface Props {
  apiKey: string;
  sessionId: string;
  history: HistoryRow[];
  canDecide: boolean;
  /** After a decision: the session is read again (its timeline, chart and path changed). */
  onDecided: () => void;
  onSignOut: () => void;
}

export function Proposals({ apiKey, sessionId, history, canDecide, onDecided, onSignOut }: Props) {
  const pending = history.filter((row) => row.status === 'proposed');
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="proposals-title">
      <h2 id="proposals-title">Pending proposals ({pending.length})</h2>
      {pending.map((row) => (
        <PendingProposal key={row.id} {...{ apiKey, sessionId, canDecide, onDecided, onSignOut }} runId={row.id} />
      ))}
    </section>
  );
}

type CardProps = Omit<Props, 'history'> & { runId: string };

function PendingProposal({ apiKey, sessionId, runId, canDecide, onDecided, onSignOut }: CardProps) {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const path = { params: { path: { sessionId, compactionId: runId } } };
  useEffect(() => {
    data(clientFor(apiKey).GET('/v1/sessions/{sessionId}/compactions/{compactionId}', path))
      .then((view) => setProposal(view.proposal ?? null))
      .catch(setError);
  }, [apiKey, sessionId, runId]);
  const decide = async (verb: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      const api = clientFor(apiKey);
      await (verb === 'approve'
        ? data(api.POST('/v1/sessions/{sessionId}/compactions/{compactionId}/approve', { ...path, body: {} }))
        : data(api.POST('/v1/sessions/{sessionId}/compactions/{compactionId}/reject', { ...path, body: { reason } })));
      onDecided();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <div class="proposal" data-proposal={runId}>
      {error ? <ErrorState error={error} onSignOut={onSignOut} /> : null}
      {proposal ? (
        <>
          <p>
            <strong>{proposal.method}</strong>
            {proposal.model ? ` (${proposal.model})` : ''}: {tokens(proposal.tokensBefore)} →{' '}
            {tokens(proposal.tokensAfter)} tokens, keeping from <code>{proposal.firstKeptEntryId}</code>. Expires{' '}
            {when(proposal.expiresAt)} UTC unless decided.
            {proposal.warning ? <strong class="warning"> Warning: {proposal.warning}</strong> : null}
          </p>
          <pre class="summary" data-proposal-summary>
            {proposal.summary}
          </pre>
        </>
      ) : null}
      {canDecide && proposal ? (
        rejecting ? (
          <form
            class="controls"
            onSubmit={(e) => {
              e.preventDefault();
              void decide('reject');
            }}
          >
            <label for={`reason-${runId}`}>Why reject it?</label>
            <input
              id={`reason-${runId}`}
              name="reason"
              value={reason}
              onInput={(e) => setReason((e.target as HTMLInputElement).value)}
              required
            />
            <button type="submit" disabled={busy || reason.trim() === ''}>
              Reject proposal
            </button>
            <button type="button" onClick={() => setRejecting(false)} disabled={busy}>
              Cancel
            </button>
          </form>
        ) : (
          <div class="controls">
            <button type="button" onClick={() => void decide('approve')} disabled={busy}>
              Approve
            </button>
            <button type="button" onClick={() => setRejecting(true)} disabled={busy}>
              Reject…
            </button>
          </div>
        )
      ) : null}
    </div>
  );
}
