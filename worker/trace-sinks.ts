/**
 * The sink the bundled workflow interceptors (workflows/interceptors.ts) hand their spans to. Every worker registers
 * it, also one that does not trace, and the replayer: an unregistered sink is logged as an error on every workflow
 * task. Without tracing the spans are dropped here.
 */
import type { OpenTelemetrySinks } from '@temporalio/interceptors-opentelemetry';
import type { InjectedSinks } from '@temporalio/worker';

export type TraceSinks = OpenTelemetrySinks;

export const DROP_WORKFLOW_SPANS: InjectedSinks<TraceSinks> = { exporter: { export: { fn: () => undefined } } };
