/**
 * RFC 9457 problem details: every error a client sees is `application/problem+json` with a stable `type` URI per
 * kind of failure, a title, the status, a human `detail` and, where it helps, the failing `path` or the current
 * seq. Unknown errors become a bare 500: no stack trace or internal message ever reaches a client.
 */
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { problem, ProblemError, type Problem, type ProblemKind } from './schemas/problems';
import {
  BranchSummaryFailed,
  BudgetExceeded,
  CompactionLimitReached,
  HandoffTooShort,
  CompactionNotFound,
  CompactionNotRevertable,
  EntryNotFound,
  EvalNotFound,
  FrameNotFound,
  InvalidEntry,
  InvalidPromptTemplate,
  InvalidSettings,
  KeyNotFound,
  NotImplemented,
  ProposalNotPending,
  ProposalSuperseded,
  SessionBusy,
  SessionHandedOff,
  SessionNotFound,
  StreamConflict,
  TenantExists,
  TenantNotFound,
} from '../service/errors';
import { InvalidCursor } from '../service/sessions';
import { AgentConfigInvalid } from '../core/session/agent-config';
import { WireFormatError } from '../core/formats';
import { fastifyProblem, outageProblem } from './framework-problems';

export { PROBLEM_BASE, problem, problemSchema, ProblemError, sendProblem } from './schemas/problems';
export type { Problem, ProblemKind } from './schemas/problems';

/** Maps any error that escaped a handler (or Fastify's own checks) to its problem; logs only the unexpected. */
export function toProblem(error: unknown, request: FastifyRequest): Problem {
  const known = knownProblem(error);
  if (known) return { ...known, instance: request.url };
  request.log.error({ err: error }, 'unhandled error');
  return problem('internal', 'the request failed; the server logged the cause', { instance: request.url });
}

/** Store and service failures that map to one problem kind, their message as the detail. */
const BY_CLASS: readonly (readonly [abstract new (...args: never[]) => Error, ProblemKind])[] = [
  [SessionNotFound, 'session-not-found'],
  // The session continues in another one (handoff): retrying here cannot succeed; the detail names the successor.
  [SessionHandedOff, 'session-handed-off'],
  [CompactionNotFound, 'compaction-not-found'],
  // A later compaction stands or a run is in flight: the detail names it; revert that first, or wait.
  [CompactionNotRevertable, 'compaction-not-revertable'],
  // The proposal was decided, expired or is not one: the detail says which (and who decided, when).
  [ProposalNotPending, 'proposal-not-pending'],
  // Approved too late: the session's branch moved past the proposal's snapshot; nothing was committed.
  [ProposalSuperseded, 'proposal-superseded'],
  [FrameNotFound, 'frame-not-found'],
  [EvalNotFound, 'eval-not-found'],
  [EntryNotFound, 'entry-not-found'],
  // A manual handoff needs two message entries (spec §8): the request cannot succeed until the session grows.
  [HandoffTooShort, 'handoff-too-short'],
  [BranchSummaryFailed, 'branch-summary-failed'],
  [NotImplemented, 'not-implemented'],
  [TenantNotFound, 'tenant-not-found'],
  [TenantExists, 'tenant-exists'],
  [KeyNotFound, 'key-not-found'],
];

function knownProblem(error: unknown): Problem | undefined {
  if (error instanceof ProblemError) return error.problem;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = (error as { validationContext?: string }).validationContext ?? 'body';
    const rest = (first?.instancePath ?? '').split('/').filter(Boolean);
    const path = [where, ...rest].join('.');
    return problem('validation', `${path}: ${first?.message ?? 'invalid'}`, { path });
  }
  if (error instanceof InvalidEntry) return invalidEntry(error);
  if (error instanceof WireFormatError) {
    const path = ['body', ...error.path.split('/').slice(1)].join('.');
    return problem('invalid-turn', error.message, { path, pointer: error.path });
  }
  const kind = BY_CLASS.find(([type]) => error instanceof type)?.[1];
  if (kind) return problem(kind, (error as Error).message);
  // Its writes already queue in this process (its row may be locked elsewhere): a moment later it may be free.
  if (error instanceof SessionBusy) return problem('session-busy', error.message, { retryAfter: 1 });
  if (error instanceof AgentConfigInvalid) {
    const path = ['body', error.path].filter(Boolean).join('.');
    return problem('validation', error.message, { path });
  }
  if (error instanceof InvalidSettings) {
    const path = ['body', error.path].filter(Boolean).join('.');
    return problem('validation', error.message, { path });
  }
  if (error instanceof InvalidPromptTemplate) {
    const path = ['body', error.path].join('.');
    return problem('invalid-prompt-template', error.message, {
      path,
      ...(error.placeholder !== undefined ? { placeholder: error.placeholder } : {}),
    });
  }
  if (error instanceof InvalidCursor) return problem('invalid-cursor', error.message, { path: 'querystring.cursor' });
  if (error instanceof StreamConflict) return conflict(error);
  if (error instanceof BudgetExceeded)
    return problem('budget-exceeded', error.message, { retryAfter: error.retryAfterSeconds });
  if (error instanceof CompactionLimitReached) {
    return problem('rate-limited', error.message, { retryAfter: error.retryAfterSeconds });
  }
  return fastifyProblem(error) ?? outageProblem(error);
}

function invalidEntry(error: InvalidEntry): Problem {
  if (error.line !== undefined) {
    const path = ['body', error.path].filter(Boolean).join('.');
    return problem('invalid-entry', error.message, { path, line: error.line });
  }
  const path = ['body', 'entries', ...(error.index !== undefined ? [String(error.index)] : []), error.path]
    .filter(Boolean)
    .join('.');
  return problem('invalid-entry', error.message, { path });
}

function conflict(error: StreamConflict): Problem {
  const { actual, currentSeq } = error.details as { actual?: unknown; currentSeq?: number };
  const seq = currentSeq ?? (typeof actual === 'number' ? actual : undefined);
  return problem('stream-conflict', error.message, seq === undefined ? {} : { currentSeq: seq });
}
