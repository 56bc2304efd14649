/**
 * DELETE /v1/sessions/{id}: a host deletes a user's session (scope `write`): the `session_deleted` event the CLI
 * writes, after which every read answers 404, and the cancellation of a compaction of it still running.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSessionWithRuns } from '../../service/session-deletion';
import type { RouteContext } from '../route-context';
import { sessionIdParams } from '../schemas';
import { deleteSessionQuery, sessionDeletionSchema } from '../schemas/admin';
import { COMMON, problems } from './responses';

export const sessionDeletionRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/sessions/:sessionId',
      {
        schema: {
          tags: ['sessions'],
          summary: 'Delete a session (its reads then answer 404; a running compaction of it is cancelled)',
          operationId: 'deleteSession',
          description:
            'Recorded as a session_deleted event with the reason; the rows stay until an operator purges sessions ' +
            'deleted longer ago than the retention bound (POST /v1/admin/tenants/{tenantId}/purge).',
          params: sessionIdParams,
          querystring: deleteSessionQuery,
          response: { 200: sessionDeletionSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) =>
        deleteSessionWithRuns(
          deps,
          { tenantId: request.tenantId, sessionId: request.params.sessionId },
          { reason: request.query.reason },
        ),
    );
  };
