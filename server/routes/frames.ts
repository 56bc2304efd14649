/** GET /v1/frames/{sha256}: a snapcompact frame of the tenant. Content-addressed, so cached as immutable. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFrame } from '../../service/context';
import type { RouteContext } from '../route-context';
import { frameParams } from '../schemas';
import { COMMON, problems } from './responses';

export const frameRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/frames/:sha256',
      {
        schema: {
          tags: ['frames'],
          summary: 'A snapcompact frame (PNG) by its sha256',
          operationId: 'getFrame',
          params: frameParams,
          produces: ['image/png'],
          response: {
            200: z.string().meta({ format: 'binary' }).describe('PNG bytes'),
            ...problems(...COMMON, 404),
          },
        },
      },
      async (request, reply) => {
        const png = await readFrame(deps.db, request.tenantId, request.params.sha256);
        return reply
          .type('image/png')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('etag', `"${request.params.sha256}"`)
          .send(png as unknown as string);
      },
    );
  };
