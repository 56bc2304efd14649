/**
 * /v1/sessions: create, import an upstream JSONL file (streamed) or an agent transcript (all or nothing; the bad
 * line named; size-limited), list (keyset pagination, newest first), get, and replace a session's settings.
 */
import { Transform, type Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { utf8Lines, type UndecodableLine } from '../../core/session/utf8-lines';
import { IMPORT_FORMATS } from '../../core/transcripts/transcript-formats';
import { createSession, getSession, importSession, listSessions, replaceSettings } from '../../service/sessions';
import { strictSettingsSchema } from '../../service/tenant-settings';
import type { RouteContext } from '../route-context';
import { problem, ProblemError } from '../problems';
import { assertRemoteEndpointAllowed } from '../remote-endpoint-check';
import { createSessionBody, listSessionsQuery, sessionIdParams, sessionPageSchema, sessionSchema } from '../schemas';
import { JSONL_TYPES } from '../schemas/media-types';
import { COMMON, problems } from './responses';

/** An import larger than the limit: the import transaction rolls back, nothing is written. */
export class PayloadTooLarge extends Error {
  override readonly name = 'PayloadTooLarge';
  readonly code = 'FST_ERR_CTP_BODY_TOO_LARGE';
  readonly statusCode = 413;
}

export const sessionRoutes =
  ({ deps, limits, remoteEndpointAllow }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['sessions'];
    // The import body stays a stream: the route reads it line by line inside the import transaction.
    app.addContentTypeParser(JSONL_TYPES, (_request, payload, done) => done(null, payload));

    app.post(
      '/sessions',
      {
        schema: {
          tags,
          summary: 'Create an empty session',
          operationId: 'createSession',
          body: createSessionBody,
          response: { 201: sessionSchema, ...problems(...COMMON, 409) },
        },
      },
      async (request, reply) => {
        const endpoint = request.body.settings?.compaction?.remoteEndpoint;
        assertRemoteEndpointAllowed(endpoint, remoteEndpointAllow, 'body.settings.compaction.remoteEndpoint');
        const session = await createSession(deps.db, request.tenantId, request.body);
        void reply
          .header('location', `/v1/sessions/${encodeURIComponent(session.id)}`)
          .header('etag', `"${session.lastSeq}"`);
        return reply.code(201).send(session);
      },
    );

    app.post(
      '/sessions/import',
      {
        bodyLimit: limits.importLimit,
        schema: {
          tags,
          summary:
            'Import a session file (upstream JSONL, a Claude Code transcript or a Codex rollout) as a new session',
          operationId: 'importSession',
          description: `Send the file as the body with Content-Type ${JSONL_TYPES[0]}. All or nothing: a bad line is named and nothing is written. \`format\`: \`native\` (default: an upstream session file, versions 1-3), \`claude-code\` (a Claude Code project transcript) or \`codex\` (a Codex CLI rollout).`,
          querystring: z.object({
            id: z
              .string()
              .regex(/^[A-Za-z0-9_.:-]{1,200}$/)
              .optional(),
            format: z.enum(IMPORT_FORMATS).optional(),
          }),
          consumes: JSONL_TYPES,
          response: { 201: sessionSchema, ...problems(...COMMON, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const lines = linesOf(importBody(request.body, request.headers['content-type']), limits.importLimit);
        const { id, format } = request.query;
        const session = await importSession(deps.db, request.tenantId, { lines, id, format });
        void reply.header('location', `/v1/sessions/${encodeURIComponent(session.id)}`);
        return reply.code(201).send(session);
      },
    );

    app.get(
      '/sessions',
      {
        schema: {
          tags,
          summary: "List the tenant's sessions (newest first)",
          operationId: 'listSessions',
          querystring: listSessionsQuery,
          response: { 200: sessionPageSchema, ...problems(...COMMON) },
        },
      },
      async (request) => listSessions(deps.db, request.tenantId, request.query),
    );

    app.get(
      '/sessions/:sessionId',
      {
        schema: {
          tags,
          summary: 'Get a session',
          operationId: 'getSession',
          params: sessionIdParams,
          response: { 200: sessionSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request, reply) => {
        const session = await getSession(deps.db, request.tenantId, request.params.sessionId);
        void reply.header('etag', `"${session.lastSeq}"`);
        return session;
      },
    );

    app.put(
      '/sessions/:sessionId/settings',
      {
        schema: {
          tags,
          summary: "Replace the session's settings",
          operationId: 'replaceSessionSettings',
          description:
            'The whole settings object (model, autoCompaction, compaction knobs), validated; it applies from the next ' +
            'append and the next compaction started through the API. Running compactions keep what they started with.',
          params: sessionIdParams,
          // Strict: a misspelt knob is an error, not a setting silently dropped.
          body: strictSettingsSchema,
          response: { 200: sessionSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => {
        const endpoint = request.body.compaction?.remoteEndpoint;
        assertRemoteEndpointAllowed(endpoint, remoteEndpointAllow, 'body.compaction.remoteEndpoint');
        return replaceSettings(
          deps.db,
          { tenantId: request.tenantId, sessionId: request.params.sessionId },
          request.body,
        );
      },
    );
  };

/** The import's body stream; no body, or one another parser already read (JSON), is a problem, not a crash. */
function importBody(body: unknown, contentType: string | undefined): Readable {
  if (typeof (body as Readable | undefined)?.pipe === 'function') return body as Readable;
  if (contentType === undefined) {
    throw new ProblemError(problem('validation', 'body: send the session file as the body', { path: 'body' }));
  }
  const detail = `send the session file as ${JSONL_TYPES.join(', ')}, not ${contentType.split(';')[0]}`;
  throw new ProblemError(problem('unsupported-media-type', detail));
}

/** The lines of a request stream, failing with PayloadTooLarge once more than `limit` bytes arrived. */
function linesOf(body: Readable, limit: number): AsyncIterable<string | UndecodableLine> {
  let seen = 0;
  const counted = body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > limit) callback(new PayloadTooLarge(`the session file exceeds ${limit} bytes`));
        else callback(null, chunk);
      },
    }),
  );
  body.on('error', (error) => counted.destroy(error));
  // The import iterates only once its transaction is open: an error before then must not go unhandled.
  let failure: unknown;
  counted.on('error', (error) => (failure = error));
  return (async function* () {
    yield* utf8Lines(counted);
    if (failure) throw failure;
  })();
}
