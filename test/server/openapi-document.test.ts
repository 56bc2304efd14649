/**
 * The OpenAPI document states what the server answers: every error response is application/problem+json with the
 * Problem schema (21 undocumented content types, 5 undocumented statuses before), each /v1 operation names the scope
 * its key needs, the import declares its streamed body, and links chain create → append → compact → read.
 */
import { buildServer } from '../../server/app';
import type { ServiceDeps } from '../../service/deps';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let doc: Json;

beforeAll(async () => {
  // As scripts/openapi-document.ts builds it: routes touch their dependencies only when a request arrives.
  const app = await buildServer({ deps: {} as ServiceDeps, ready: async () => {} });
  await app.ready();
  doc = JSON.parse(JSON.stringify(app.swagger()));
  await app.close();
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe('the OpenAPI document', () => {
  it('declares every error response as application/problem+json with the Problem schema, and nothing else', () => {
    const errors = operations().flatMap(({ path, method, op }) =>
      Object.entries(op.responses as Record<string, Json>)
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => [`${method} ${path} ${status}`, response.content]),
    );
    expect(errors.length).toBeGreaterThan(150);
    const problem = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
    expect(errors.filter(([, content]) => JSON.stringify(content) !== JSON.stringify(problem))).toEqual([]);
  });

  it('documents 403 and a retryable 503 on every /v1 operation, and 414 where a path parameter can be over-long', () => {
    const v1 = operations().filter(({ path }) => path.startsWith('/v1/'));
    expect(v1.filter(({ op }) => !op.responses['403'] || !op.responses['503']).map(({ path }) => path)).toEqual([]);
    const withParams = v1.filter(({ path }) => path.includes('{'));
    expect(withParams.filter(({ op }) => !op.responses['414']).map(({ path }) => path)).toEqual([]);
  });

  it('names the scope of each operation, and the operator key under /v1/admin', () => {
    const security = Object.fromEntries(operations().map(({ op }) => [op.operationId, op.security]));
    expect(security).toMatchObject({
      getContext: [{ apiKey: ['read'] }],
      appendEntries: [{ apiKey: ['write'] }],
      deleteSession: [{ apiKey: ['write'] }],
      startCompaction: [{ apiKey: ['compact'] }],
      replayCompactions: [{ apiKey: ['compact'] }],
      revertCompaction: [{ apiKey: ['compact'] }],
      getUsage: [{ apiKey: ['read'] }],
      adminTenantUsage: [{ operatorKey: [] }],
      adminCreateTenant: [{ operatorKey: [] }],
      health: [],
    });
  });

  it('declares the import body as a required JSONL stream', () => {
    const body = doc.paths['/v1/sessions/import'].post.requestBody;
    expect(body.required).toBe(true);
    expect(Object.keys(body.content)).toEqual(['application/x-ndjson', 'application/jsonl', 'application/x-jsonlines']);
  });

  it('links a created session to its routes and a started compaction to its run', () => {
    const created = doc.paths['/v1/sessions'].post.responses['201'].links;
    expect(created.appendEntries).toEqual({
      operationId: 'appendEntries',
      parameters: { sessionId: '$response.body#/id' },
    });
    const started = doc.paths['/v1/sessions/{sessionId}/compactions'].post.responses['202'].links;
    expect(started.getCompaction.parameters).toEqual({
      sessionId: '$request.path.sessionId',
      compactionId: '$response.body#/id',
    });
    const linked = new Set(operations().map(({ op }) => op.operationId));
    const targets = operations().flatMap(({ op }) =>
      Object.values(op.responses as Record<string, Json>).flatMap((r) => Object.values(r.links ?? {})),
    ) as { operationId: string }[];
    expect(targets.filter((t) => !linked.has(t.operationId))).toEqual([]);
  });
});
