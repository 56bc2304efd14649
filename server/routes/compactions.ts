/**
 * /v1/sessions/{id}/compactions: start one (awaited up to `wait` seconds, else 202 + Location), get a run (progress
 * or result; `wait` long-polls), the audit history, and the replay of recorded runs with today's code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  awaitCompaction,
  compactionHistory,
  describeCompaction,
  replayCompactions,
  startCompaction,
  type CompactionView,
} from '../../service/compactions';
import { awaitProposalHeld } from '../../service/proposal-wait';
import { getSession } from '../../service/sessions';
import type { RouteContext } from '../route-context';
import { assertRemoteEndpointAllowed } from '../remote-endpoint-check';
import {
  compactionParams,
  compactionSchema,
  historySchema,
  replaySchema,
  sessionIdParams,
  startCompactionBody,
  startedCompactionSchema,
  waitQuery,
} from '../schemas';
import { COMMON, problems } from './responses';

export const compactionRoutes =
  ({ deps, metrics, remoteEndpointAllow }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['compactions'];
    const observed = (view: CompactionView, trigger?: string) => {
      metrics.observeCompaction(view, trigger);
      return view;
    };

    app.post(
      '/sessions/:sessionId/compactions',
      {
        schema: {
          tags,
          summary: 'Start a compaction (or attach to the running one of the session)',
          operationId: 'startCompaction',
          params: sessionIdParams,
          querystring: waitQuery,
          body: startCompactionBody,
          response: {
            200: compactionSchema,
            202: startedCompactionSchema,
            // 409 session-handed-off: the session continues in another one (strategy handoff); 409
            // handoff-too-short: a manual handoff of a session with fewer than two message entries.
            ...problems(...COMMON, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        const endpoint = request.body.settings?.remoteEndpoint;
        assertRemoteEndpointAllowed(endpoint, remoteEndpointAllow, 'body.settings.remoteEndpoint');
        const started = await startCompaction(deps, ids, request.body);
        const location = `/v1/sessions/${encodeURIComponent(ids.sessionId)}/compactions/${started.id}`;
        if (request.query.wait > 0) {
          // A proposal's result comes with its decision: a proposing start waits for the proposal instead.
          const awaited = request.body.mode === 'propose' ? awaitProposalHeld : awaitCompaction;
          const view = await awaited(deps, ids, started.id, request.query.wait * 1000);
          if (view.status !== 'running')
            return reply.header('location', location).send(observed(view, started.trigger));
        }
        return reply.code(202).header('location', location).send(started);
      },
    );

    app.get(
      '/sessions/:sessionId/compactions/:compactionId',
      {
        schema: {
          tags,
          summary: 'A compaction run: progress while running, the result when done',
          operationId: 'getCompaction',
          params: compactionParams,
          querystring: waitQuery,
          response: { 200: compactionSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        const { compactionId } = request.params;
        const view =
          request.query.wait > 0
            ? await describeCompaction(deps, ids, compactionId).then((first) =>
                first.status === 'running'
                  ? awaitCompaction(deps, ids, compactionId, request.query.wait * 1000)
                  : first,
              )
            : await describeCompaction(deps, ids, compactionId);
        return observed(view);
      },
    );

    app.get(
      '/sessions/:sessionId/compactions',
      {
        schema: {
          tags,
          summary: "The session's compaction audit history (oldest first)",
          operationId: 'listCompactions',
          params: sessionIdParams,
          response: { 200: historySchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => {
        const rows = await compactionHistory(deps, { tenantId: request.tenantId, sessionId: request.params.sessionId });
        return rows.map((r) => ({
          id: r.runId,
          workflowId: r.workflowId,
          trigger: r.trigger,
          status: r.status,
          method: r.method,
          tokensBefore: r.tokensBefore,
          tokensAfter: r.tokensAfter,
          model: r.model,
          promptHash: r.promptHash,
          programVersion: r.programVersion,
          compactionEntryId: r.compactionEntryId,
          startedAt: r.startedAt.toISOString(),
          finishedAt: r.finishedAt?.toISOString() ?? null,
          error: r.error,
          cacheExpired: r.cacheExpired,
          attempts: r.attempts,
          revertedAt: r.revertedAt?.toISOString() ?? null,
          decision: r.decision ?? null,
        }));
      },
    );

    app.post(
      '/sessions/:sessionId/replay',
      {
        schema: {
          tags,
          summary: "Replay the session's recorded compactions with today's workflow code",
          operationId: 'replayCompactions',
          params: sessionIdParams,
          response: { 200: replaySchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        await getSession(deps.db, ids.tenantId, ids.sessionId);
        const outcomes = await replayCompactions(deps, ids);
        return { ok: outcomes.every((o) => o.ok || o.retired), outcomes };
      },
    );
  };
