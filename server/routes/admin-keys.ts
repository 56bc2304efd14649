/** /v1/admin/tenants/{tenantId}/keys: an operator creates (the secret once), lists and revokes a tenant's keys. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as admin from '../../service/administration';
import { getTenant, listKeys, type ApiKeyInfo } from '../../service/tenants';
import * as s from '../schemas/admin';
import { COMMON, problems } from './responses';

const tags = ['admin'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Op = (request: FastifyRequest) => admin.Operator;

export function keyRoutes(app: Parameters<FastifyPluginAsyncZod>[0], op: Op): void {
  app.post(
    '/admin/tenants/:tenantId/keys',
    {
      schema: {
        tags,
        operationId: 'adminCreateKey',
        summary: 'Create an API key for a tenant (its secret is in this response only)',
        params: s.tenantParams,
        body: s.createKeyBody,
        response: { 201: s.createdKeySchema, ...problems(...COMMON, 404) },
      },
    },
    async (request, reply) => {
      const key = await admin.adminCreateKey(op(request), { tenantId: request.params.tenantId, ...request.body });
      return reply.code(201).send({ ...keyView(key), secret: key.secret });
    },
  );
  app.get(
    '/admin/tenants/:tenantId/keys',
    {
      schema: {
        tags,
        operationId: 'adminListKeys',
        summary: "A tenant's API keys (never secrets)",
        params: s.tenantParams,
        response: { 200: s.keyListSchema, ...problems(...COMMON, 404) },
      },
    },
    async (request) => {
      const { db } = op(request);
      await getTenant(db, request.params.tenantId);
      return { keys: (await listKeys(db, { tenantId: request.params.tenantId })).map(keyView) };
    },
  );
  app.delete(
    '/admin/tenants/:tenantId/keys/:keyId',
    {
      schema: {
        tags,
        operationId: 'adminRevokeKey',
        summary: 'Revoke an API key (every server forgets it at once)',
        params: s.keyParams,
        response: { 200: s.apiKeySchema, ...problems(...COMMON, 404) },
      },
    },
    async (request) => keyView(await admin.adminRevokeKey(op(request), request.params.tenantId, request.params.keyId)),
  );
}

function keyView(k: ApiKeyInfo) {
  const { id, tenantId, name } = k;
  const scopes = k.scopes as ('read' | 'write' | 'compact')[];
  return {
    id,
    tenantId,
    name,
    scopes,
    createdAt: k.createdAt.toISOString(),
    expiresAt: iso(k.expiresAt),
    revokedAt: iso(k.revokedAt),
  };
}
