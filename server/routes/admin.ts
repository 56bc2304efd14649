/**
 * /v1/admin: the operators' HTTP administration, with an operator key (never a tenant key): tenants (create, list,
 * get, disable, enable), their keys (create, list, revoke), their settings (read, replace), the retention purge of
 * their deleted sessions, their provider usage, and the audit trail of every change made here. Delegates to service/administration.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as admin from '../../service/administration';
import { listAdminActions } from '../../service/operators';
import { getTenant, listTenants, type Tenant } from '../../service/tenants';
import { strictSettingsSchema } from '../../service/tenant-settings';
import { sessionSettingsSchema } from '../../core/session/session-settings-schema';
import type { RouteContext } from '../route-context';
import { assertRemoteEndpointAllowed } from '../remote-endpoint-check';
import * as s from '../schemas/admin';
import { keyRoutes } from './admin-keys';
import { COMMON, problems } from './responses';
import { tenantUsageReport } from '../../service/usage';
import { usageQuery, usageRange, usageSchema } from '../schemas/usage';

const tags = ['admin'];

export const adminRoutes =
  ({ deps, remoteEndpointAllow }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const op = (request: FastifyRequest) => ({ db: deps.db, operatorKeyId: request.operatorKeyId });
    const route = (operationId: string, summary: string) => ({ tags, operationId, summary });

    app.post(
      '/admin/tenants',
      {
        schema: {
          ...route('adminCreateTenant', 'Create a tenant'),
          body: s.createTenantBody,
          response: { 201: s.tenantSchema, ...problems(...COMMON, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(tenantView(await admin.adminCreateTenant(op(request), request.body))),
    );
    app.get(
      '/admin/tenants',
      {
        schema: {
          ...route('adminListTenants', 'List tenants'),
          response: { 200: s.tenantListSchema, ...problems(...COMMON) },
        },
      },
      async () => ({ tenants: (await listTenants(deps.db)).map(tenantView) }),
    );
    app.get(
      '/admin/tenants/:tenantId',
      {
        schema: {
          ...route('adminGetTenant', 'Get a tenant'),
          params: s.tenantParams,
          response: { 200: s.tenantSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => tenantView(await getTenant(deps.db, request.params.tenantId)),
    );
    for (const [verb, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      app.post(
        `/admin/tenants/:tenantId/${verb}`,
        {
          schema: {
            ...route(
              disabled ? 'adminDisableTenant' : 'adminEnableTenant',
              disabled ? "Disable a tenant: its keys' requests answer 403 tenant-disabled" : 'Enable a tenant again',
            ),
            params: s.tenantParams,
            response: { 200: s.tenantSchema, ...problems(...COMMON, 404) },
          },
        },
        async (request) =>
          tenantView(await admin.adminSetTenantDisabled(op(request), request.params.tenantId, disabled)),
      );
    }
    keyRoutes(app, op);
    app.get(
      '/admin/tenants/:tenantId/settings',
      {
        schema: {
          ...route('adminGetTenantSettings', "A tenant's settings (defaults for its sessions)"),
          params: s.tenantParams,
          response: { 200: sessionSettingsSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => admin.adminReadSettings(op(request), request.params.tenantId),
    );
    app.get(
      '/admin/tenants/:tenantId/usage',
      {
        schema: {
          ...route('adminTenantUsage', "A tenant's provider tokens per model (optionally one session, a range)"),
          params: s.tenantParams,
          querystring: usageQuery,
          response: { 200: usageSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => tenantUsageReport(deps, { tenantId: request.params.tenantId, ...usageRange(request.query) }),
    );
    app.put(
      '/admin/tenants/:tenantId/settings',
      {
        schema: {
          ...route('adminReplaceTenantSettings', "Replace a tenant's settings"),
          params: s.tenantParams,
          body: strictSettingsSchema,
          response: { 200: sessionSettingsSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => {
        const endpoint = request.body.compaction?.remoteEndpoint;
        assertRemoteEndpointAllowed(endpoint, remoteEndpointAllow, 'body.compaction.remoteEndpoint');
        return admin.adminReplaceSettings(op(request), request.params.tenantId, request.body);
      },
    );
    app.post(
      '/admin/tenants/:tenantId/purge',
      {
        schema: {
          ...route('adminPurgeSessions', 'Remove the rows of sessions deleted longer ago than the bound'),
          params: s.tenantParams,
          body: s.purgeBody,
          response: { 200: s.purgeResultSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => {
        const input = { tenantId: request.params.tenantId, olderThanSeconds: request.body.olderThanSeconds };
        const { deletedBefore, purged } = await admin.adminPurge(op(request), input);
        return { deletedBefore: deletedBefore.toISOString(), purged };
      },
    );
    app.get(
      '/admin/audit',
      {
        schema: {
          ...route('adminAudit', 'The audit trail of administration, newest first'),
          querystring: s.adminAuditQuery,
          response: { 200: s.adminAuditSchema, ...problems(...COMMON) },
        },
      },
      async (request) => {
        const events = await listAdminActions(deps.db, { ...request.query, limit: request.query.limit + 1 });
        const page = events.slice(0, request.query.limit);
        const nextBefore = events.length > page.length ? page[page.length - 1]!.id : null;
        return { events: page.map((e) => ({ ...e, at: e.at.toISOString() })), nextBefore };
      },
    );
  };

function tenantView(t: Tenant) {
  return { id: t.id, name: t.name, createdAt: t.createdAt.toISOString(), disabledAt: iso(t.disabledAt) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
