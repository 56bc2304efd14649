/**
 * /v1/sessions/{id}: append entries (Idempotency-Key, If-Match with the expected seq or leaf), the LLM context
 * (ETag / If-None-Match), the display transcript, the tree, and navigation.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendEntries } from '../../service/entries';
import { z } from 'zod';
import { jsonBytes, readContext, readContextJson, readSessionTree, versionOf } from '../../service/context';
import { navigate } from '../../service/navigate';
import { readWireContextJson, readWireFacts, wireContextTag, type WireFacts } from '../../service/wire-context';
import type { AppendOutcome } from '../../service/entries';
import type { ServiceDeps } from '../../service/deps';
import type { ProviderFormatName } from '../../core/formats';
import type { RouteContext } from '../route-context';
import { validateBodyAs } from '../loose-body';
import { problem, ProblemError } from '../problems';
import {
  appendBody,
  appendBodyChecked,
  appendHeaders,
  anyContextSchema,
  appendResultSchema,
  contextHeaders,
  contextQuery,
  contextSchema,
  navigateBody,
  navigateResultSchema,
  sessionIdParams,
  transcriptQuery,
  treeSchema,
} from '../schemas';
import { COMMON, problems } from './responses';

export const entryRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['sessions'];
    app.post(
      '/sessions/:sessionId/entries',
      {
        schema: {
          tags,
          summary: 'Append a batch of entries; may start an auto-compaction',
          operationId: 'appendEntries',
          description:
            'If-Match: "<seq>" or "leaf:<id>" ("leaf:" for none) is the expected state; a stale one answers 409 with ' +
            'currentSeq and writes nothing. A repeated Idempotency-Key returns the first result and writes nothing.',
          params: sessionIdParams,
          headers: appendHeaders,
          body: appendBody,
          response: { 201: appendResultSchema, 200: appendResultSchema, ...problems(...COMMON, 404, 409, 413) },
        },
        validatorCompiler: validateBodyAs(appendBodyChecked),
      },
      async (request, reply) => {
        const expected = parseIfMatch(request.headers['if-match']);
        const result = await appendEntries(
          deps,
          { tenantId: request.tenantId, sessionId: request.params.sessionId },
          {
            entries: request.body.entries,
            idempotencyKey: request.headers['idempotency-key'],
            expectedSeq: expected.seq ?? request.body.expectedSeq,
            expectedLeaf: expected.leaf !== undefined ? expected.leaf : request.body.expectedLeaf,
          },
        );
        return replyAppended(reply, request.params.sessionId, result);
      },
    );

    app.get(
      '/sessions/:sessionId/context',
      {
        schema: {
          tags,
          summary: 'The LLM-ready context of the active leaf, natively or as a provider request',
          operationId: 'getContext',
          description:
            'format=native (default): the rebuilt AgentMessage[]. A provider format answers the request fragment to ' +
            'spread into that SDK call (under `request`), built with the session agent configuration for the ' +
            "session's model, and always a request the provider accepts. ETag / If-None-Match as for native.",
          params: sessionIdParams,
          headers: contextHeaders,
          querystring: contextQuery,
          response: { 200: anyContextSchema, 304: notModified, ...problems(...COMMON, 404) },
        },
      },
      async (request, reply) => {
        const ids = { tenantId: request.tenantId, sessionId: request.params.sessionId };
        const { format, images, model } = request.query;
        const match = request.headers['if-none-match'];
        if (format !== 'native') {
          const frameBase = `${request.protocol}://${request.host}/v1/frames`;
          return sendWireContext(deps, reply, { ids, format, images, frameBase, match, ...(model ? { model } : {}) });
        }
        const tag = (seq: number) => `"ctx-${seq}-${images}"`;
        const cache = deps.contextCache;
        const version = cache || match !== undefined ? await versionOf(deps.db, ids) : undefined;
        if (match !== undefined && match === tag(version!.lastSeq)) return reply.code(304).send(null);
        const options = { mode: 'llm' as const, images, frameBase: '/v1/frames' };
        // Messages go out as stored: serialized once, not re-encoded through the loose message schema.
        const { body, lastSeq } = cache
          ? await readContextJson(deps.db, ids, { ...options, cache, version: version! })
          : await readContext(deps.db, ids, options).then((view) => ({
              body: jsonBytes(view),
              lastSeq: view.lastSeq,
            }));
        return reply
          .header('etag', tag(lastSeq))
          .type('application/json')
          .send(body as never);
      },
    );

    app.get(
      '/sessions/:sessionId/transcript',
      {
        schema: {
          tags,
          summary: 'The full display transcript of the active leaf',
          operationId: 'getTranscript',
          params: sessionIdParams,
          querystring: transcriptQuery,
          response: { 200: contextSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request, reply) => {
        const transcript = await readContext(
          deps.db,
          { tenantId: request.tenantId, sessionId: request.params.sessionId },
          { mode: 'transcript', images: request.query.images, frameBase: '/v1/frames' },
        );
        return reply.type('application/json').send(JSON.stringify(transcript) as never);
      },
    );

    app.get(
      '/sessions/:sessionId/tree',
      {
        schema: {
          tags,
          summary: 'The session tree and its active leaf',
          operationId: 'getTree',
          params: sessionIdParams,
          response: { 200: treeSchema, ...problems(...COMMON, 404) },
        },
      },
      async (request) => readSessionTree(deps.db, { tenantId: request.tenantId, sessionId: request.params.sessionId }),
    );

    app.post(
      '/sessions/:sessionId/navigate',
      {
        schema: {
          tags,
          summary: 'Move the active leaf, optionally summarizing the abandoned branch',
          operationId: 'navigate',
          description:
            'With summarize (or instructions) the abandoned branch is summarized into a branch_summary entry that ' +
            'becomes the leaf; a host hook may cancel (cancelled: true, leaf unchanged). An unknown entry answers ' +
            '409 entry-not-found; a failed summary 502 branch-summary-failed, and the leaf does not move.',
          params: sessionIdParams,
          body: navigateBody,
          response: { 200: navigateResultSchema, ...problems(...COMMON, 404, 409, 502) },
        },
      },
      async (request) =>
        navigate(deps, { tenantId: request.tenantId, sessionId: request.params.sessionId }, request.body),
    );
  };

const notModified = z.null().describe('not modified: the If-None-Match ETag is current');

interface WireRead {
  ids: { tenantId: string; sessionId: string };
  format: ProviderFormatName;
  images: 'inline' | 'url';
  /** Frames as URLs are absolute: the provider, not the host, fetches them. */
  frameBase: string;
  match: string | undefined;
  model?: string;
}

/** A context read in a provider format: its own ETag (the model setting is part of it), then the cached body. */
async function sendWireContext(deps: ServiceDeps, reply: FastifyReply, read: WireRead): Promise<FastifyReply> {
  const { ids, match, ...options } = read;
  const tag = (facts: WireFacts) => wireContextTag(read.format, read.images, facts, read.model);
  // The row is read first where it decides something: the conditional read, and the cache's version check.
  const known = match !== undefined || deps.contextCache ? await readWireFacts(deps.db, ids) : undefined;
  if (known && match === tag(known)) return reply.code(304).send(null);
  const cache = deps.contextCache ? { cache: deps.contextCache } : {};
  const { body, facts } = await readWireContextJson(deps.db, ids, {
    ...options,
    ...(known ? { facts: known } : {}),
    ...cache,
  });
  return reply
    .header('etag', tag(facts))
    .type('application/json')
    .send(body as never);
}

/** An append's answer (entries or a turn): 201 (200 for a replay), its seq as ETag, a Link to its compaction. */
export function replyAppended(reply: FastifyReply, sessionId: string, result: AppendOutcome): FastifyReply {
  void reply.header('etag', `"${result.lastSeq}"`);
  if (result.compaction) {
    void reply.header('link', `</v1/sessions/${sessionId}/compactions/${result.compaction.id}>; rel="compaction"`);
  }
  return reply.code(result.replayed ? 200 : 201).send(result);
}

/** `"7"` → expected seq 7; `"leaf:abc"` → expected leaf abc; `"leaf:"` → expected no leaf. */
export function parseIfMatch(header: string | undefined): { seq?: number; leaf?: string | null } {
  if (header === undefined) return {};
  const value = header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  if (/^\d+$/.test(value)) return { seq: Number(value) };
  if (value.startsWith('leaf:')) return { leaf: value.slice(5) || null };
  throw new ProblemError(
    problem('validation', 'headers.if-match: must be "<seq>" or "leaf:<id>"', { path: 'headers.if-match' }),
  );
}
