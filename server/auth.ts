/**
 * API-key authentication of /v1: `Authorization: Bearer ck_…`. The key alone decides the tenant of the request
 * (never the path or body); a missing, malformed, unknown, wrong or revoked key is the same 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../activities/db/database';
import { verifyKey } from '../service/tenants';
import { problem, sendProblem } from './problems';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on /v1 routes; empty elsewhere. */
    tenantId: string;
  }
}

export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('tenantId', '');
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const key = bearer(request);
    const verified = key === undefined ? undefined : await verifyKey(db, key);
    if (!verified) {
      void reply.header('www-authenticate', 'Bearer');
      return sendProblem(reply, { ...problem('unauthorized', 'send a valid API key as Authorization: Bearer <key>') });
    }
    request.tenantId = verified.tenantId;
  });
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
