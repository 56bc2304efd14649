/**
 * Builds the Completer for a ModelSpec: picks the SDK request shape by provider, resolves the supported
 * reasoning efforts, and turns every thrown error into a typed failure (an activity cancellation is passed
 * through untouched, so Temporal sees the cancellation rather than a provider error).
 */
import { defaultReasoningEfforts } from '../../../core/summary';
import { failure } from '../../failures';
import { classifyProviderError } from '../classify-error';
import { completeAnthropic } from './anthropic-messages';
import { completeGoogle, GoogleCallError } from './google-generate';
import { completeOpenAiChat } from './openai-chat';
import { completeOpenAiResponses } from './openai-responses';
import type { Completer, CompletionRequest, ModelSpec, ProviderKind, RawComplete } from './types';

const RAW: Readonly<Record<ProviderKind, RawComplete>> = {
  openai: completeOpenAiResponses,
  'openai-chat': completeOpenAiChat,
  'openai-compatible': completeOpenAiChat,
  anthropic: completeAnthropic,
  google: completeGoogle,
};

/** The SDKs' own timeouts are a backstop behind our deadline. */
const SDK_TIMEOUT_SLACK_MS = 1000;

export interface CompleterOptions {
  /** Wall clock for retry-after dates; injectable for tests. */
  readonly now?: () => number;
}

/** A Completer calling the real SDK for `spec`. */
export function createCompleter(spec: ModelSpec, options: CompleterOptions = {}): Completer {
  const model = `${spec.provider}/${spec.id}`;
  const now = options.now ?? Date.now;
  const raw = RAW[spec.provider];
  return Object.freeze({
    model,
    contextWindow: spec.contextWindow,
    reasoningEfforts: spec.reasoningEfforts ?? defaultReasoningEfforts(spec.provider, spec.id),
    async complete(request: CompletionRequest) {
      if (!spec.apiKey && spec.provider !== 'openai-compatible') {
        // Without this the SDKs would fall back to reading the environment themselves.
        throw failure('ProviderAuth', { message: `${model}: no API key configured`, details: { model } });
      }
      // Our own deadline rather than only the SDKs': their timeout errors lose their identity across realms
      // (jest) and differ per SDK, while `deadline.aborted` is unambiguous.
      const deadline = AbortSignal.timeout(spec.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
      try {
        const sdkSpec = { ...spec, apiKey: spec.apiKey || 'unused', timeoutMs: spec.timeoutMs + SDK_TIMEOUT_SLACK_MS };
        const result = await raw(sdkSpec, { ...request, signal });
        return { text: result.text, usage: result.usage, model, stopReason: result.stopReason };
      } catch (error) {
        if (request.signal?.aborted) throw request.signal.reason ?? error;
        if (deadline.aborted) {
          const message = `${model}: request timed out after ${spec.timeoutMs} ms`;
          throw failure('ProviderUnavailable', { message, cause: error, details: { model, timedOut: true } });
        }
        if (error instanceof GoogleCallError) {
          throw classifyProviderError(error.original, { model, nowMs: now(), retryAfter: error.retryAfter });
        }
        throw classifyProviderError(error, { model, nowMs: now() });
      }
    },
  });
}
