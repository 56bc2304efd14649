/**
 * Problems for what fails below the routes: Fastify's own checks (body parsing, media type, an over-long path
 * parameter or a malformed URL), Node's HTTP parser (over-large headers, a client timeout) and an outage of the
 * database or of Temporal (a retryable 503 with Retry-After instead of a 500). None of them may answer in Fastify's
 * `{error, code, message, statusCode}` shape: every body a client sees is a problem document.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailable, TemporalUnavailable } from '../service/ride-out';
import { problem, sendProblem, type Problem } from './schemas/problems';

export function fastifyProblem(error: unknown): Problem | undefined {
  const fastifyError = error as FastifyError | undefined;
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem('payload-too-large', fastifyError.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem('unsupported-media-type', fastifyError.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problem('validation', fastifyError.message, { path: 'body' });
  }
  if (error instanceof SyntaxError && fastifyError?.statusCode === 400) {
    return problem('validation', `body: ${error.message}`, { path: 'body' });
  }
  return undefined;
}

/** Postgres connection failures (postgres.js codes, SQLSTATE class 08, a server shutting down) and lock waits. */
const STORE_OUTAGE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '55P03',
  '57014',
]);

/** A store or Temporal outage: 503 with a Retry-After, so a client retries instead of treating it as a bug. */
export function outageProblem(error: unknown): Problem | undefined {
  if (error instanceof TemporalUnavailable || isUnavailable(error)) {
    return problem('unavailable', 'Temporal is unavailable; retry shortly', { retryAfter: 2 });
  }
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const code = String((e as { code?: unknown }).code ?? '');
    if (STORE_OUTAGE.has(code) || code.startsWith('08')) {
      return problem('unavailable', 'the database is unavailable; retry shortly', { retryAfter: 2 });
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Fastify's `frameworkErrors`: a path parameter over `maxParamLength` (414) or a URL that does not decode (400). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0] ?? '';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendProblem(reply, problem('uri-too-long', 'a path parameter is longer than any id the API accepts'));
    return;
  }
  void sendProblem(reply, problem('validation', `the path ${path.slice(0, 200)} does not decode`, { path: 'path' }));
}

const CLIENT_ERRORS: Readonly<Record<string, ['headers-too-large' | 'request-timeout', string]>> = {
  HPE_HEADER_OVERFLOW: ['headers-too-large', 'the request headers exceed the server limit'],
  ERR_HTTP_REQUEST_TIMEOUT: ['request-timeout', 'the request did not arrive in time'],
};

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, answered as a problem on the raw socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [kind, detail] = CLIENT_ERRORS[error.code ?? ''] ?? ['validation', 'the request is not valid HTTP'];
  const body = JSON.stringify(problem(kind, detail));
  const { status } = problem(kind);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
