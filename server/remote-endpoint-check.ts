/**
 * Settings-time half of the remote-endpoint guard: a `remoteEndpoint` a request stores or sends must be admitted by
 * the operator's allow-list (COMPACTOR_REMOTE_ENDPOINT_ALLOW) and must not name a non-public address, else the
 * request is a 403 remote-endpoint-refused problem naming the setting: the request is well-formed, the server's
 * policy refuses it. The worker checks again at call time, resolved address
 * included (activities/llm/endpoint-policy.ts).
 */
import { checkRemoteEndpoint, RemoteEndpointRefused } from '../activities/llm/endpoint-policy';
import { problem, ProblemError } from './problems';

/** Throws a remote-endpoint-refused ProblemError at `path` when `url` is set and not allowed. */
export function assertRemoteEndpointAllowed(url: string | undefined, allow: readonly string[], path: string): void {
  if (url === undefined) return;
  try {
    checkRemoteEndpoint(url, allow);
  } catch (error) {
    if (!(error instanceof RemoteEndpointRefused)) throw error;
    throw new ProblemError(problem('remote-endpoint-refused', `${path}: ${error.message}`, { path }));
  }
}
