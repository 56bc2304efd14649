/**
 * OpenAI `/responses/compact` (compaction spec §7.2) through the openai SDK's own route (`client.responses.compact`,
 * present since openai 6.x): `{model, input, instructions}` in, the compacted output items out. SDK retries off
 * (Temporal owns retrying); our deadline is combined with the caller's signal, and every error but the caller's
 * cancellation becomes a typed failure. A body without a usable output list is a non-retryable ProviderRejected.
 */
import OpenAI from 'openai';
import type { ResponsesItem } from '../../core/compaction/responses-items';
import { failure } from '../failures';
import type { Tracer } from '@opentelemetry/api';
import { callWithDeadline } from './call-with-deadline';
import { nativeClientOptions, nativeDeadline } from './native-call';
import { inProviderSpan, type ProviderCallReport } from './provider-span';
import type { CompletionUsage, ModelSpec } from './providers/types';

export interface NativeCompactRequest {
  input: ResponsesItem[];
  instructions: string;
  signal?: AbortSignal;
  /** Told the tokens the provider reported for the call, before its answer is checked (a paid call is recorded). */
  onUsage?: (usage: CompletionUsage) => Promise<void>;
}

export interface NativeCompactor {
  /** `provider/id`, for failures and the audit. */
  readonly model: string;
  /** The answer's `output` items, unfiltered. */
  compact(request: NativeCompactRequest): Promise<unknown[]>;
}

export interface NativeCompactorOptions {
  /** Wall clock for retry-after dates; injectable for tests. */
  readonly now?: () => number;
  /** Set when the worker traces: a span per request (provider-span.ts). */
  readonly tracer?: Tracer;
}

export function createNativeCompactor(spec: ModelSpec, options: NativeCompactorOptions = {}): NativeCompactor {
  const now = options.now ?? Date.now;
  const model = `${spec.provider}/${spec.id}`;
  return Object.freeze({
    model,
    async compact(request: NativeCompactRequest) {
      const client = new OpenAI(nativeClientOptions(spec));
      const deadline = nativeDeadline(spec, now, request.signal);
      const compact = () =>
        callWithDeadline(deadline, (signal) =>
          client.responses.compact(
            // The items are the provider's own JSON; the SDK's union type adds nothing here.
            { model: spec.id, input: request.input as never, instructions: request.instructions },
            { signal },
          ),
        );
      const response: unknown = await inProviderSpan(options.tracer, { kind: 'native', model }, compact, usageOf);
      const reported = usageOf(response).usage;
      if (reported) await request.onUsage?.(reported);
      const output = (response as { output?: unknown } | null)?.output;
      if (!Array.isArray(output)) {
        throw failure('ProviderRejected', {
          message: `${model}: /responses/compact answered without an output list`,
          details: { model },
        });
      }
      return output;
    },
  });
}

/** The Responses usage of a /responses/compact answer, where it has one. */
function usageOf(response: unknown): ProviderCallReport {
  const usage = (response as { usage?: { input_tokens?: unknown; output_tokens?: unknown } } | null)?.usage;
  const input = Number(usage?.input_tokens);
  const output = Number(usage?.output_tokens);
  return Number.isFinite(input) && Number.isFinite(output) ? { usage: { input, output } } : {};
}
