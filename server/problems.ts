/**
 * RFC 9457 problem details: every error a client sees is `application/problem+json` with a stable `type` URI per
 * kind of failure, a title, the status, a human `detail` and, where it helps, the failing `path` or the current
 * seq. Unknown errors become a bare 500: no stack trace or internal message ever reaches a client.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BranchSummaryFailed,
  CompactionLimitReached,
  HandoffTooShort,
  CompactionNotFound,
  EntryNotFound,
  FrameNotFound,
  InvalidEntry,
  NotImplemented,
  SessionBusy,
  SessionHandedOff,
  SessionNotFound,
  StreamConflict,
} from '../service/errors';
import { InvalidCursor } from '../service/sessions';
import { AgentConfigInvalid } from '../core/session/agent-config';
import { WireFormatError } from '../core/formats';

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
    retryAfter: z.number().int().optional().describe('rate-limited, session-busy: seconds to wait'),
  })
  .meta({ id: 'Problem' });

export type Problem = z.infer<typeof problemSchema>;

const KINDS = {
  validation: [400, 'Request validation failed'],
  'invalid-entry': [400, 'Invalid session entry'],
  'invalid-cursor': [400, 'Invalid pagination cursor'],
  unauthorized: [401, 'Missing or invalid API key'],
  'not-found': [404, 'Not found'],
  'session-not-found': [404, 'Session not found'],
  'compaction-not-found': [404, 'Compaction not found'],
  'frame-not-found': [404, 'Frame not found'],
  'entry-not-found': [404, 'Entry not found'],
  'stream-conflict': [409, 'Stream conflict'],
  'session-handed-off': [409, 'Session handed off'],
  'handoff-too-short': [422, 'Session too short to hand off'],
  'invalid-turn': [422, 'Invalid turn for its wire format'],
  'payload-too-large': [413, 'Payload too large'],
  'unsupported-media-type': [415, 'Unsupported media type'],
  'rate-limited': [429, 'Too many requests'],
  'session-busy': [429, 'Session busy'],
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

/** Maps any error that escaped a handler (or Fastify's own checks) to its problem; logs only the unexpected. */
export function toProblem(error: unknown, request: FastifyRequest): Problem {
  const known = knownProblem(error);
  if (known) return { ...known, instance: request.url };
  request.log.error({ err: error }, 'unhandled error');
  return problem('internal', 'the request failed; the server logged the cause', { instance: request.url });
}

function knownProblem(error: unknown): Problem | undefined {
  if (error instanceof ProblemError) return error.problem;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = (error as { validationContext?: string }).validationContext ?? 'body';
    const rest = (first?.instancePath ?? '').split('/').filter(Boolean);
    const path = [where, ...rest].join('.');
    return problem('validation', `${path}: ${first?.message ?? 'invalid'}`, { path });
  }
  if (error instanceof InvalidEntry && error.line !== undefined) {
    const path = ['body', error.path].filter(Boolean).join('.');
    return problem('invalid-entry', error.message, { path, line: error.line });
  }
  if (error instanceof InvalidEntry) {
    const path = ['body', 'entries', ...(error.index !== undefined ? [String(error.index)] : []), error.path]
      .filter(Boolean)
      .join('.');
    return problem('invalid-entry', error.message, { path });
  }
  if (error instanceof WireFormatError) {
    const path = ['body', ...error.path.split('/').slice(1)].join('.');
    return problem('invalid-turn', error.message, { path, pointer: error.path });
  }
  if (error instanceof SessionNotFound) return problem('session-not-found', error.message);
  // The session continues in another one (handoff): retrying here cannot succeed; the detail names the successor.
  if (error instanceof SessionHandedOff) return problem('session-handed-off', error.message);
  // Its writes already queue in this process (its row may be locked elsewhere): a moment later it may be free.
  if (error instanceof SessionBusy) return problem('session-busy', error.message, { retryAfter: 1 });
  if (error instanceof CompactionNotFound) return problem('compaction-not-found', error.message);
  if (error instanceof FrameNotFound) return problem('frame-not-found', error.message);
  if (error instanceof EntryNotFound) return problem('entry-not-found', error.message);
  // A manual handoff needs two message entries (spec §8): the request cannot succeed until the session grows.
  if (error instanceof HandoffTooShort) return problem('handoff-too-short', error.message);
  if (error instanceof BranchSummaryFailed) return problem('branch-summary-failed', error.message);
  if (error instanceof AgentConfigInvalid) {
    const path = ['body', error.path].filter(Boolean).join('.');
    return problem('validation', error.message, { path });
  }
  if (error instanceof InvalidCursor) return problem('invalid-cursor', error.message, { path: 'querystring.cursor' });
  if (error instanceof StreamConflict) return conflict(error);
  if (error instanceof NotImplemented) return problem('not-implemented', error.message);
  if (error instanceof CompactionLimitReached) {
    return problem('rate-limited', error.message, { retryAfter: error.retryAfterSeconds });
  }
  return fastifyProblem(error as FastifyError);
}

function conflict(error: StreamConflict): Problem {
  const { actual, currentSeq } = error.details as { actual?: unknown; currentSeq?: number };
  const seq = currentSeq ?? (typeof actual === 'number' ? actual : undefined);
  return problem('stream-conflict', error.message, seq === undefined ? {} : { currentSeq: seq });
}

function fastifyProblem(error: FastifyError): Problem | undefined {
  switch (error?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem('payload-too-large', error.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem('unsupported-media-type', error.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problem('validation', error.message, { path: 'body' });
  }
  if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
    return problem('validation', `body: ${error.message}`, { path: 'body' });
  }
  return undefined;
}
