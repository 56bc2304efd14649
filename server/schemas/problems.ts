/**
 * RFC 9457 problem details: the Problem schema, the closed list of problem kinds (a stable `type` URI, a status and
 * a title each) and the helpers that build and send one. Mapping errors to problems is server/problems.ts.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const PROBLEM_BASE = 'https://compactor.dev/problems/';

export const problemSchema = z
  .object({
    type: z.string().describe('stable URI naming the kind of problem'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    path: z.string().optional().describe('the failing field, as a dotted path from the request part'),
    pointer: z.string().optional().describe('invalid-turn: the failing field, as a JSON pointer into the body'),
    line: z.number().int().optional().describe('invalid-entry of an import: the 1-based line of the file'),
    currentSeq: z.number().int().optional().describe('stream-conflict: the session seq now'),
    retryAfter: z
      .number()
      .int()
      .optional()
      .describe('rate-limited, session-busy, authentication-throttled, budget-exceeded, unavailable: seconds to wait'),
    scope: z.string().optional().describe('insufficient-scope: the scope the request needs and the key lacks'),
    placeholder: z
      .string()
      .optional()
      .describe('invalid-prompt-template: the unknown placeholder the template uses, without braces'),
  })
  .meta({ id: 'Problem' });

export type Problem = z.infer<typeof problemSchema>;

const KINDS = {
  validation: [400, 'Request validation failed'],
  'invalid-entry': [400, 'Invalid session entry'],
  'invalid-cursor': [400, 'Invalid pagination cursor'],
  'invalid-prompt-template': [400, 'Invalid prompt template'],
  unauthorized: [401, 'Missing or invalid API key'],
  'insufficient-scope': [403, 'Insufficient scope'],
  'tenant-disabled': [403, 'Tenant disabled'],
  'remote-endpoint-refused': [403, 'Remote endpoint refused'],
  'not-found': [404, 'Not found'],
  'session-not-found': [404, 'Session not found'],
  'compaction-not-found': [404, 'Compaction not found'],
  'frame-not-found': [404, 'Frame not found'],
  'eval-not-found': [404, 'No eval of the session'],
  'tenant-not-found': [404, 'Tenant not found'],
  'key-not-found': [404, 'API key not found'],
  'method-not-allowed': [405, 'Method not allowed'],
  'request-timeout': [408, 'Request timeout'],
  // The navigation target is not an entry of the session (the session itself exists): the client's view is stale.
  'entry-not-found': [409, 'Entry not found'],
  'stream-conflict': [409, 'Stream conflict'],
  'tenant-exists': [409, 'Tenant exists'],
  'session-handed-off': [409, 'Session handed off'],
  // The session's state (fewer than two messages) refuses a well-formed request: a conflict, as RFC 9110 §15.5.10.
  'handoff-too-short': [409, 'Session too short to hand off'],
  'compaction-not-revertable': [409, 'Compaction cannot be reverted'],
  // The run holds no pending proposal: it was decided, expired, is still making it, or was not started to propose.
  'proposal-not-pending': [409, 'No pending proposal'],
  // Approved, but the session's branch moved past the proposal's snapshot: nothing was committed.
  'proposal-superseded': [409, 'Proposal superseded'],
  'payload-too-large': [413, 'Payload too large'],
  'uri-too-long': [414, 'URI too long'],
  'unsupported-media-type': [415, 'Unsupported media type'],
  'invalid-turn': [422, 'Invalid turn for its wire format'],
  'rate-limited': [429, 'Too many requests'],
  'session-busy': [429, 'Session busy'],
  'authentication-throttled': [429, 'Too many failed authentications'],
  // The monthly budget of the tenant or the session is spent and its settings refuse manual compactions past it.
  'budget-exceeded': [429, 'Compaction budget exceeded'],
  'headers-too-large': [431, 'Request header fields too large'],
  internal: [500, 'Internal server error'],
  'not-implemented': [501, 'Not implemented'],
  'branch-summary-failed': [502, 'Branch summary failed'],
  unavailable: [503, 'Service unavailable'],
} as const satisfies Record<string, readonly [number, string]>;

export type ProblemKind = keyof typeof KINDS;

export function problem(kind: ProblemKind, detail?: string, extra: Partial<Problem> = {}): Problem {
  const [status, title] = KINDS[kind];
  return { type: `${PROBLEM_BASE}${kind}`, title, status, ...(detail ? { detail } : {}), ...extra };
}

/** Thrown by a route for a problem it detects itself. */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  if (body.retryAfter !== undefined) void reply.header('retry-after', String(body.retryAfter));
  return reply.code(body.status).type('application/problem+json').send(body);
}
