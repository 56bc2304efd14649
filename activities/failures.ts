/**
 * The closed list of typed failures activities throw (docs/architecture.md, "Workflows"). Workflows branch on
 * `failure.type`, never on message text; Temporal's retry policy honours `nonRetryable` and `nextRetryDelay`.
 * Every factory keeps the original error as `cause`. No other failure types may be thrown from activities.
 */
import { ApplicationFailure } from '@temporalio/common';

export const FAILURE_TYPES = [
  'ContextOverflow',
  'ProviderRateLimited',
  'ProviderUnavailable',
  'ProviderAuth',
  'ProviderRejected',
  'StreamConflict',
  'SessionNotFound',
  'InvalidEntry',
  'RemoteEndpointRefused',
  'EntryNotFound',
  'SessionHandedOff',
] as const;
export type FailureType = (typeof FAILURE_TYPES)[number];

/**
 * Retry behaviour per type. ContextOverflow is final for that input (the caller must shrink it);
 * ProviderRejected is a 4xx other than auth/rate/overflow or an unusable response: resending cannot help.
 * RemoteEndpointRefused: the remote endpoint URL is not allowed by the operator's allow-list (SSRF guard).
 * EntryNotFound: a navigation target that is not an entry of the session.
 * SessionHandedOff: the session continues in another one; its log takes no more entries.
 */
const NON_RETRYABLE: Readonly<Record<FailureType, boolean>> = {
  ContextOverflow: true,
  ProviderRateLimited: false,
  ProviderUnavailable: false,
  ProviderAuth: true,
  ProviderRejected: true,
  StreamConflict: true,
  SessionNotFound: true,
  InvalidEntry: true,
  RemoteEndpointRefused: true,
  EntryNotFound: true,
  SessionHandedOff: true,
};

export interface FailureFacts {
  readonly message: string;
  readonly cause?: unknown;
  /** Only meaningful for retryable types: Temporal waits this long before the next attempt. */
  readonly nextRetryDelayMs?: number;
  /** Small structured facts for the workflow (status code, provider, model); never transcript text. */
  readonly details?: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** Creates the ApplicationFailure of `type` with the type's retry behaviour. */
export function failure(type: FailureType, facts: FailureFacts): ApplicationFailure {
  return ApplicationFailure.create({
    type,
    message: facts.message,
    nonRetryable: NON_RETRYABLE[type],
    nextRetryDelay: NON_RETRYABLE[type] ? undefined : facts.nextRetryDelayMs,
    cause: toError(facts.cause),
    details: facts.details ? [facts.details] : undefined,
  });
}

/** True when `error` is an ApplicationFailure of one of `types`. */
export function isFailureOf(error: unknown, ...types: FailureType[]): error is ApplicationFailure {
  return error instanceof ApplicationFailure && types.includes(error.type as FailureType);
}

function toError(cause: unknown): Error | undefined {
  if (cause === undefined || cause instanceof Error) return cause;
  return new Error(String(cause));
}
