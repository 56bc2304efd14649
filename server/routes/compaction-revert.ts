/**
 * POST /v1/sessions/{id}/compactions/{compactionId}/revert: undo a committed compaction (scope `compact`). Every
 * context rebuild ignores it from then on; 409 compaction-not-revertable while a later compaction stands.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revertCompaction } from '../../service/compaction-revert';
import type { RouteContext } from '../route-context';
import { compactionParams } from '../schemas';
import { revertCompactionBody, revertedCompactionSchema } from '../schemas/compaction-revert';
import { COMMON, problems } from './responses';

export const compactionRevertRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sessions/:sessionId/compactions/:compactionId/revert',
      {
        schema: {
          tags: ['compactions'],
          summary: 'Revert a committed compaction: the context is again what it was before it',
          operationId: 'revertCompaction',
          params: compactionParams,
          body: revertCompactionBody,
          // 409 compaction-not-revertable: a later compaction stands, a run is in flight, or nothing was committed.
          response: { 200: revertedCompactionSchema, ...problems(...COMMON, 404, 409) },
        },
      },
      async (request) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        return revertCompaction(deps, ids, request.params.compactionId, request.body?.reason);
      },
    );
  };
