/**
 * POST /v1/sessions/{id}/compactions/{compactionId}/approve and …/reject: decide a compaction started with mode
 * `propose` (scope `compact`). Approving commits it and answers the committed run; rejecting ends it with the
 * reason. 409 proposal-not-pending when the run holds no pending proposal (decided, expired, not a proposal);
 * 409 proposal-superseded when an approved proposal's snapshot was left behind by the session's branch.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveProposal, rejectProposal } from '../../service/compaction-proposals';
import { awaitCompaction } from '../../service/compactions';
import type { RouteContext } from '../route-context';
import { compactionParams, compactionSchema } from '../schemas';
import { approveProposalBody, rejectProposalBody } from '../schemas/proposals';
import { COMMON, problems } from './responses';

/** How long the answer waits for the decided run to record its end (it has by the time the update returns). */
const SETTLE_MS = 30_000;

export const compactionProposalRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['compactions'];
    const response = { 200: compactionSchema, ...problems(...COMMON, 404, 409) };

    app.post(
      '/sessions/:sessionId/compactions/:compactionId/approve',
      {
        schema: {
          tags,
          summary: 'Approve a proposed compaction: commit what it holds',
          operationId: 'approveCompaction',
          params: compactionParams,
          body: approveProposalBody,
          // 409 proposal-not-pending: decided, expired or not a proposal; 409 proposal-superseded: the session's
          // branch moved past the proposal's snapshot, nothing was committed.
          response,
        },
      },
      async (request) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        const { compactionId } = request.params;
        const reason = request.body?.reason;
        await approveProposal(deps, ids, compactionId, { by: request.keyId, ...(reason ? { reason } : {}) });
        return awaitCompaction(deps, ids, compactionId, SETTLE_MS);
      },
    );

    app.post(
      '/sessions/:sessionId/compactions/:compactionId/reject',
      {
        schema: {
          tags,
          summary: 'Reject a proposed compaction: discard what it holds, with a reason',
          operationId: 'rejectCompaction',
          params: compactionParams,
          body: rejectProposalBody,
          // 409 proposal-not-pending: decided, expired or not a proposal.
          response,
        },
      },
      async (request) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        const { compactionId } = request.params;
        await rejectProposal(deps, ids, compactionId, { by: request.keyId, reason: request.body.reason });
        return awaitCompaction(deps, ids, compactionId, SETTLE_MS);
      },
    );
  };
