/**
 * What a session's compactions cost (docs/usage-and-budgets.md): every provider call they made, per model, from
 * `GET /v1/usage` for the session, with the estimated cost at the server's price table. Loaded on its own, like the
 * tree, so the page's first content does not wait for it. Figures estimated locally (image tokens, a remote
 * endpoint without usage) are counted and said so.
 */
import { useEffect, useState } from 'preact/hooks';
import { clientFor, data } from './api';
import { tokens } from './format';
import { ErrorState, Loading } from './states';
import type { components } from '../../client';

type Usage = components['schemas']['Usage'];

interface Props {
  apiKey: string;
  sessionId: string;
  onSignOut: () => void;
}

const usd = (n: number | null): string => (n === null ? 'unpriced' : `$${n.toFixed(4)}`);

export function SpendView({ apiKey, sessionId, onSignOut }: Props) {
  const [usage, setUsage] = useState<Usage | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    data(clientFor(apiKey).GET('/v1/usage', { params: { query: { sessionId, groupBy: 'model' } } }))
      .then(setUsage)
      .catch(setError);
  }, [apiKey, sessionId]);
  if (error) return <ErrorState error={error} onSignOut={onSignOut} />;
  if (!usage) return <Loading what="the compaction spend" />;
  const { total, models } = usage;
  if (total.calls === 0) {
    return (
      <p class="state empty" data-spend-total="0">
        No provider calls yet: snapcompact and pruning cost no tokens.
      </p>
    );
  }
  return (
    <div class="spend">
      <p class="sub" data-spend-total={total.calls}>
        {tokens(total.calls)} provider calls, {tokens(total.inputTokens + total.outputTokens)} tokens, about{' '}
        {usd(total.estimatedCostUsd)} at the price table of {usage.prices.asOf}
        {total.estimatedCalls > 0 ? `; ${tokens(total.estimatedCalls)} with figures estimated locally` : ''}
        {usage.unpricedModels.length > 0 ? `; not priced: ${usage.unpricedModels.join(', ')}` : ''}
      </p>
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th>model</th>
              <th>calls</th>
              <th>input</th>
              <th>cached</th>
              <th>output</th>
              <th>image</th>
              <th>estimated cost</th>
            </tr>
          </thead>
          <tbody>
            {models.map((m) => (
              <tr key={m.model} data-spend-model={m.model}>
                <td>
                  <code>{m.model}</code>
                </td>
                <td data-field="calls">{tokens(m.calls)}</td>
                <td data-field="input">{tokens(m.inputTokens)}</td>
                <td data-field="cached">{tokens(m.cachedTokens)}</td>
                <td data-field="output">{tokens(m.outputTokens)}</td>
                <td data-field="image">{tokens(m.imageInputTokens)}</td>
                <td data-field="cost">{usd(m.estimatedCostUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
