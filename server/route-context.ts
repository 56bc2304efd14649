/** What every route module is handed by the server (server/app.ts): the service's deps, metrics and limits. */
import type { ServiceDeps } from '../service/deps';
import type { Metrics } from './metrics';

export interface ServerLimits {
  /** Requests per tenant per minute. */
  readonly requestsPerMinute: number;
  /** Largest JSON body, in bytes. */
  readonly bodyLimit: number;
  /** Largest session file an import accepts, in bytes. */
  readonly importLimit: number;
  /** Failed authentications per client address per minute before it answers 429. */
  readonly authFailuresPerMinute: number;
}

export interface RouteContext {
  readonly deps: ServiceDeps;
  readonly metrics: Metrics;
  readonly limits: ServerLimits;
  readonly ready: () => Promise<void>;
  readonly viewer: { readonly temporalUiUrl?: string; readonly temporalNamespace: string };
  readonly remoteEndpointAllow: readonly string[];
}
