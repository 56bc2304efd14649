/**
 * The workflow interceptors bundled with the workflows (worker/bundle.ts): OpenTelemetry spans for each workflow run
 * and each activity, child workflow and continue-as-new it starts, the span context carried on in their headers (W3C
 * trace context), so one trace runs from the host's request through the workflow to the activities. They issue no
 * command and nothing the workflow decides depends on them: histories replay the same with or without them.
 * Spans leave the sandbox through the `exporter` sink (worker/trace-sinks.ts), dropped where the worker does not trace.
 */
export { interceptors } from '@temporalio/interceptors-opentelemetry/lib/workflow-interceptors';
