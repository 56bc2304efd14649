/**
 * Builds the HTTP API: Fastify 5 with zod schemas (validation, serialization and the OpenAPI 3.1 document at
 * /openapi.json, docs at /docs), API-key auth on /v1, per-tenant request rate limits, body limits, problem+json
 * errors and metrics. Routes delegate to service/; none re-implements what the store or a workflow does.
 */
import Fastify, { type FastifyInstance, type FastifyPluginCallback } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Listen } from '../store/database';
import type { ServiceDeps } from '../service/deps';
import packageJson from '../package.json';
import { installAuth } from './auth';
import { clientErrorHandler, frameworkErrors } from './framework-problems';
import { installRouteTable } from './method-not-allowed';
import { finishDocument } from './openapi-finish';
import { sharedRateStore } from './shared-rate-store';
import { createMetrics } from './metrics';
import { registerUsageCounters } from './usage-metrics';
import { registerAuditGauges } from './audit-metrics';
import { passOnsByMethod, speculationOutcomes } from '../store/usage/audit-counts';
import { QUALITY_GATE_REASON } from '../core/quality/quality-gate';
import { BUDGET_REASON } from '../workflows/methods';
import type { RouteContext, ServerLimits } from './route-context';
import { problem, sendProblem, toProblem } from './problems';
import { compactionRevertRoutes } from './routes/compaction-revert';
import { compactionProposalRoutes } from './routes/compaction-proposals';
import { compactionRoutes } from './routes/compactions';
import { usageRoutes } from './routes/usage';
import { evalRoutes } from './routes/evals';
import { usageByTenant } from '../service/usage';
import { entryRoutes } from './routes/entries';
import { turnRoutes } from './routes/turns';
import { frameRoutes } from './routes/frames';
import { healthRoutes } from './routes/health';
import { scheduleRoutes } from './routes/schedule';
import { sessionRoutes } from './routes/sessions';
import { agentConfigRoutes } from './routes/agent-config';
import { auditRoutes } from './routes/audit';
import { adminRoutes } from './routes/admin';
import { sessionDeletionRoutes } from './routes/session-deletion';
import { installViewer } from './ui';

export type { RouteContext, ServerLimits };

export const DEFAULT_LIMITS: ServerLimits = {
  requestsPerMinute: 6000,
  bodyLimit: 4 * 1024 * 1024,
  importLimit: 64 * 1024 * 1024,
  authFailuresPerMinute: 30,
};

export interface ServerOptions {
  readonly deps: ServiceDeps;
  /** Resolves when the database and Temporal answer; rejects with the reason otherwise. */
  readonly ready: () => Promise<void>;
  readonly limits?: Partial<ServerLimits>;
  /** Fastify's logger: false (default) or pino options. */
  readonly logger?: boolean | { level: string };
  readonly viewer?: ViewerOptions;
  /** The store's LISTEN: key revocations reach this server at once (without it, within KEY_CACHE_MS). */
  readonly listen?: Listen;
  /**
   * Count request rates in the database (shared by every API node on it) instead of this process's memory. Set by
   * `serve` on Postgres; PGlite has one process by construction.
   */
  readonly sharedRateLimits?: boolean;
  /** COMPACTOR_REMOTE_ENDPOINT_ALLOW: the remote endpoints settings may name (none when absent). */
  readonly remoteEndpointAllow?: readonly string[];
  /** Fastify's OpenTelemetry instrumentation (worker/tracing.ts), when the process traces: a span per request. */
  readonly tracing?: FastifyPluginCallback;
}

export interface ViewerOptions {
  /** The built audit viewer to serve under /ui (none: no /ui). */
  readonly uiDir?: string;
  /** Base URL of the Temporal UI: the viewer links workflow ids there. */
  readonly temporalUiUrl?: string;
  readonly temporalNamespace?: string;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyLimit,
    // Above every id the schemas accept, so an over-long id is a validation problem naming it; beyond this, a 414.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors,
    clientErrorHandler,
    // A `__proto__` or `constructor.prototype` key is dropped, not a 400: the schemas allow unknown keys.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  // First, so that its hooks wrap every route registered after it.
  if (options.tracing) await app.register(options.tracing);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createMetrics();
  registerUsageCounters(metrics.registry, { read: () => usageByTenant(options.deps) });
  registerAuditGauges(metrics.registry, {
    speculations: () => speculationOutcomes(options.deps.db),
    passOns: () => passOnsByMethod(options.deps.db, [QUALITY_GATE_REASON, BUDGET_REASON]),
  });
  const viewer = {
    temporalUiUrl: options.viewer?.temporalUiUrl,
    temporalNamespace: options.viewer?.temporalNamespace ?? 'default',
  };
  const context: RouteContext = {
    deps: options.deps,
    metrics,
    limits,
    ready: options.ready,
    viewer,
    remoteEndpointAllow: options.remoteEndpointAllow ?? [],
  };

  const routeMiss = installRouteTable(app);
  app.setErrorHandler((error, request, reply) => {
    if (request.is404) return routeMiss(request, reply);
    if ((error as { statusCode?: number }).statusCode === 429 && (error as { rateLimited?: boolean }).rateLimited) {
      const retryAfter = (error as { retryAfter?: number }).retryAfter ?? 1;
      return sendProblem(reply, problem('rate-limited', 'the tenant exceeded its request rate', { retryAfter }));
    }
    return sendProblem(reply, toProblem(error, request));
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'compactor API',
        version: packageJson.version,
        description: 'Sessions, entries, context and compactions of long LLM-agent sessions.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'a tenant key (ck_…); each operation names the scope it needs: read, write or compact',
          },
          operatorKey: { type: 'http', scheme: 'bearer', description: 'an operator key (co_…), /v1/admin only' },
        },
      },
      security: [{ apiKey: [] }],
      tags: [
        { name: 'sessions', description: 'create, import, list and read sessions' },
        { name: 'compactions', description: 'start, await, audit and revert compactions' },
        { name: 'usage', description: 'provider tokens the compactions used' },
        { name: 'quality', description: 'what the compacted contexts of a session still answer (compactor eval)' },
        { name: 'frames', description: 'snapcompact frames by content hash' },
        { name: 'operations', description: 'health, readiness and metrics' },
        { name: 'admin', description: 'operators: tenants, keys, settings, retention and the admin audit' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await installAuth(app, {
    db: options.deps.db,
    listen: options.listen,
    authFailuresPerMinute: limits.authFailuresPerMinute,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'preHandler',
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    ...(options.sharedRateLimits ? { store: sharedRateStore(options.deps.db), skipOnError: true } : {}),
    keyGenerator: (request) => request.tenantId || `operator:${request.operatorKeyId}`,
    allowList: (request) => request.tenantId === '' && request.operatorKeyId === '',
    errorResponseBuilder: (_request, ctx) => ({
      statusCode: 429,
      rateLimited: true,
      retryAfter: Math.max(1, Math.ceil(ctx.ttl / 1000)),
      message: 'rate limited',
    }),
  });

  await app.register(healthRoutes(context));
  await app.register(sessionRoutes(context), { prefix: '/v1' });
  await app.register(agentConfigRoutes(context), { prefix: '/v1' });
  await app.register(entryRoutes(context), { prefix: '/v1' });
  await app.register(turnRoutes(context), { prefix: '/v1' });
  await app.register(compactionRoutes(context), { prefix: '/v1' });
  await app.register(compactionRevertRoutes(context), { prefix: '/v1' });
  await app.register(compactionProposalRoutes(context), { prefix: '/v1' });
  await app.register(usageRoutes(context), { prefix: '/v1' });
  await app.register(evalRoutes(context), { prefix: '/v1' });
  await app.register(frameRoutes(context), { prefix: '/v1' });
  await app.register(scheduleRoutes(context), { prefix: '/v1' });
  await app.register(auditRoutes(context), { prefix: '/v1' });
  await app.register(sessionDeletionRoutes(context), { prefix: '/v1' });
  await app.register(adminRoutes(context), { prefix: '/v1' });
  if (options.viewer?.uiDir) await installViewer(app, options.viewer.uiDir);
  return app;
}
