/** GET /v1/usage: the provider tokens the tenant's compactions used and their estimated cost, per model and group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageReport } from '../../service/usage';
import type { RouteContext } from '../route-context';
import { spendGuardSchema, usageQuery, usageRange, usageSchema } from '../schemas/usage';
import { sessionIdParams } from '../schemas';
import { spendGuardView } from '../../service/spend-guard';
import { COMMON, problems } from './responses';

export const usageRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/usage',
      {
        schema: {
          tags: ['usage'],
          summary: "Provider tokens and estimated cost of the tenant's compactions, per model, session or day",
          operationId: 'getUsage',
          querystring: usageQuery,
          response: { 200: usageSchema, ...problems(...COMMON) },
        },
      },
      async (request) => usageReport(deps, { tenantId: request.tenantId, ...usageRange(request.query) }),
    );

    app.get(
      '/sessions/:sessionId/spend-guard',
      {
        schema: {
          tags: ['usage'],
          summary: "The spend guards' events of a session and whether the loop guard stops its automatic compactions",
          operationId: 'getSpendGuard',
          params: sessionIdParams,
          response: { 200: spendGuardSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => spendGuardView(deps, { tenantId: request.tenantId, sessionId: request.params.sessionId }),
    );
  };
