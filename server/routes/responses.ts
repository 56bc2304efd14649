/** The problem responses a route documents, by status. */
import { problemSchema } from '../problems';

export function problems(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, problemSchema])) as Record<number, typeof problemSchema>;
}

/** Every /v1 route can answer these. */
export const COMMON = [400, 401, 429] as const;
