/**
 * The workflow interceptors bundled with the workflows (worker/bundle.ts). A run started with a trace context (the
 * `_tracer-data` header that the client interceptor of a tracing process sends, worker/tracing.ts) gets
 * OpenTelemetry's spans for the run and each activity, child workflow and continue-as-new it starts, the span context
 * carried on in their headers (W3C trace context), so one trace runs from the host's request through the workflow
 * to the activities. A run started without one has no trace to continue and loads no OpenTelemetry module: setting
 * them up and making spans that nobody exports took about a third of an untraced compaction's workflow-task time.
 * They issue no command and nothing the workflow decides depends on them: histories replay the same with or without
 * them. Spans leave the sandbox through the `exporter` sink (worker/trace-sinks.ts), dropped where the worker does
 * not trace.
 */
import { defaultPayloadConverter } from '@temporalio/common';
import type * as OpenTelemetryWorkflow from '@temporalio/interceptors-opentelemetry/lib/workflow';
import type {
  WorkflowExecuteInput,
  WorkflowInboundCallsInterceptor,
  WorkflowInterceptors,
  WorkflowInternalsInterceptor,
  WorkflowOutboundCallsInterceptor,
} from '@temporalio/workflow';

/** The header OpenTelemetry's Temporal interceptors carry a span context in (their `TRACE_HEADER`). */
const TRACE_HEADER = '_tracer-data';

type Traced = Required<WorkflowInterceptors>;
type Call = (input: unknown, next: (input: unknown) => unknown) => unknown;

/**
 * Whether the run's start carries a span context to continue. A header that does not decode (another client's
 * encoding) counts as none: the run goes on untraced rather than failing its first workflow task on every retry.
 */
export function startsTraced(headers: WorkflowExecuteInput['headers']): boolean {
  const payload = headers[TRACE_HEADER];
  if (!payload) return false;
  try {
    const carrier = defaultPayloadConverter.fromPayload<Record<string, unknown> | null>(payload);
    return typeof carrier?.traceparent === 'string';
  } catch {
    return false;
  }
}

/** OpenTelemetry's interceptors, loaded on the first traced run of this sandbox (typed require: see the lint rule). */
function openTelemetry(): Traced {
  const otel = require('@temporalio/interceptors-opentelemetry/lib/workflow') as typeof OpenTelemetryWorkflow;
  return {
    inbound: [new otel.OpenTelemetryInboundInterceptor()],
    outbound: [new otel.OpenTelemetryOutboundInterceptor()],
    internals: [new otel.OpenTelemetryInternalsInterceptor()],
  };
}

/** Hands each named call to the traced run's interceptor, or straight on when the run is not traced. */
function forward<T>(names: readonly string[], traced: () => object | undefined): T {
  const calls = names.map((name): [string, Call] => [
    name,
    (input, next) => {
      const target = traced() as Record<string, Call | undefined> | undefined;
      const call = target?.[name];
      return call ? call.call(target, input, next) : next(input);
    },
  ]);
  return Object.fromEntries(calls) as T;
}

const INBOUND = ['handleSignal', 'handleUpdate', 'validateUpdate', 'handleQuery'] as const;
const OUTBOUND = [
  'scheduleActivity',
  'scheduleLocalActivity',
  'startNexusOperation',
  'startChildWorkflowExecution',
  'continueAsNew',
  'signalWorkflow',
  'getLogAttributes',
  'getMetricTags',
] as const;

export const interceptors = (): WorkflowInterceptors => {
  let traced: Traced | undefined;
  const inbound: WorkflowInboundCallsInterceptor = {
    ...forward<WorkflowInboundCallsInterceptor>(INBOUND, () => traced?.inbound[0]),
    execute(input, next) {
      if (startsTraced(input.headers)) traced = openTelemetry();
      return traced?.inbound[0]?.execute ? traced.inbound[0].execute(input, next) : next(input);
    },
  };
  return {
    inbound: [inbound],
    outbound: [forward<WorkflowOutboundCallsInterceptor>(OUTBOUND, () => traced?.outbound[0])],
    internals: [forward<WorkflowInternalsInterceptor>(['dispose'], () => traced?.internals[0])],
  };
};
