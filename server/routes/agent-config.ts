/**
 * /v1/sessions/{id}/agent-config: the host's live system prompt and tool definitions (compaction spec §8), which a
 * handoff document is generated with. Replaced whole by PUT (an `agent_config_set` event); read by GET.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAgentConfig, setAgentConfig } from '../../store/session-store';
import type { RouteContext } from '../route-context';
import { ProblemError, problem } from '../problems';
import { agentConfigBody, sessionIdParams, storedAgentConfigSchema } from '../schemas';
import { COMMON, problems } from './responses';

export const agentConfigRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['sessions'];
    app.put(
      '/sessions/:sessionId/agent-config',
      {
        schema: {
          tags,
          summary: "Replace the session's agent configuration (system prompt and tools)",
          operationId: 'replaceAgentConfig',
          description:
            'The live system prompt and tool definitions of the agent, validated and size-capped. A handoff then ' +
            'generates its document with them (tool choice "none"), as a live turn would be sent.',
          params: sessionIdParams,
          body: agentConfigBody,
          response: { 200: storedAgentConfigSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) =>
        setAgentConfig(deps.db, { tenantId: request.tenantId, sessionId: request.params.sessionId }, request.body),
    );

    app.get(
      '/sessions/:sessionId/agent-config',
      {
        schema: {
          tags,
          summary: "Get the session's agent configuration",
          operationId: 'getAgentConfig',
          params: sessionIdParams,
          response: { 200: storedAgentConfigSchema.omit({ seq: true }), ...problems(...COMMON, 404) },
        },
      },
      async (request) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        const config = await readAgentConfig(deps.db, ids);
        if (!config)
          throw new ProblemError(problem('not-found', `session ${ids.sessionId} has no agent configuration`));
        return config;
      },
    );
  };
