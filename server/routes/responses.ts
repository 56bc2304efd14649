/** The problem responses a route documents, by status. */
import { problemSchema } from '../problems';

export function problems(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, problemSchema])) as Record<number, typeof problemSchema>;
}

/**
 * Every /v1 route can answer these: invalid request, no valid key, a key without the scope or a disabled tenant,
 * a rate limit, an outage of the database or Temporal (retryable, with Retry-After).
 */
export const COMMON = [400, 401, 403, 429, 503] as const;
