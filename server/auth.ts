/**
 * API-key authentication of /v1: `Authorization: Bearer ck_…`. The key alone decides the tenant of the request
 * (never the path or body); a missing, malformed, unknown, wrong or revoked key is the same 401. A verified key is
 * remembered for KEY_CACHE_MS. A revocation is announced on a NOTIFY channel and forgotten at once by every server
 * listening on the database; the expiry bounds what a server that missed the notice (its listening connection was
 * down) keeps trusting.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Listen } from '../store/database';
import { KEY_REVOKED_CHANNEL, verifyKey } from '../service/tenants';
import { problem, sendProblem } from './problems';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on /v1 routes; empty elsewhere. */
    tenantId: string;
  }
}

/** How long a verified key is trusted without asking the database again: a revocation takes effect within it. */
export const KEY_CACHE_MS = 10_000;

export async function installAuth(app: FastifyInstance, db: Db, listen?: Listen): Promise<void> {
  app.decorateRequest('tenantId', '');
  // Positive results only, keyed by the key's hash (the secret is not kept), so a hot key costs no query.
  const cache = new Map<string, { tenantId: string; keyId: string; until: number }>();
  const verify = async (key: string) => {
    const id = createHash('sha256').update(key).digest('hex');
    const hit = cache.get(id);
    if (hit && hit.until > Date.now()) return hit;
    const verified = await verifyKey(db, key);
    if (cache.size > 10_000) cache.clear();
    if (verified) cache.set(id, { ...verified, until: Date.now() + KEY_CACHE_MS });
    else cache.delete(id);
    return verified;
  };
  if (listen) {
    const stop = await listen(KEY_REVOKED_CHANNEL, (keyId) => {
      for (const [id, entry] of cache) if (entry.keyId === keyId) cache.delete(id);
    });
    app.addHook('onClose', async () => stop());
  }
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const key = bearer(request);
    const verified = key === undefined ? undefined : await verify(key);
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
