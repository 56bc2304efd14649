/**
 * Authentication of /v1: `Authorization: Bearer ck_…` (a tenant key) everywhere, `Bearer co_…` (an operator key)
 * under /v1/admin. The key alone decides the tenant of a request (never the path or body); a missing, malformed,
 * unknown, wrong, revoked or expired key is the same 401, and an address with too many of those answers 429 before
 * any lookup (auth-throttle.ts). A key without the route's scope (scopes.ts) is 403 insufficient-scope naming it; a
 * disabled tenant's key is 403 tenant-disabled. A verified key is remembered for KEY_CACHE_MS (at most until it
 * expires); a revocation or a tenant's disabling is announced on a NOTIFY channel and forgotten at once by every
 * server listening on the database.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Listen } from '../store/database';
import { KEY_REVOKED_CHANNEL, verifyKey, type Scope, type VerifiedKey } from '../service/tenants';
import { verifyOperatorKey } from '../service/operators';
import { AuthThrottle } from './auth-throttle';
import { problem, sendProblem } from './problems';
import { requiredScope } from './scopes';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on tenant routes of /v1; empty elsewhere. */
    tenantId: string;
    /** Set by the auth hook on tenant routes of /v1: the tenant key's public id (who decided, on audit rows). */
    keyId: string;
    /** Set by the auth hook on tenant routes of /v1: the tenant key's scopes (what the viewer offers it to do). */
    keyScopes: readonly Scope[];
    /** Set by the auth hook on /v1/admin routes: the operator key's public id; empty elsewhere. */
    operatorKeyId: string;
  }
}

/** How long a verified key is trusted without asking the database again: a revocation takes effect within it. */
export const KEY_CACHE_MS = 10_000;

export interface AuthOptions {
  readonly db: Db;
  readonly listen?: Listen;
  /** Failed authentications an address may make per minute before it answers 429. */
  readonly authFailuresPerMinute: number;
}

export async function installAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  app.decorateRequest('tenantId', '');
  app.decorateRequest('keyId', '');
  app.decorateRequest('keyScopes', null as unknown as readonly Scope[]);
  app.decorateRequest('operatorKeyId', '');
  const throttle = new AuthThrottle(options.authFailuresPerMinute);
  const tenantKeys = await keyCache(app, options);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const key = bearer(request);
    const hash = key === undefined ? undefined : createHash('sha256').update(key).digest('hex');
    const wait = throttle.blocked(request.ip, hash);
    if (wait !== undefined) {
      const detail = 'too many failed authentications from this address; retry later';
      return sendProblem(reply, problem('authentication-throttled', detail, { retryAfter: wait }));
    }
    const scope = requiredScope(request.method, request.url, request.routeOptions.schema?.operationId);
    if (scope === 'admin') {
      const operator = key === undefined ? undefined : await verifyOperatorKey(options.db, key);
      if (!operator) return refuse(reply, throttle, request.ip, hash, 'send an operator key as Bearer <co_…>');
      throttle.trust(hash!);
      request.operatorKeyId = operator.keyId;
      return;
    }
    const verified = key === undefined ? undefined : await tenantKeys(key, hash!);
    if (!verified) return refuse(reply, throttle, request.ip, hash, 'send a valid API key as Bearer <key>');
    throttle.trust(hash!);
    if (verified.tenantDisabled) {
      return sendProblem(reply, problem('tenant-disabled', `tenant ${verified.tenantId} is disabled by an operator`));
    }
    // Unmatched paths (404, 405) need no scope: they reach no tenant data.
    if (request.routeOptions.url !== undefined && !verified.scopes.includes(scope)) {
      void reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
      const detail = `this key's scopes (${verified.scopes.join(', ') || 'none'}) lack "${scope}"`;
      return sendProblem(reply, problem('insufficient-scope', detail, { scope }));
    }
    request.tenantId = verified.tenantId;
    request.keyId = verified.keyId;
    request.keyScopes = verified.scopes;
  });
}

function refuse(
  reply: FastifyReply,
  throttle: AuthThrottle,
  address: string,
  hash: string | undefined,
  detail: string,
) {
  throttle.fail(address);
  if (hash !== undefined) throttle.forget(hash);
  void reply.header('www-authenticate', 'Bearer');
  return sendProblem(reply, problem('unauthorized', detail));
}

/** Tenant key verification with the positive cache, emptied per key by the revocation channel. */
async function keyCache(app: FastifyInstance, options: AuthOptions) {
  // Positive results only, keyed by the key's hash (the secret is not kept), so a hot key costs no query.
  const cache = new Map<string, VerifiedKey & { until: number }>();
  if (options.listen) {
    const stop = await options.listen(KEY_REVOKED_CHANNEL, (keyId) => {
      for (const [id, entry] of cache) if (entry.keyId === keyId) cache.delete(id);
    });
    app.addHook('onClose', async () => stop());
  }
  return async (key: string, hash: string): Promise<VerifiedKey | undefined> => {
    const hit = cache.get(hash);
    if (hit && hit.until > Date.now()) return hit;
    const verified = await verifyKey(options.db, key);
    if (cache.size > 10_000) cache.clear();
    if (verified) {
      const until = Math.min(Date.now() + KEY_CACHE_MS, verified.expiresAt?.getTime() ?? Infinity);
      cache.set(hash, { ...verified, until });
    } else cache.delete(hash);
    return verified;
  };
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
