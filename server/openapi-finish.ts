/**
 * The last pass over the generated OpenAPI document, so that it states what the server really answers: every error
 * response is `application/problem+json` with the Problem schema (the routes declare them with the zod schema,
 * which the generator files under the route's success media type), a route with a path parameter may answer 414
 * (a parameter longer than Fastify's limit), each /v1 operation names the scope its key needs (or the operator
 * key of /v1/admin) in its security requirement, and the `links` that chain create → append → compact → read for
 * clients and for stateful testers. Pure: takes the document, returns it changed.
 */
import { JSONL_TYPES } from './schemas/media-types';
import { requiredScope } from './scopes';

type Json = Record<string, unknown>;
type Operation = { operationId?: string; responses?: Record<string, Json> };

const PROBLEM = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };

const fromSession = { sessionId: '$response.body#/id' };
const samePath = { sessionId: '$request.path.sessionId' };

/** operationId → status → the links of that response. */
const LINKS: Readonly<Record<string, Readonly<Record<string, Json>>>> = {
  createSession: {
    201: linksTo(fromSession, [
      'getSession',
      'appendEntries',
      'getContext',
      'getTranscript',
      'getTree',
      'startCompaction',
      'listCompactions',
      'getSessionAudit',
      'getSessionPath',
      'replaceSessionSettings',
      'replaceAgentConfig',
      'deleteSession',
    ]),
  },
  importSession: { 201: linksTo(fromSession, ['getSession', 'getContext', 'startCompaction', 'deleteSession']) },
  appendEntries: { 201: linksTo(samePath, ['getContext', 'getTree', 'startCompaction', 'getSession']) },
  replaceAgentConfig: { 200: linksTo(samePath, ['getAgentConfig']) },
  startCompaction: {
    202: linksTo({ ...samePath, compactionId: '$response.body#/id' }, ['getCompaction']),
    200: linksTo({ ...samePath, compactionId: '$response.body#/id' }, ['getCompaction']),
  },
  getCompaction: { 200: linksTo(samePath, ['listCompactions', 'getContext']) },
};

const jsonLines = {
  schema: {
    type: 'string',
    format: 'binary',
    description: 'an upstream session file: a header line, then one JSON entry per line',
  },
};
/** Bodies the routes read as streams (no schema for Fastify to validate with), described here. */
const STREAMED_BODIES: Readonly<Record<string, Json>> = {
  importSession: {
    required: true,
    content: Object.fromEntries(JSONL_TYPES.map((type) => [type, jsonLines])),
  },
};

function linksTo(parameters: Json, operationIds: string[]): Json {
  return Object.fromEntries(operationIds.map((operationId) => [operationId, { operationId, parameters }]));
}

export function finishDocument<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (path.startsWith('/v1/')) {
        const scope = requiredScope(method.toUpperCase(), path, operation.operationId);
        (operation as { security?: unknown }).security =
          scope === 'admin' ? [{ operatorKey: [] }] : [{ apiKey: [scope] }];
      }
      const streamed = STREAMED_BODIES[operation.operationId ?? ''];
      if (streamed) (operation as { requestBody?: unknown }).requestBody = streamed;
      const responses = operation.responses;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400) response.content = PROBLEM;
      }
      if (path.includes('{') && responses['400']) {
        responses['414'] = { description: 'a path parameter is over-long', content: PROBLEM };
      }
      if ((operation as { requestBody?: unknown }).requestBody && responses['400']) {
        responses['413'] ??= { description: 'the body is over the limit', content: PROBLEM };
        responses['415'] ??= { description: 'the body is not of a media type the route takes', content: PROBLEM };
      }
      const links = LINKS[operation.operationId ?? ''];
      for (const [status, linked] of Object.entries(links ?? {})) {
        if (responses[status]) responses[status].links = linked;
      }
    }
  }
  return document;
}
