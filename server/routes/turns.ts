/**
 * /v1/sessions/{id}/turns: a turn of the host's agent loop in its provider's wire format, appended as entries by
 * the same operation as `POST …/entries` (Idempotency-Key, If-Match, auto-compaction, the answer). The body goes to
 * the format's decoder whole: anything it cannot take is a 422 naming the JSON pointer, and nothing is written.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isWireFormat, WIRE_FORMATS, WireFormatError } from '../../core/formats';
import { appendTurn } from '../../service/turns';
import type { RouteContext } from '../route-context';
import { validateBodyAs } from '../loose-body';
import { appendHeaders, appendResultSchema, sessionIdParams } from '../schemas';
import { turnBody, turnBodyChecked } from '../schemas/turns';
import { parseIfMatch, replyAppended } from './entries';
import { COMMON, problems } from './responses';

export const turnRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sessions/:sessionId/turns',
      {
        schema: {
          tags: ['sessions'],
          summary: "Append a turn in the host's wire format; may start an auto-compaction",
          operationId: 'appendTurn',
          description:
            '`input` is what the host added to its request since the last turn, `response` the provider response ' +
            'as its SDK returned it, `error` a failed call (status and body). compactor assigns entry ids, parents ' +
            '(the active leaf) and timestamps. Idempotency-Key, If-Match and the answer are those of ' +
            'POST …/entries. A body the format cannot take answers 422 with the JSON pointer and writes nothing.',
          params: sessionIdParams,
          headers: appendHeaders,
          body: turnBody,
          response: { 201: appendResultSchema, 200: appendResultSchema, ...problems(...COMMON, 404, 409, 413, 422) },
        },
        validatorCompiler: validateBodyAs(turnBodyChecked),
      },
      async (request, reply) => {
        const body: unknown = request.body;
        const format = (body as { format?: unknown } | null)?.format;
        if (!isWireFormat(format)) {
          const named = typeof format === 'string' ? format : 'unknown';
          throw new WireFormatError(named, '/format', `must be one of ${WIRE_FORMATS.join(', ')}`);
        }
        const { format: _format, ...turn } = body as Record<string, unknown>;
        const expected = parseIfMatch(request.headers['if-match']);
        const { sessionId } = request.params;
        const result = await appendTurn(
          deps,
          { tenantId: request.tenantId, sessionId },
          {
            format,
            turn,
            ...(request.headers['idempotency-key'] !== undefined
              ? { idempotencyKey: request.headers['idempotency-key'] }
              : {}),
            ...(expected.seq !== undefined ? { expectedSeq: expected.seq } : {}),
            ...(expected.leaf !== undefined ? { expectedLeaf: expected.leaf } : {}),
          },
        );
        return replyAppended(reply, sessionId, result);
      },
    );
  };
