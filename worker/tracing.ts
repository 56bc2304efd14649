/**
 * OpenTelemetry tracing of one process, set up from its TracingConfig: a tracer provider registered globally (W3C
 * trace context and baggage propagation, an AsyncLocalStorage context manager) and everything that puts spans on
 * it: Fastify's official instrumentation for the API, Temporal's interceptors for the client, the activities and
 * (through the `exporter` sink) the workflow sandbox, and the tracer the provider calls use. Loaded by the
 * composition roots only when tracing is configured: with it off, none of the SDK is loaded.
 */
import type { FastifyPluginCallback } from 'fastify';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter as OtlpJson } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobuf } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes, type Resource } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type ReadableSpan,
  type Sampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  OpenTelemetryWorkflowClientInterceptor,
} from '@temporalio/interceptors-opentelemetry';
import type { WorkflowClientInterceptor } from '@temporalio/client';
import type { ActivityInterceptorsFactory, InjectedSinks } from '@temporalio/worker';
import packageJson from '../package.json';
import type { TracingConfig } from './tracing-config';
import type { TraceSinks } from './trace-sinks';

export interface Tracing {
  /** For the provider-call spans (activities/llm/provider-span.ts). */
  readonly tracer: Tracer;
  /** Temporal client interceptors: a span per workflow start, its context sent in the start's headers. */
  readonly clientInterceptors: { readonly workflow: WorkflowClientInterceptor[] };
  /** Worker interceptors: a span per activity run, a child of the span that scheduled it. */
  readonly workerInterceptors: { readonly activity: ActivityInterceptorsFactory[] };
  /** The sink the workflow interceptors (workflows/interceptors.ts) hand their spans to. */
  readonly workflowSinks: InjectedSinks<TraceSinks>;
  /** @fastify/otel: a span per request, continuing the host's W3C trace context. */
  readonly fastifyPlugin: FastifyPluginCallback;
  /** Flushes the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Instead of the configured exporter (tests: an in-memory exporter). */
  readonly spanProcessor?: SpanProcessor;
}

/** Health checks and metrics scrapes are not traced: they are frequent and say nothing about a request's path. */
const UNTRACED_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

export function startTracing(config: TracingConfig, options: TracingOptions = {}): Tracing {
  const resource = resourceFromAttributes({ 'service.version': packageJson.version, ...config.resource });
  const processor = options.spanProcessor ?? exportingProcessor(config);
  const provider = new NodeTracerProvider({ resource, sampler: sampler(config), spanProcessors: [processor] });
  provider.register();
  const fastify = new FastifyOtelInstrumentation({
    ignorePaths: (route: { url?: string }) => UNTRACED_ROUTES.has(route.url ?? ''),
  });
  return {
    tracer: provider.getTracer('compactor', packageJson.version),
    clientInterceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] },
    workerInterceptors: {
      activity: [
        (ctx) => ({
          inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
          outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
        }),
      ],
    },
    workflowSinks: workflowSinks(processor, resource),
    fastifyPlugin: fastify.plugin() as FastifyPluginCallback,
    shutdown: () => provider.shutdown(),
  };
}

function exportingProcessor(config: TracingConfig): SpanProcessor {
  if (config.exporter === 'console') return new SimpleSpanProcessor(new ConsoleSpanExporter());
  const Exporter = config.otlp.protocol === 'http/json' ? OtlpJson : OtlpProtobuf;
  return new BatchSpanProcessor(new Exporter({ url: config.otlp.url, headers: { ...config.otlp.headers } }));
}

function sampler({ sampler: { name, ratio } }: TracingConfig): Sampler {
  const root = name.endsWith('always_off')
    ? new AlwaysOffSampler()
    : name.endsWith('traceidratio')
      ? new TraceIdRatioBasedSampler(ratio)
      : new AlwaysOnSampler();
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

/**
 * Workflow spans cross the sandbox in the shape of the interceptors' own OpenTelemetry 1.x (`parentSpanId`,
 * `instrumentationLibrary`); this provider's 2.x processors and exporters read `parentSpanContext` and
 * `instrumentationScope`, so each is given both before it reaches the processor.
 */
function workflowSinks(processor: SpanProcessor, resource: Resource): InjectedSinks<TraceSinks> {
  const onEnd = (span: ReadableSpan & { parentSpanId?: string; instrumentationLibrary?: unknown }) => {
    const context = span.spanContext();
    const parent = span.parentSpanId
      ? { traceId: context.traceId, spanId: span.parentSpanId, traceFlags: context.traceFlags }
      : undefined;
    processor.onEnd({
      ...span,
      parentSpanContext: span.parentSpanContext ?? parent,
      instrumentationScope: span.instrumentationScope ?? span.instrumentationLibrary,
    } as ReadableSpan);
  };
  const adapter = { onStart: () => {}, onEnd, forceFlush: async () => {}, shutdown: async () => {} };
  return { exporter: makeWorkflowExporter(adapter as never, resource as never) };
}
