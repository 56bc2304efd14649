/**
 * One span per provider request (a summarizer call, an OpenAI native compaction, a remote endpoint call) when the
 * worker traces: a child of the activity's span, named `<kind> <provider/model>`, with the model, the token usage,
 * the stop reason and the outcome (`ok` or the typed failure) as attributes, never prompt or answer content. Without
 * a tracer the request runs as is: nothing of OpenTelemetry is loaded (types only here).
 */
import type { Attributes, Span, SpanKind, SpanStatusCode, Tracer } from '@opentelemetry/api';

export type ProviderCallKind = 'summarizer' | 'native' | 'remote';

export interface ProviderCall {
  readonly kind: ProviderCallKind;
  /** `provider/id`. */
  readonly model: string;
}

/** What a finished request reports; usage where the wire answer carries it. */
export interface ProviderCallReport {
  readonly usage?: { readonly input: number; readonly output: number };
  readonly stopReason?: string;
}

const CLIENT: SpanKind = 2;
const ERROR: SpanStatusCode = 2;

export async function inProviderSpan<T>(
  tracer: Tracer | undefined,
  call: ProviderCall,
  run: () => Promise<T>,
  report: (result: T) => ProviderCallReport = () => ({}),
): Promise<T> {
  if (!tracer) return run();
  const [provider, ...id] = call.model.split('/');
  const attributes: Attributes = {
    'compactor.provider_call.kind': call.kind,
    'gen_ai.provider.name': provider,
    'gen_ai.request.model': id.join('/'),
  };
  return tracer.startActiveSpan(`${call.kind} ${call.model}`, { kind: CLIENT, attributes }, async (span: Span) => {
    try {
      const result = await run();
      span.setAttributes(reportAttributes(report(result)));
      return result;
    } catch (error) {
      const type = failureType(error);
      span.setAttributes({ 'compactor.outcome': type, 'error.type': type });
      span.setStatus({ code: ERROR, message: type });
      throw error;
    } finally {
      span.end();
    }
  });
}

function reportAttributes({ usage, stopReason }: ProviderCallReport): Attributes {
  return {
    'compactor.outcome': 'ok',
    ...(usage ? { 'gen_ai.usage.input_tokens': usage.input, 'gen_ai.usage.output_tokens': usage.output } : {}),
    ...(stopReason ? { 'gen_ai.response.finish_reasons': [stopReason] } : {}),
  };
}

/** The typed failure's type (activities/failures.ts), else the error's name: a closed, low-cardinality value. */
function failureType(error: unknown): string {
  const typed = error as { type?: unknown; name?: unknown } | null;
  if (typeof typed?.type === 'string') return typed.type;
  return typeof typed?.name === 'string' ? typed.name : 'Error';
}
