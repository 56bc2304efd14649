/** The newest quality eval of a session, as `GET /v1/sessions/{id}/evals/latest` and the viewer show it. */
import { latestSessionEval } from '../store/evals/session-evals';
import type { ServiceDeps } from './deps';
import { EvalNotFound } from './errors';
import { getSession } from './sessions';

type Ids = { tenantId: string; sessionId: string };

/** The stored report with its run and time; SessionNotFound for no such session, EvalNotFound for none run on it. */
export async function latestEval(deps: Pick<ServiceDeps, 'db'>, ids: Ids) {
  await getSession(deps.db, ids.tenantId, ids.sessionId);
  const stored = await latestSessionEval(deps.db, ids);
  if (!stored) throw new EvalNotFound(ids.sessionId);
  return { ...stored.report, run: stored.run, at: stored.at.toISOString() };
}
