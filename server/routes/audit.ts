/**
 * Read-only routes of the audit viewer: the session's audit view (token series, threshold, compactions with
 * summaries, files and frames), a page of its active path, and what the key sees of the server (tenant, version,
 * the Temporal UI link base).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSessionAudit, readTranscriptPage } from '../../service/audit';
import packageJson from '../../package.json';
import type { RouteContext } from '../route-context';
import { auditSchema, serverInfoSchema, sessionIdParams, transcriptPageQuery, transcriptPageSchema } from '../schemas';
import { COMMON, problems } from './responses';

export const auditRoutes =
  ({ deps, viewer }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sessions/:sessionId/audit',
      {
        schema: {
          tags: ['compactions'],
          summary: "The session's audit view: context-token series, threshold, compactions with summaries and frames",
          operationId: 'getSessionAudit',
          params: sessionIdParams,
          response: { 200: auditSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => readSessionAudit(deps.db, { tenantId: request.tenantId, sessionId: request.params.sessionId }),
    );

    app.get(
      '/sessions/:sessionId/path',
      {
        schema: {
          tags: ['sessions'],
          summary: 'A page of the active path (root → leaf): entry ids, types, previews and token estimates',
          operationId: 'getSessionPath',
          params: sessionIdParams,
          querystring: transcriptPageQuery,
          response: { 200: transcriptPageSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) =>
        readTranscriptPage(deps.db, { tenantId: request.tenantId, sessionId: request.params.sessionId }, request.query),
    );

    app.get(
      '/server-info',
      {
        schema: {
          tags: ['operations'],
          summary: "The key's tenant, the server version and the Temporal UI link base",
          operationId: 'getServerInfo',
          response: { 200: serverInfoSchema, ...problems(...COMMON) },
        },
      },
      async (request) => ({
        tenantId: request.tenantId,
        scopes: [...request.keyScopes],
        version: packageJson.version,
        temporalUiUrl: viewer.temporalUiUrl ?? null,
        temporalNamespace: viewer.temporalNamespace,
      }),
    );
  };
