/**
 * Builds the Completer for a ModelSpec: picks the SDK request shape by provider, resolves the supported
 * reasoning efforts, completes the usage with its image tokens (image-usage.ts), and turns every thrown error into a typed failure (an activity cancellation is passed
 * through untouched, so Temporal sees the cancellation rather than a provider error).
 */
import { defaultReasoningEfforts } from '../../../core/summary';
import { failure } from '../../failures';
import type { Tracer } from '@opentelemetry/api';
import { callWithDeadline } from '../call-with-deadline';
import { classifyProviderError } from '../classify-error';
import { inProviderSpan } from '../provider-span';
import { GoogleCallError } from './google-call-error';
import { withImageUsage } from './image-usage';
import { refusedToolChoiceNone } from './tool-choice-fallback';
import type * as AnthropicMessages from './anthropic-messages';
import type * as GoogleGenerate from './google-generate';
import type * as OpenAiChat from './openai-chat';
import type * as OpenAiResponses from './openai-responses';
import type { Completer, CompletionRequest, ModelSpec, ProviderKind, RawComplete } from './types';

/**
 * Each SDK is loaded on a provider's first call, not when the worker starts: together they cost about a second of
 * every worker and CLI start, and a deployment typically uses one or two of them. A typed require(), as in cli/:
 * tsx leaves import() native, which cannot load the TypeScript sources of a development checkout.
 */
const RAW: Readonly<Record<ProviderKind, () => RawComplete>> = {
  openai: () => (require('./openai-responses') as typeof OpenAiResponses).completeOpenAiResponses,
  'openai-chat': () => (require('./openai-chat') as typeof OpenAiChat).completeOpenAiChat,
  'openai-compatible': () => (require('./openai-chat') as typeof OpenAiChat).completeOpenAiChat,
  anthropic: () => (require('./anthropic-messages') as typeof AnthropicMessages).completeAnthropic,
  google: () => (require('./google-generate') as typeof GoogleGenerate).completeGoogle,
};

/** The SDKs' own timeouts are a backstop behind our deadline. */
const SDK_TIMEOUT_SLACK_MS = 1000;

export interface CompleterOptions {
  /** Wall clock for retry-after dates; injectable for tests. */
  readonly now?: () => number;
  /** Set when the worker traces: a span per request (provider-span.ts). */
  readonly tracer?: Tracer;
}

/** A Completer calling the real SDK for `spec`. */
export function createCompleter(spec: ModelSpec, options: CompleterOptions = {}): Completer {
  const model = `${spec.provider}/${spec.id}`;
  const now = options.now ?? Date.now;
  const load = RAW[spec.provider];
  return Object.freeze({
    model,
    contextWindow: spec.contextWindow,
    reasoningEfforts: spec.reasoningEfforts ?? defaultReasoningEfforts(spec.provider, spec.id),
    async complete(request: CompletionRequest) {
      if (!spec.apiKey && spec.provider !== 'openai-compatible') {
        // Without this the SDKs would fall back to reading the environment themselves.
        throw failure('ProviderAuth', { message: `${model}: no API key configured`, details: { model } });
      }
      const sdkSpec = { ...spec, apiKey: spec.apiKey || 'unused', timeoutMs: spec.timeoutMs + SDK_TIMEOUT_SLACK_MS };
      const classify = (error: unknown) =>
        error instanceof GoogleCallError
          ? classifyProviderError(error.original, { model, nowMs: now(), retryAfter: error.retryAfter })
          : classifyProviderError(error, { model, nowMs: now() });
      const deadline = { model, timeoutMs: spec.timeoutMs, signal: request.signal, classify };
      const raw = load();
      const call = (sent: CompletionRequest) =>
        inProviderSpan(
          options.tracer,
          { kind: 'summarizer', model },
          () => callWithDeadline(deadline, (signal) => raw(sdkSpec, { ...sent, signal })),
          (done) => ({ usage: done.usage, stopReason: done.stopReason }),
        );
      const result = await call(request).catch((error: unknown) => {
        if (!refusedToolChoiceNone(request, error)) throw error;
        return call({ ...request, toolChoice: 'auto' });
      });
      const usage = withImageUsage(result.usage, { model, provider: spec.provider, request });
      return { text: result.text, usage, model, stopReason: result.stopReason };
    },
  });
}
