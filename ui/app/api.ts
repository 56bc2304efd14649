/**
 * The viewer's access to the API: the generated typed client with the key the user entered (kept in
 * sessionStorage for the browser session only; sent as the Authorization header, never in a URL), and failures
 * sorted into the states the page explains: bad key, not found, server unreachable, other.
 */
import { createClient, type CompactorClient } from '../../client';

const KEY_SLOT = 'compactor.apiKey';

export type FailureKind = 'unauthorized' | 'not-found' | 'unreachable' | 'server';

export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

export const storedKey = (): string | null => sessionStorage.getItem(KEY_SLOT);
export const storeKey = (key: string): void => sessionStorage.setItem(KEY_SLOT, key);
export const forgetKey = (): void => sessionStorage.removeItem(KEY_SLOT);

export function clientFor(key: string): CompactorClient {
  return createClient({ baseUrl: location.origin, apiKey: key });
}

/** Awaits an openapi-fetch call and returns its data, or throws an ApiFailure naming what went wrong. */
export async function data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw new ApiFailure('unreachable', 'the server did not answer');
  }
  if (result.data !== undefined && result.response.ok) return result.data;
  throw failureOf(result.response.status, result.error);
}

export function failureOf(status: number, body: unknown): ApiFailure {
  const detail = (body as { detail?: string } | undefined)?.detail ?? `HTTP ${status}`;
  if (status === 401) return new ApiFailure('unauthorized', detail);
  if (status === 404) return new ApiFailure('not-found', detail);
  return new ApiFailure('server', detail);
}

/** A snapcompact frame as an object URL (the frame route needs the key, so an <img src> cannot fetch it). */
export async function frameUrl(key: string, sha256: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/v1/frames/${sha256}`, { headers: { authorization: `Bearer ${key}` } });
  } catch {
    throw new ApiFailure('unreachable', 'the server did not answer');
  }
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => undefined));
  return URL.createObjectURL(await response.blob());
}
