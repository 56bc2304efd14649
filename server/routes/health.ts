/** /healthz (the process answers), /readyz (database and Temporal reachable) and /metrics (Prometheus). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from '../route-context';
import { problem, sendProblem } from '../problems';
import { problems } from './responses';

const status = z.object({ status: z.string() });

export const healthRoutes =
  (ctx: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const ops = { tags: ['operations'], security: [] };
    app.get(
      '/healthz',
      { schema: { ...ops, operationId: 'health', summary: 'The process answers', response: { 200: status } } },
      async () => ({ status: 'ok' }),
    );
    app.get(
      '/readyz',
      {
        schema: {
          ...ops,
          operationId: 'ready',
          summary: 'Database and Temporal reachable',
          response: { 200: status, ...problems(503) },
        },
      },
      async (_request, reply) => {
        try {
          await ctx.ready();
          return { status: 'ready' };
        } catch (error) {
          const detail = `not ready: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown'}`;
          return sendProblem(reply, problem('unavailable', detail));
        }
      },
    );
    app.get(
      '/metrics',
      { schema: { ...ops, operationId: 'metrics', summary: 'Prometheus metrics', produces: ['text/plain'] } },
      async (_request, reply) => {
        const body = await ctx.metrics.registry.metrics();
        return reply.type(ctx.metrics.registry.contentType).send(body);
      },
    );
  };
