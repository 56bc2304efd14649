/**
 * A posted provider error (status and body) as the facts stored on the failed assistant turn (wire-formats spec
 * §4): the envelope's code or type and its message, read from each provider's shape: Anthropic
 * `{type:"error", error:{type, message}}`, OpenAI `{error:{message, type, code}}`, Gemini `{error:{code, message,
 * status}}`, a Responses `response.failed` event or failed Response (`error:{code, message}`), or a bare text body.
 * The stored message leads with the code, so the overflow recognition (provider-error-patterns.ts), which later
 * reads only status and message, classifies on the code first and the wording second. Pure.
 */
import { isContextOverflowError, isProviderAuthError } from '../summary/provider-error-patterns';
import { isObject, type JsonObject } from './read';

export interface ErrorFacts {
  status: number;
  code?: string;
  message: string;
}

const MAX_MESSAGE = 2000;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The `error` object of any of the envelopes, or undefined. */
function envelope(body: JsonObject): JsonObject | undefined {
  if (isObject(body.error)) return body.error;
  if (isObject(body.response) && isObject(body.response.error)) return body.response.error;
  return undefined;
}

export function errorFacts(status: number, body: unknown): ErrorFacts {
  const first = Array.isArray(body) && body.length === 1 ? body[0] : body;
  if (first === undefined || first === null || first === '') return { status, message: '(no body)' };
  if (typeof first === 'string') return { status, message: first.trim().slice(0, MAX_MESSAGE) || '(no body)' };
  const error = isObject(first) ? envelope(first) : undefined;
  if (!error) return { status, message: JSON.stringify(first).slice(0, MAX_MESSAGE) };
  const code = str(error.code) ?? str(error.status) ?? str(error.type);
  const message = str(error.message) ?? JSON.stringify(error).slice(0, MAX_MESSAGE);
  return { status, ...(code ? { code } : {}), message: message.slice(0, MAX_MESSAGE) };
}

/** The stored `errorMessage`: `code: message`, or the message alone. */
export const errorText = (facts: ErrorFacts): string =>
  facts.code && !facts.message.includes(facts.code) ? `${facts.code}: ${facts.message}` : facts.message;

export type TurnErrorKind = 'overflow' | 'auth' | 'other';

/** What a posted error means for compaction: an overflow starts one; the rest are stored as failed turns. */
export function turnErrorKind(facts: ErrorFacts): TurnErrorKind {
  if (isContextOverflowError(facts)) return 'overflow';
  return isProviderAuthError(facts) ? 'auth' : 'other';
}
