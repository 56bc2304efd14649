/**
 * The TypeScript client of the compactor HTTP API (package export `compactor/client`): openapi-fetch over the
 * types generated from the API's OpenAPI document, so every path, parameter and body is checked at compile time.
 */
import createFetchClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };
export type CompactorClient = Client<paths>;
export type Problem = components['schemas']['Problem'];

export interface ClientOptions {
  /** The server, e.g. http://127.0.0.1:8787 (no trailing /v1). */
  baseUrl: string;
  /** An API key (`compactor key create`); it decides the tenant. */
  apiKey: string;
  /** A fetch implementation (default: the global fetch). */
  fetch?: typeof fetch;
}

export function createClient(options: ClientOptions): CompactorClient {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export { appendTurn, getContext, WIRE_FORMATS } from './formats';
export type { ContextOf, GetContextOptions, TurnOf, WireFormatName } from './formats';
