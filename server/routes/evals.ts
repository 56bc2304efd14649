/** GET /v1/sessions/{id}/evals/latest: the newest quality eval of a session (docs/quality-eval.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestEval } from '../../service/session-evals';
import type { RouteContext } from '../route-context';
import { sessionIdParams } from '../schemas';
import { sessionEvalSchema, type SessionEvalView } from '../schemas/evals';
import { COMMON, problems } from './responses';

export const evalRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sessions/:sessionId/evals/latest',
      {
        schema: {
          tags: ['quality'],
          summary: 'The newest quality eval of the session: per strategy, what the compacted context still answers',
          description:
            '`compactor eval <sessionId>` records it. `reader.upperBound` is true for the offline reference reader, ' +
            'which scores what the context contains (an upper bound of a model’s recall). 404 `eval-not-found` ' +
            'when no eval was run on the session.',
          operationId: 'getLatestEval',
          params: sessionIdParams,
          response: { 200: sessionEvalSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) =>
        (await latestEval(deps, {
          tenantId: request.tenantId,
          sessionId: request.params.sessionId,
        })) as SessionEvalView,
    );
  };
