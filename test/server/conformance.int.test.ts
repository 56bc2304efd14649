/**
 * What the conformance run (schemathesis against `compactor serve`) found, pinned where each was fixed, over a real
 * socket: undeclared methods answer 405 with Allow, Fastify's and Node's own refusals (414, 431, a missing body)
 * are problem documents, no unvalidated input reaches Temporal or the store (a non-UUID run id, a NUL character),
 * and the schemas refuse what the server would refuse (tool parameters, navigation with nothing to summarize).
 */
import { request as httpRequest } from 'node:http';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';
import { describeCompaction } from '../../service/compactions';
import { CompactionNotFound } from '../../service/errors';

const api = useApiWorld(['c']);
const PROBLEM = 'https://compactor.dev/problems/';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function problemOf(response: Response, status: number): Promise<Json> {
  expect([response.url, response.status]).toEqual([response.url, status]);
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  return response.json();
}

/** node:http, not fetch: fetch refuses TRACE, and over-large headers must leave the client as they are. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const url = new URL(api.url);
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  await api.call(api.keys.c!, '/v1/sessions', { method: 'POST', json: { id: 'conf' } });
  await api.call(api.keys.c!, '/v1/sessions/conf/entries', {
    method: 'POST',
    json: { entries: codingSession({ turns: 1 }) },
  });
});

describe('undeclared methods and over-long requests', () => {
  it.each([
    ['TRACE', '/healthz', 'GET, HEAD'],
    ['QUERY', '/metrics', 'GET, HEAD'],
    ['PATCH', '/v1/sessions/conf', 'DELETE, GET, HEAD'],
    ['PUT', '/v1/sessions/conf/entries', 'POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const response = await raw(method, path, { authorization: `Bearer ${api.keys.c}` });
    expect([response.status, response.headers.allow, response.headers['content-type']]).toEqual([
      405,
      allow,
      'application/problem+json; charset=utf-8',
    ]);
    expect(JSON.parse(response.body)).toMatchObject({ type: `${PROBLEM}method-not-allowed` });
  });

  it('answers 404 for a path no route has', async () => {
    expect(await problemOf(await api.call(api.keys.c!, '/v1/nothing-here'), 404)).toMatchObject({
      type: `${PROBLEM}not-found`,
    });
  });

  it('names an id over its schema length as a validation problem, and one over the router limit as 414', async () => {
    const long = await api.call(api.keys.c!, `/v1/sessions/${'0'.repeat(201)}/compactions`, {
      method: 'POST',
      json: {},
    });
    expect(await problemOf(long, 400)).toMatchObject({ type: `${PROBLEM}validation`, path: 'params.sessionId' });
    const huge = await api.call(api.keys.c!, `/v1/sessions/${'0'.repeat(1200)}`);
    expect(await problemOf(huge, 414)).toMatchObject({ type: `${PROBLEM}uri-too-long` });
  });

  it("answers headers over Node's limit with a 431 problem document, not Fastify's error shape", async () => {
    const { status, headers, body } = await raw('GET', '/healthz', { x: 'y'.repeat(20_000) });
    const type = headers['content-type'];
    expect([status, type]).toEqual([431, 'application/problem+json']);
    expect(JSON.parse(body)).toMatchObject({ type: `${PROBLEM}headers-too-large`, status: 431 });
  });
});

describe('inputs that reached Temporal, streams or the store unvalidated', () => {
  it('answers an import without a body with 400, and one sent as JSON with 415', async () => {
    const none = await api.call(api.keys.c!, '/v1/sessions/import', { method: 'POST' });
    expect(await problemOf(none, 400)).toMatchObject({
      path: 'body',
      detail: 'body: send the session file as the body',
    });
    const json = await api.call(api.keys.c!, '/v1/sessions/import', { method: 'POST', json: { a: 1 } });
    expect(await problemOf(json, 415)).toMatchObject({ type: `${PROBLEM}unsupported-media-type` });
  });

  it('refuses a compaction id that is not a run id before Temporal sees it, and answers an unknown one 404', async () => {
    const bad = await api.call(api.keys.c!, '/v1/sessions/conf/compactions/%C3%B9%C3%94?wait=1');
    expect(await problemOf(bad, 400)).toMatchObject({ path: 'params.compactionId' });
    const unknown = await api.call(api.keys.c!, '/v1/sessions/conf/compactions/01a23321-b044-75ca-a8eb-8c22a8f50d36');
    expect(await problemOf(unknown, 404)).toMatchObject({ type: `${PROBLEM}compaction-not-found` });
    // Behind the route too: Temporal's "Invalid RunId" (wrapped in a ServiceError) is a CompactionNotFound.
    const ids = { tenantId: 'c', sessionId: 'conf' };
    await expect(describeCompaction(api.deps, ids, 'not-a-run-id')).rejects.toBeInstanceOf(CompactionNotFound);
  });

  it.each([
    ['the system prompt', { systemPrompt: 'a\u0000b', tools: [] }, 'body.systemPrompt'],
    [
      'a nested tool parameter',
      { systemPrompt: 'p', tools: [{ name: 't', description: 'd', parameters: { type: 'object', x: ['\u0000'] } }] },
      'body.tools.0.parameters.x.0',
    ],
    [
      'tool parameters of another type',
      { systemPrompt: 'p', tools: [{ name: 't', description: 'd', parameters: { type: 'string' } }] },
      'body.tools.0.parameters.type',
    ],
  ])('refuses a NUL or a bad schema in %s with 400 naming it, storing nothing', async (_, json, path) => {
    const response = await api.call(api.keys.c!, '/v1/sessions/conf/agent-config', { method: 'PUT', json });
    expect(await problemOf(response, 400)).toMatchObject({ type: `${PROBLEM}validation`, path });
    expect((await api.call(api.keys.c!, '/v1/sessions/conf/agent-config')).status).toBe(404);
  });

  it('refuses summarize with a null target and an empty target, and answers an unknown entry 409', async () => {
    const post = (json: unknown) => api.call(api.keys.c!, '/v1/sessions/conf/navigate', { method: 'POST', json });
    expect(await problemOf(await post({ entryId: null, summarize: true }), 400)).toMatchObject({ path: 'body' });
    expect((await post({ entryId: '' })).status).toBe(400);
    expect(await problemOf(await post({ entryId: 'nope' }), 409)).toMatchObject({ type: `${PROBLEM}entry-not-found` });
  });

  it('documents and refuses a cursor outside the base64url alphabet', async () => {
    const response = await api.call(api.keys.c!, '/v1/sessions?cursor=');
    expect(await problemOf(response, 400)).toMatchObject({ path: 'querystring.cursor' });
  });
});
