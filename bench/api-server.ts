/**
 * `compactor serve` as bench:api runs it (a stateless API node: DATABASE_URL, TEMPORAL_ADDRESS), plus two floors.
 * The context read's: GET /floor/sessions/:sessionId/context answers the bytes and ETag the API's own context route
 * answered for that session, kept in memory on the first call — the same server, framework and connections with
 * nothing between the request and the cached body; with `?checked=1` it first asks the database for the session's
 * version, the one statement a read needs so that a write on another API node is never answered stale (the tenant
 * in the `x-bench-tenant` header). The append's: POST /floor/sessions/:sessionId/entries hands the
 * body's entries to the store's append as the direct path does (no key, no service layer, no response schema) and
 * answers its seq — what HTTP alone adds to the store's append. They exist only in this benchmark's server.
 */
import type { FastifyInstance } from 'fastify';
import { serveStack } from '../server/serve';
import { versionOf } from '../service/context';
import { appendEntries } from '../store/session-store';
import type { Database } from '../store/database';
import { loadConfig } from '../worker/config';
import { startStack } from '../worker/stack';

/** The header naming the append floor's tenant (bench/api.ts sends it). */
const FLOOR_TENANT_HEADER = 'x-bench-tenant';

async function main(): Promise<void> {
  const config = loadConfig();
  const stack = await startStack(config);
  const server = await serveStack(stack, config, {
    host: '127.0.0.1',
    port: 0,
    logger: { level: config.logLevel },
    extraRoutes: (app) => {
      floorRoute(app, stack.store);
      appendFloorRoute(app, stack.store);
    },
  });
  process.stderr.write(`compactor: serving ${server.url}\n`);
  await new Promise<void>((resolve) => process.once('SIGTERM', resolve));
  await server.close();
  await stack.close();
}

function floorRoute(app: FastifyInstance, store: Database): void {
  const kept = new Map<string, { body: Buffer; etag: string }>();
  type Read = { Params: { sessionId: string }; Querystring: { checked?: string } };
  app.get<Read>('/floor/sessions/:sessionId/context', async (request, reply) => {
    const { sessionId } = request.params;
    if (request.query.checked) {
      await versionOf(store.db, { tenantId: String(request.headers[FLOOR_TENANT_HEADER]), sessionId });
    }
    let body = kept.get(sessionId);
    if (!body) {
      const real = await app.inject({
        url: `/v1/sessions/${sessionId}/context`,
        headers: { authorization: request.headers.authorization ?? '' },
      });
      if (real.statusCode !== 200) return reply.code(real.statusCode).send(real.body);
      body = { body: real.rawPayload, etag: String(real.headers.etag) };
      kept.set(sessionId, body);
    }
    return reply.header('etag', body.etag).type('application/json').send(body.body);
  });
}

function appendFloorRoute(app: FastifyInstance, store: Database): void {
  app.post<{ Params: { sessionId: string }; Body: { entries: unknown[] } }>(
    '/floor/sessions/:sessionId/entries',
    async (request, reply) => {
      const tenantId = String(request.headers[FLOOR_TENANT_HEADER]);
      const { sessionId } = request.params;
      const { lastSeq } = await appendEntries(store.db, { tenantId, sessionId, entries: request.body.entries });
      return reply.code(201).send({ lastSeq });
    },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
