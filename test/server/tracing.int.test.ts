/**
 * One trace from the host's request to the provider. `compactor serve`'s composition (the stack and the API on it)
 * runs with tracing configured by OTEL_* (an in-memory exporter in place of OTLP); a compaction is started over HTTP
 * with the host's W3C `traceparent`. Every span of the run then belongs to the host's trace: the request (a child of
 * the host's span), the Temporal client's workflow start, the workflow run, each activity's start and run, and the
 * summarizer's provider call, which carries model, tokens and outcome and no content.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { Client } from '@temporalio/client';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { codingSession, seedSession } from '../helpers/session-builder';
import { createKey, createTenant } from '../../service/tenants';
import { serveStack, type RunningServer } from '../../server/serve';
import { parseConfig } from '../../worker/config';
import { startStack, type Stack } from '../../worker/stack';
import { compactSession } from '../../workflows';
import { compactionStartOptions } from '../../workflows/compaction-types';

jest.setTimeout(300_000);
// This process's Temporal runtime is the test environment's (quiet-temporal); the stack must not install another.
jest.mock('../../worker/runtime', () => ({ installRuntime: () => undefined }));

const TENANT = 'traced';
const HOST_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const HOST_SPAN = '00f067aa0ba902b7';
const SUMMARY = '## Goal\nTRACED-SUMMARY-TEXT: fix the bugs.';

let home: string;
let fake: FakeProvider;
let database: TestDatabase;
let stack: Stack;
let server: RunningServer;
const exported = new InMemorySpanExporter();

beforeAll(async () => {
  home = mkdtempSync(path.join(os.tmpdir(), 'compactor-tracing-'));
  fake = await startFakeProvider();
  fake.respondWith(() => ({ text: SUMMARY }));
  database = await openTestDatabase();
  const env = {
    COMPACTOR_HOME: home,
    DATABASE_URL: database.url ?? '',
    TEMPORAL_CLI: process.env.TEMPORAL_CLI,
    COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
    ANTHROPIC_API_KEY: 'test-key',
    ANTHROPIC_BASE_URL: fake.url,
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_SERVICE_NAME: 'compactor-test',
  };
  stack = await startStack(parseConfig(env, home), { tracing: { spanProcessor: new SimpleSpanProcessor(exported) } });
  server = await serveStack(stack, parseConfig(env, home), { host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server?.close();
  await stack?.close();
  await database?.close();
  await fake?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** The names from `span` up to the root of its trace, and the id the root names as its parent. */
function ancestry(span: ReadableSpan, byId: Map<string, ReadableSpan>): { names: string[]; rootParent?: string } {
  const names = [span.name];
  let current = span;
  for (;;) {
    const parentId = current.parentSpanContext?.spanId;
    const parent = parentId ? byId.get(parentId) : undefined;
    if (!parent) return { names, rootParent: parentId };
    names.push(parent.name);
    current = parent;
  }
}

async function spansUntil(found: (spans: ReadableSpan[]) => boolean): Promise<ReadableSpan[]> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const spans = exported.getFinishedSpans().filter((s) => s.spanContext().traceId === HOST_TRACE);
    if (found(spans)) return spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return exported.getFinishedSpans();
}

describe('OpenTelemetry traces', () => {
  it('follow a compaction started over HTTP from the host request through the workflow and activity to the provider', async () => {
    await createTenant(stack.store.db, { id: TENANT });
    const { secret } = await createKey(stack.store.db, { tenantId: TENANT });
    await seedSession(
      stack.store.db,
      { tenantId: TENANT, sessionId: 's1' },
      codingSession({ turns: 12, toolOutputChars: 4000 }),
    );

    const response = await fetch(`${server.url}/v1/sessions/s1/compactions?wait=120`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        traceparent: `00-${HOST_TRACE}-${HOST_SPAN}-01`,
      },
      body: JSON.stringify({ summaryModel: 'anthropic/summarizer-1', settings: { keepRecentTokens: 2000 } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'completed', result: { outcome: 'compacted' } });

    const isProvider = (s: ReadableSpan) => s.name === 'summarizer anthropic/summarizer-1';
    const spans = await spansUntil((all) => all.some(isProvider) && all.some((s) => s.name === 'request'));
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    expect(spans.map((s) => s.name)).toEqual(
      expect.arrayContaining(['request', 'StartWorkflow:compactSession', 'RunWorkflow:compactSession']),
    );
    const provider = spans.find(isProvider);
    expect(provider).toBeDefined();
    const { names, rootParent } = ancestry(provider!, byId);
    // Between these, Fastify's handler span (and nothing that leaves the trace).
    const expected = [
      'summarizer anthropic/summarizer-1',
      expect.stringMatching(/^RunActivity:summarize/),
      expect.stringMatching(/^StartActivity:summarize/),
      'RunWorkflow:compactSession',
      'StartWorkflow:compactSession',
      'request',
    ];
    expect(names.filter((n) => !n.startsWith('handler'))).toEqual(expected);
    expect(rootParent).toBe(HOST_SPAN);
    expect(provider!.attributes).toEqual({
      'compactor.provider_call.kind': 'summarizer',
      'gen_ai.provider.name': 'anthropic',
      'gen_ai.request.model': 'summarizer-1',
      'gen_ai.usage.input_tokens': expect.any(Number),
      'gen_ai.usage.output_tokens': expect.any(Number),
      'gen_ai.response.finish_reasons': ['end_turn'],
      'compactor.outcome': 'ok',
    });
    const request = spans.find((s) => s.name === 'request')!;
    expect(request.attributes).toMatchObject({ 'http.route': '/v1/sessions/:sessionId/compactions' });
    expect(request.resource.attributes['service.name']).toBe('compactor-test');

    // Never content: neither the session's messages nor the summary appear in any span.
    const attributeText = JSON.stringify(spans.map((s) => [s.name, s.attributes, s.events]));
    expect(attributeText).not.toContain('Please fix bug');
    expect(attributeText).not.toContain('TRACED-SUMMARY-TEXT');
  });

  it('make no workflow spans for a run started without a trace context; its activities are traced as roots', async () => {
    const ids = { tenantId: TENANT, sessionId: 'untraced' };
    await seedSession(stack.store.db, ids, codingSession({ turns: 12, toolOutputChars: 4000 }));
    // A process that does not trace starts the run: no client interceptor, no trace header.
    const plain = new Client({ connection: stack.client.connection, namespace: stack.client.options.namespace });
    const input = { ...ids, trigger: 'manual' as const, summaryModel: 'anthropic/summarizer-1' };
    const start = compactionStartOptions({ ...input, settings: { keepRecentTokens: 2000 } }, stack.taskQueue);
    const result = await plain.workflow.execute(compactSession, start);
    expect(result.outcome).toBe('compacted');
    const ofRun = (s: ReadableSpan) => s.attributes.temporalWorkflowId === start.workflowId;
    const isRun = (all: ReadableSpan[]) => all.some((s) => ofRun(s) && s.name.startsWith('RunActivity:summarize'));
    const spans = exported.getFinishedSpans();
    for (let waited = 0; !isRun(spans) && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      spans.splice(0, spans.length, ...exported.getFinishedSpans());
    }
    const activity = spans.find((s) => ofRun(s) && s.name.startsWith('RunActivity:summarize'))!;
    expect(activity.parentSpanContext?.spanId).toBeUndefined();
    const traceOfRun = spans.filter((s) => s.spanContext().traceId === activity.spanContext().traceId);
    expect(traceOfRun.map((s) => s.name)).not.toContain('RunWorkflow:compactSession');
    expect(traceOfRun.filter((s) => s.name.startsWith('StartActivity:'))).toEqual([]);
  });
});
